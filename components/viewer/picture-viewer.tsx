import { Activity, type RefObject } from 'react';
import { madeImage, pictureAlt } from '@/lib/domain/gallery';
import type { GalleryPicture, SiteContent } from '@/lib/domain/types';
import { fill } from '@/lib/labels/fill';
import { workHref } from '@/lib/domain/works';
import { BASE_PATH } from '@/config/site';
import { WorkFigure } from '@/components/work/work-figure';
import type { WorkFigureLabels } from '@/lib/labels/work-figure';
import { useModalDialog } from './use-modal-dialog';
import { useNeighbourPreload } from './use-neighbour-preload';
import { useSwipe } from './use-swipe';
import { useViewerEvents } from './use-viewer-events';
import { useViewerSteps } from './use-viewer-steps';
import { useViewerZoom } from './use-viewer-zoom';
import { useZoomPan } from './use-zoom-pan';
import { deepestStep } from './zoom-steps';
import { ViewerButton } from './viewer-button';
import { ViewerControls } from './viewer-controls';
import { CloseIcon } from '@/components/ui/icons';
import { ViewerStage } from './viewer-stage';
import styles from './picture-viewer.module.scss';

type Props = {
  /** The works the page has so far: before gallery.json arrives, only the gallery's first view. */
  pictures: GalleryPicture[];
  /** How many works there are in all, which the counter and the names count. */
  total: number;
  /** Each work's page slug, in the same order: the inquiry and sharing name its address. */
  slugs: string[];
  /** The picture shown, or null when the viewer is closed. */
  index: number | null;
  labels: SiteContent['viewer'];
  workLabels: WorkFigureLabels;
  email: string;
  /** What the works' addresses begin with. */
  base?: string;
  onShow: (index: number) => void;
  onClose: () => void;
  /** Given what lays the viewer's paper over the page ahead of its opening. */
  coverRef?: RefObject<(() => void) | null>;
};

/**
 * The pictures at full size, one at a time, in a modal <dialog>: previous and next (buttons, arrow
 * keys, swipe) go round all pictures, double-click or the zoom button shows full resolution (moved
 * around by drag, finger or arrow keys; a work with tiles goes further in by double-click, + and -,
 * or a pinch), and it closes on its button, Escape or a click beside the picture.
 */
export function PictureViewer({ pictures, total, slugs, index, labels, workLabels, email, base = BASE_PATH, onShow, onClose, coverRef }: Props) {
  const picture = index === null ? undefined : pictures[index];
  const made = picture ? madeImage(picture) : null;
  const zoom = useViewerZoom(index, made ? deepestStep(made, window.devicePixelRatio) : 0);
  const pan = useZoomPan(zoom);
  const steps = useViewerSteps({ index, total, arrived: pictures.length, onShow });
  const dialog = useModalDialog(index !== null, coverRef);
  useNeighbourPreload(pictures, index, total);
  const events = useViewerEvents(steps, zoom, pan, onClose);
  // Anywhere on the viewer, not only on the picture; zoomed in, a finger moves the picture instead.
  const swipe = useSwipe({ onNext: steps.next, onPrevious: steps.previous, enabled: !zoom.zoomed });

  const alt = picture ? pictureAlt(picture, total) : '';
  const label = picture ? fill(labels.label, { n: picture.index + 1, total, title: picture.title ?? alt }) : undefined;
  // The viewer only opens in the browser: the work's address there is the one to pass on.
  const url = index === null ? '' : new URL(workHref(slugs[index] ?? '', base), window.location.href).href;

  // Closed, the viewer stands ready with the first work, hidden and without its picture: made in an
  // idle moment, so the tap that opens it fills in parts that exist, with code that has run.
  const drawn = picture ?? pictures[0];

  return (
    // Focusable itself (tabIndex), to take the focus when opened by pointer (use-modal-dialog.ts).
    <dialog ref={dialog} className={`${styles.viewer} ${zoom.zoomed ? styles.zoomed : ''}`} aria-label={label} tabIndex={-1} {...events} {...swipe} data-backdrop>
      {picture && (
        <p className="visually-hidden" aria-live="polite">
          {label}
        </p>
      )}
      {drawn && (
        <Activity mode={picture ? 'visible' : 'hidden'}>
          <ViewerButton className={styles.close} label={labels.close} onClick={onClose}>
            <CloseIcon />
          </ViewerButton>
          <WorkFigure picture={drawn} total={total} url={url} email={email} labels={workLabels} place="viewer" styles={styles}>
            <ViewerStage picture={drawn} standby={!picture} alt={alt} unavailable={labels.unavailable} zoom={zoom} stageRef={pan.stageRef} drag={pan.drag} />
          </WorkFigure>
          <ViewerControls labels={labels} steps={steps} zoom={zoom} />
        </Activity>
      )}
    </dialog>
  );
}
