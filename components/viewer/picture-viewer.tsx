import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent, type SyntheticEvent } from 'react';
import { preload } from 'react-dom';
import { useImageStatus } from '@/components/ui/use-image-status';
import { useSwipe } from './use-swipe';
import { assetUrl } from '@/lib/domain/assets';
import { madeImage, pictureAlt } from '@/lib/domain/gallery';
import type { GalleryPicture, SiteContent } from '@/lib/domain/types';
import { captionDetails, fill, wrapIndex } from '@/lib/domain/viewer';
import { availabilityText, inquiryHref, workHref } from '@/lib/domain/works';
import { ResponsivePicture, srcSet } from '@/components/ui/responsive-picture';
import { WorkActions } from '@/components/work/work-actions';
import styles from './picture-viewer.module.scss';

/** The width the picture is drawn at: the screen's, or less where the height limits it (aspect is width / height). */
const fullSizes = (aspect: number) => `min(100vw - 2rem, (100vh - 12rem) * ${aspect.toFixed(3)})`;

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
  workLabels: SiteContent['work'];
  email: string;
  onShow: (index: number) => void;
  onClose: () => void;
};

/**
 * The pictures at full size, one at a time, in a modal <dialog>: previous and next (buttons, arrow
 * keys, swipe) go round all pictures, double-click or the zoom button shows full resolution, and it
 * closes on its button, Escape or a click beside the picture.
 */
export function PictureViewer({ pictures, total: count, slugs, index, labels, workLabels, email, onShow, onClose }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const isOpen = index !== null;
  const picture = index === null ? undefined : pictures[index];

  // Full resolution is for one picture: moving on shows the next one whole again.
  const [zoomedIndex, setZoomedIndex] = useState<number | null>(null);
  const zoomed = isOpen && zoomedIndex === index;
  const toggleZoom = () => setZoomedIndex(zoomed ? null : index);

  // A step to a work that has not arrived yet (previous from the first, while gallery.json is on its
  // way) is kept and taken once it has, instead of going round the first view only.
  const waitingFor = useRef<number | null>(null);
  const go = (step: number) => {
    if (index === null) return;
    const target = wrapIndex(index + step, count);
    waitingFor.current = target < pictures.length ? null : target;
    if (waitingFor.current === null) onShow(target);
  };
  useEffect(() => {
    const target = waitingFor.current;
    if (!isOpen) waitingFor.current = null;
    else if (target !== null && target < pictures.length) {
      waitingFor.current = null;
      onShow(target);
    }
  }, [isOpen, pictures.length, onShow]);
  const swipe = useSwipe({ onNext: () => go(1), onPrevious: () => go(-1), enabled: !zoomed });

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (isOpen && !element.open) element.showModal();
    if (!isOpen && element.open) element.close();
  }, [isOpen]);

  // The neighbours load while this picture is looked at, so the next one shows at once, in the
  // format and width the viewer will ask for.
  useEffect(() => {
    if (index === null || count < 2) return;
    for (const step of [1, -1]) {
      const neighbour = pictures[wrapIndex(index + step, count)];
      if (!neighbour) continue;
      const made = madeImage(neighbour);
      if (made) {
        preload(assetUrl(neighbour.url), {
          as: 'image',
          type: 'image/avif',
          imageSrcSet: srcSet(made.image, 'full', 'avif'),
          imageSizes: fullSizes(made.width / made.height),
        });
      } else {
        preload(assetUrl(neighbour.url), { as: 'image' });
      }
    }
  }, [index, count, pictures]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') go(1);
    else if (event.key === 'ArrowLeft') go(-1);
    else return;
    event.preventDefault();
  };

  // Escape: the state decides, so the address and history stay right.
  const onCancel = (event: SyntheticEvent) => {
    event.preventDefault();
    onClose();
  };

  // A click on the paper around the picture (marked data-backdrop) closes; on the picture or a control it does not.
  const closeOnBackdrop = (event: MouseEvent) => {
    if (event.target instanceof HTMLElement && event.target.dataset.backdrop !== undefined) onClose();
  };

  const alt = picture ? pictureAlt(picture, count) : '';
  const label = picture ? fill(labels.label, { n: picture.index + 1, total: count, title: picture.title ?? alt }) : undefined;
  const details = picture ? captionDetails(picture) : '';
  const availability = picture ? availabilityText(picture, workLabels) : '';
  // The viewer only opens in the browser: the work's address there is the one to pass on.
  const url = index === null ? '' : new URL(workHref(slugs[index] ?? ''), window.location.href).href;
  const made = picture ? madeImage(picture) : null;
  const { status, onLoad, onError } = useImageStatus(picture?.url ?? '');

  return (
    <dialog
      ref={dialog}
      className={styles.viewer}
      aria-label={label}
      onCancel={onCancel}
      onKeyDown={onKeyDown}
      onClick={closeOnBackdrop}
      data-backdrop
    >
      {picture && (
        <>
          <button type="button" className={`${styles.button} ${styles.close}`} onClick={onClose} aria-label={labels.close}>
            <svg viewBox="0 0 24 24" aria-hidden="true">
              <path d="M5 5l14 14M19 5L5 19" />
            </svg>
          </button>
          <p className="visually-hidden" aria-live="polite">
            {label}
          </p>
          <figure className={styles.figure} data-backdrop>
            <div className={`${styles.stage} ${zoomed ? styles.zoomed : ''}`} data-backdrop {...swipe}>
              {status === 'failed' ? (
                <p className={styles.unavailable} data-backdrop>
                  {labels.unavailable}
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
            <figcaption className={styles.caption}>
              <span className={styles.counter} aria-hidden="true">
                {picture.index + 1} / {count}
              </span>
              {picture.title && <span className={styles.title}>{picture.title}</span>}
              {details && <span className={styles.details}>{details}</span>}
              {availability && <span className={styles.availability}>{availability}</span>}
            </figcaption>
            <WorkActions title={picture.title ?? alt} inquiry={inquiryHref(email, picture, url, workLabels, picture.title ?? alt)} url={url} labels={workLabels} className={styles.actions} />
          </figure>
          <div className={styles.controls} data-backdrop>
            <button type="button" className={styles.button} onClick={() => go(-1)} aria-label={labels.previous}>
              <svg viewBox="0 0 24 24" aria-hidden="true">
                <path d="M15 4l-8 8 8 8" />
              </svg>
            </button>
            <button type="button" className={styles.button} onClick={toggleZoom} aria-label={labels.zoomIn} aria-pressed={zoomed}>
              <svg viewBox="0 0 24 24" aria-hidden="true">
                <circle cx="10.5" cy="10.5" r="6.5" />
                <path d="M15.5 15.5L21 21M10.5 7.5v6M7.5 10.5h6" />
              </svg>
            </button>
            <button type="button" className={styles.button} onClick={() => go(1)} aria-label={labels.next}>
              <svg viewBox="0 0 24 24" aria-hidden="true">
                <path d="M9 4l8 8-8 8" />
              </svg>
            </button>
          </div>
        </>
      )}
    </dialog>
  );
}
