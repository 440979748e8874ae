import clsx from 'clsx';
import { assetUrl } from '@/lib/domain/assets';
import { variantFile, variantWidths } from '@/lib/domain/picture-files';
import type { ImageVariants, MadeImage } from '@/lib/domain/types';
import styles from './responsive-picture.module.scss';

type Props = {
  source: MadeImage;
  /** Which files to offer: thumbnails, full sizes, or 'any' for a picture drawn small or large by the screen. */
  kind: 'thumb' | 'full' | 'any';
  alt: string;
  /** The alt text's language where it is not the page's: her German words on an English page. */
  lang?: string;
  sizes: string;
  fit: 'cover' | 'contain';
  /** For pictures that fade in once seen (SPEC: Picture.show): set, the picture fades in as it arrives. */
  reveal?: boolean;
  /**
   * False: the frame stays empty and the picture waits in <noscript> (there for visitors without
   * JavaScript and for the prerendered HTML) until this turns true; then the blurred placeholder
   * stands in while the picture arrives. So a page with many pictures further down carries neither
   * their files nor their placeholders into its first view.
   */
  load?: boolean;
  className?: string;
  loading?: 'lazy' | 'eager';
  /**
   * True for the page's main picture (its largest paint): fetched before anything else. 'low' for a
   * decorative one on the first screen, which the browser would otherwise raise above the words' fonts.
   */
  priority?: boolean | 'low';
  /**
   * For a frame that takes the picture's own shape: an empty SVG of its proportions holds that shape
   * from the first paint, before the file (and so its size) arrives, since the site's policy allows
   * no style attribute to carry it. The place's stylesheet sizes the `svg` as it would the picture.
   */
  shaped?: boolean;
  /** Set once the picture has arrived: the blurred placeholder beneath it goes, so no blurred rim shows around it. */
  loaded?: boolean;
  onLoad?: () => void;
  onError?: () => void;
  onDoubleClick?: () => void;
};

const TYPES = { avif: 'image/avif', webp: 'image/webp' } as const;

export function srcSet(image: ImageVariants, kind: 'thumb' | 'full' | 'any', format: string): string {
  return variantWidths(image, kind)
    .map((variant) => `${assetUrl(variantFile(image.base, variant.kind, variant.width, format))} ${variant.width}w`)
    .join(', ');
}

/**
 * One picture as AVIF, WebP or JPEG at the width the screen needs, with its size set (so nothing
 * moves) and its blurred placeholder beneath it until it arrives.
 */
export function ResponsivePicture(props: Props) {
  const { source, kind, alt, lang, sizes, fit, reveal, load = true, className, loading = 'lazy', priority, shaped, loaded, onLoad, onError, onDoubleClick } = props;
  const { image, width, height, placeholder } = source;
  // The <img>'s own file, for what takes no srcset: the largest of its kind ('any' is a thumbnail's).
  const plain = kind === 'full' ? 'full' : 'thumb';
  const fallback = assetUrl(variantFile(image.base, plain, variantWidths(image, plain).at(-1)!.width, 'jpg'));
  const picture = (
    <picture>
      {(['avif', 'webp'] as const).map((format) => (
        <source key={format} type={TYPES[format]} srcSet={srcSet(image, kind, format)} sizes={sizes} />
      ))}
      <img
        className={clsx(styles.image, reveal !== undefined && styles.fades)}
        data-show={reveal}
        src={fallback}
        srcSet={srcSet(image, kind, 'jpg')}
        sizes={sizes}
        width={width}
        height={height}
        alt={alt}
        lang={lang}
        loading={loading}
        fetchPriority={priority === 'low' ? 'low' : priority ? 'high' : undefined}
        decoding="async"
        onLoad={onLoad}
        onError={onError}
        onDoubleClick={onDoubleClick}
        draggable={false}
      />
    </picture>
  );
  const veiled = Boolean(placeholder) && load && !loaded;
  return (
    <span className={clsx(styles.frame, styles[fit], veiled && styles.veiled, className)}>
      {shaped && <svg className={styles.shape} width={width} height={height} viewBox={`0 0 ${width} ${height}`} aria-hidden="true" />}
      {veiled && <img className={styles.placeholder} src={placeholder} alt="" aria-hidden="true" width={width} height={height} />}
      {load ? picture : <noscript>{picture}</noscript>}
    </span>
  );
}
