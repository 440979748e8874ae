import { langOfAlt } from '@/lib/domain/locale';
import { memo, type MouseEvent } from 'react';
import clsx from 'clsx';
import { useInView } from 'react-intersection-observer';
import { useImageStatus } from '@/components/ui/use-image-status';
import { assetUrl } from '@/lib/domain/assets';
import { madeImage } from '@/lib/domain/gallery';
import type { GalleryPicture } from '@/lib/domain/types';
import { ResponsivePicture } from '@/components/ui/responsive-picture';
import { AvailabilityDot, isSpokenFor, type SpokenFor } from '@/components/ui/availability-dot';
import { useShownFlag, type ShownPictures } from './use-shown-pictures';
import styles from './thumbnail.module.scss';

// The cells a thumbnail is drawn in: a square of the phone's rows of five (less the side bar, the
// gallery's margins and the grid's four 6px gaps), or a slide's 4:5 frame (picture-slides.module.scss),
// two or three across wider (less the side bar, the gallery's margin, 2.5rem below 1088px and 4rem
// from there as globals.scss sets --inset, and each slide's 2.5rem).
// Media queries and calc() only: WebKit reads min() in `sizes` as invalid and fetches for 100vw.
const CELLS = {
  tile: { aspect: 1, sizes: (share: string) => `calc((100vw - 55px - 3rem - 24px) / 5 * ${share})` },
  slide: {
    aspect: 4 / 5,
    sizes: (share: string) =>
      `(min-width: 1088px) calc(((100vw - 90px - 4rem) / 3 - 2.5rem) * ${share}), calc(((100vw - 90px - 2.5rem) / 2 - 2.5rem) * ${share})`,
  },
};

/** How wide the work is drawn in its cell, for `sizes`: the cell's width, or its share of it where the work is narrower than the cell. */
export function thumbnailSizes(fit: 'tile' | 'slide', ratio: number | undefined): string {
  const cell = CELLS[fit];
  return cell.sizes(Math.min(1, (ratio ?? cell.aspect) / cell.aspect).toFixed(3));
}

type Props = {
  picture: GalleryPicture;
  /** The work's own page: where the link goes without JavaScript, or in a new tab. */
  href: string;
  alt: string;
  /** What a sold or reserved work's red dot says, after its name (lib/labels: gallery.spokenFor). */
  spokenFor: Record<SpokenFor, string>;
  /** Its cell: 'tile', a square of the phone's grid, or 'slide', a desktop slide's frame. The work is drawn whole in it. */
  fit: 'tile' | 'slide';
  /** False on a slide out of view: Tab passes it by (the carousel's arrows bring it into view). */
  tabbable: boolean;
  /** The pictures' `show` flags: whether each has been in view once, in either layout. */
  shown: ShownPictures;
  onOpen: (picture: GalleryPicture) => void;
};

/**
 * One thumbnail: a link to the work's page (which is what it stays without JavaScript) that opens
 * the viewer instead. Its picture and blurred placeholder come only once the `show` flag says it is
 * near (until then the tile is plain paper in the shape of the work), so a phone's first view does not wait on the gallery.
 * Memoised: a carousel of 300 works renders again as slides come into view, and only the
 * thumbnails whose own props changed need to follow.
 */
export const Thumbnail = memo(function Thumbnail({ picture, href, alt, spokenFor, fit, tabbable, shown, onOpen }: Props) {
  const [show, markShown] = useShownFlag(shown, picture.index);
  const { ref } = useInView({
    triggerOnce: true,
    skip: show,
    rootMargin: '200px',
    fallbackInView: true,
    onChange: (inView) => inView && markShown(),
  });
  const made = madeImage(picture);
  const ratio = made ? made.width / made.height : undefined;
  const { status, onLoad, onError } = useImageStatus(picture.url);
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    // A modified click (new tab, new window) keeps the link's own meaning.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    onOpen(picture);
  };
  return (
    // Named by its picture even before the picture itself is fetched. Where its size is known, the
    // link takes the work's own shape, so its focus ring and a slide's caption sit at the work's edge.
    <a
      ref={ref}
      href={href}
      className={clsx(styles.thumbnail, made && styles.shaped)}
      tabIndex={tabbable ? undefined : -1}
      onClick={open}
      data-picture={picture.index}
      aria-label={isSpokenFor(picture.status) ? `${alt} ${spokenFor[picture.status]}` : alt}
      // Her German description on a page in another language: the link's name, and the picture's alt within.
      lang={langOfAlt(picture)}
    >
      {made && (
        // Sizes the link as the work, whole in its cell: an empty SVG of the work's proportions,
        // since the site's policy allows no style attribute to carry them.
        <svg className={styles.sizer} width={made.width} height={made.height} viewBox={`0 0 ${made.width} ${made.height}`} aria-hidden="true" />
      )}
      {status === 'failed' ? (
        // A file that does not load leaves a quiet tile with the title, never a broken image.
        <span className={styles.missing}>{picture.title}</span>
      ) : made ? (
        <ResponsivePicture
          className={styles.fill}
          source={made}
          kind={fit === 'slide' ? 'any' : 'thumb'}
          alt={alt}
          sizes={thumbnailSizes(fit, ratio)}
          fit="cover"
          reveal={show}
          load={show}
          loaded={status === 'loaded'}
          onLoad={onLoad}
          onError={onError}
        />
      ) : (
        // A gallery.json written by hand has one thumbnail file per picture, of a size unknown until it arrives.
        <img
          className={clsx(styles.image, show && styles.shown)}
          src={assetUrl(picture.thumb)}
          alt={alt}
          loading="lazy"
          decoding="async"
          data-show={show}
          onError={onError}
        />
      )}
      {/* A slide's caption carries the dot beside the title; a phone's square, on the work's corner. */}
      {fit === 'tile' && <AvailabilityDot status={picture.status} className={styles.dot} />}
    </a>
  );
});
