import { ResponsivePicture } from '@/components/ui/responsive-picture';
import { assetUrl } from '@/lib/domain/assets';
import { langOfAlt } from '@/lib/domain/locale';
import type { GalleryPicture, MadeImage } from '@/lib/domain/types';
import { fullSizes, thumbnailSizes } from './viewer-sizes';
import styles from './viewer-stage.module.scss';

type Props = {
  picture: GalleryPicture;
  made: MadeImage | null;
  alt: string;
  /** The width the zoomed picture is drawn at, in CSS pixels, or null while it is shown whole. */
  zoomWidth: number | null;
  /** Whether the full picture has come: then the thumbnail under it goes. */
  arrived: boolean;
  onLoad: () => void;
  onError: () => void;
};

/**
 * The picture in two layers: the thumbnail the gallery showed (already in the cache, so it is
 * there at once, sharp if small), and the full picture over it once that has come. Never a blur.
 * The thumbnail goes once the full picture is there, so a zoom draws one picture over the screen,
 * not two.
 */
export function ViewerPicture({ picture, made, alt, zoomWidth, arrived, onLoad, onError }: Props) {
  if (!made) {
    // A gallery.json written by hand: one thumbnail file and one full file.
    return (
      <>
        {!arrived && <img className={`${styles.layer} ${styles.image}`} src={assetUrl(picture.thumb)} alt="" draggable={false} />}
        <img className={`${styles.layer} ${styles.image}`} src={assetUrl(picture.url)} alt={alt} lang={langOfAlt(picture)} onLoad={onLoad} onError={onError} draggable={false} />
      </>
    );
  }
  const source = { ...made, placeholder: undefined };
  return (
    <>
      {!arrived && <ResponsivePicture className={styles.layer} source={source} kind="any" alt="" sizes={thumbnailSizes(made)} fit="contain" loading="eager" />}
      <ResponsivePicture
        className={styles.layer}
        source={source}
        kind="full"
        alt={alt}
        lang={langOfAlt(picture)}
        sizes={zoomWidth === null ? fullSizes(made) : `${zoomWidth}px`}
        fit="contain"
        loading="eager"
        onLoad={onLoad}
        onError={onError}
      />
    </>
  );
}
