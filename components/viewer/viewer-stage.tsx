import { useImageStatus } from '@/components/ui/use-image-status';
import { ResponsivePicture } from '@/components/ui/responsive-picture';
import { assetUrl } from '@/lib/domain/assets';
import { madeImage } from '@/lib/domain/gallery';
import type { GalleryPicture } from '@/lib/domain/types';
import { useSwipe } from './use-swipe';
import type { ViewerSteps } from './use-viewer-steps';
import type { ViewerZoom } from './use-viewer-zoom';
import styles from './viewer-stage.module.scss';

/** The width the picture is drawn at: the screen's, or less where the height limits it (aspect is width / height). */
export const fullSizes = (aspect: number) => `min(100vw - 2rem, (100vh - 12rem) * ${aspect.toFixed(3)})`;

type Props = {
  picture: GalleryPicture;
  alt: string;
  /** What stands in place of a picture that does not load. */
  unavailable: string;
  steps: ViewerSteps;
  /** At full resolution the picture is moved around by scrolling, and a swipe does not change it. */
  zoom: ViewerZoom;
};

/**
 * The picture on the viewer's paper: whole, or at full resolution after a double-click; a sideways
 * swipe moves on, and a picture that does not load says so in words.
 */
export function ViewerStage({ picture, alt, unavailable, steps, zoom: { zoomed, toggleZoom } }: Props) {
  const made = madeImage(picture);
  const { status, onLoad, onError } = useImageStatus(picture.url);
  const swipe = useSwipe({ onNext: steps.next, onPrevious: steps.previous, enabled: !zoomed });
  return (
    <div className={`${styles.stage} ${zoomed ? styles.zoomed : ''}`} data-backdrop {...swipe}>
      {status === 'failed' ? (
        <p className={styles.unavailable} data-backdrop>
          {unavailable}
        </p>
      ) : made ? (
        <ResponsivePicture
          key={picture.url}
          className={styles.picture}
          source={made}
          kind="full"
          alt={alt}
          sizes={zoomed ? `${made.width}px` : fullSizes(made.width / made.height)}
          fit="contain"
          loading="eager"
          loaded={status === 'loaded'}
          onLoad={onLoad}
          onError={onError}
          onDoubleClick={toggleZoom}
        />
      ) : (
        <img
          key={picture.url}
          className={styles.image}
          src={assetUrl(picture.url)}
          alt={alt}
          onLoad={onLoad}
          onError={onError}
          onDoubleClick={toggleZoom}
          draggable={false}
        />
      )}
    </div>
  );
}
