import { type CSSProperties, lazy, type MouseEvent, Suspense } from 'react';
import { useImageStatus } from '@/components/ui/use-image-status';
import { madeImage } from '@/lib/domain/gallery';
import type { GalleryPicture } from '@/lib/domain/types';
import { pointOnPicture } from './picture-point';
import type { ViewerZoom } from './use-viewer-zoom';
import type { ZoomPan } from './use-zoom-pan';
import { ViewerPicture } from './viewer-picture';
import { fullZoomWidth, zoomedSize } from './zoom-steps';
import styles from './viewer-stage.module.scss';

// The deep zoom's tile layer comes only once a work with tiles is zoomed.
const DeepTiles = lazy(() => import('./deep-tiles').then((module) => ({ default: module.DeepTiles })));

type Props = {
  picture: GalleryPicture;
  /** The closed viewer's stage, made ahead: no picture is fetched for it. */
  standby?: boolean;
  alt: string;
  /** What stands in place of a picture that does not load. */
  unavailable: string;
  /** Zoomed, the picture is at full resolution (or, with tiles, enlarged further), moved around by dragging. */
  zoom: ViewerZoom;
  /** The zoomed picture's scrolled box and its mouse dragging. */
  stageRef: ZoomPan['stageRef'];
  drag: ZoomPan['drag'];
};

/**
 * The picture on the viewer's paper: whole, in a box its own shape (so the caption sits right under
 * it), or at full resolution after a double-click, opened on the point clicked; a picture that
 * does not load says so in words.
 */
export function ViewerStage({ picture, standby = false, alt, unavailable, zoom, stageRef, drag }: Props) {
  const { zoomed, toggleZoom } = zoom;
  const made = madeImage(picture);
  const { status, onLoad, onError } = useImageStatus(picture.url);
  const size = made && zoomed ? zoomedSize(made, zoom.step, window.devicePixelRatio) : null;
  const shape = made ? ({ '--aspect': made.width / made.height } as CSSProperties) : undefined;

  // On the stage, not the picture: zoomed, a mouse's drag captures the pointer there, and the double-click goes to it.
  const onDoubleClick = (event: MouseEvent<HTMLElement>) => {
    const image = event.target;
    const canvas = event.currentTarget.firstElementChild;
    // Zoomed in on a work with tiles: a step further in on the point, until the deepest, then out.
    if (zoomed && zoom.deeper && made && canvas) return zoom.zoomBy(1, pointOnPicture(canvas.getBoundingClientRect(), made.width / made.height, event.clientX, event.clientY));
    if (zoomed || !(image instanceof HTMLImageElement)) return toggleZoom();
    const aspect = made ? made.width / made.height : image.naturalWidth / image.naturalHeight;
    toggleZoom(pointOnPicture(image.getBoundingClientRect(), aspect, event.clientX, event.clientY));
  };

  return (
    <div
      ref={stageRef}
      className={`${styles.stage} ${made ? '' : styles.free} ${zoomed ? styles.zoomed : ''}`}
      style={shape}
      data-backdrop={zoomed ? undefined : ''}
      {...(zoomed ? drag : {})}
      onDoubleClick={onDoubleClick}
    >
      {standby ? null : status === 'failed' ? (
        <p className={styles.unavailable} data-backdrop>
          {unavailable}
        </p>
      ) : (
        <div key={picture.url} className={styles.canvas} style={size ?? undefined}>
          <ViewerPicture picture={picture} made={made} alt={alt} zoomWidth={size?.width ?? null} arrived={status === 'loaded'} onLoad={onLoad} onError={onError} />
          {zoomed && made?.image.deep && (
            <Suspense fallback={null}>
              <DeepTiles base={made.image.base} deep={made.image.deep} fullWidth={fullZoomWidth(made)} stageRef={stageRef} />
            </Suspense>
          )}
        </div>
      )}
    </div>
  );
}
