import type { KeyboardEvent, MouseEvent, SyntheticEvent } from 'react';
import type { ViewerSteps } from './use-viewer-steps';
import type { ViewerZoom } from './use-viewer-zoom';
import type { ZoomPan } from './use-zoom-pan';

/** Which way each arrow key moves the zoomed picture (right, down). */
const PAN_KEYS: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

/** The keys that zoom in and out a step (+ is = unshifted on many keyboards). */
const ZOOM_KEYS: Record<string, 1 | -1> = { '+': 1, '=': 1, '-': -1 };

/**
 * The viewer dialog's own events: the arrow keys move on (or, zoomed in, move the picture around),
 * + and - zoom in and out a step,
 * Escape leaves the zoom or closes, and a click on the paper around the picture closes.
 */
export function useViewerEvents({ next, previous }: ViewerSteps, { zoomed, toggleZoom, zoomBy }: ViewerZoom, { pan, centre }: ZoomPan, onClose: () => void) {
  const onKeyDown = (event: KeyboardEvent) => {
    const panBy = PAN_KEYS[event.key];
    const zoomStep = ZOOM_KEYS[event.key];
    if (zoomed && panBy) pan(...panBy);
    else if (zoomStep) zoomBy(zoomStep, centre());
    // Handled on the key itself, so the dialog does not close as well; and before the dialog is made
    // modal (use-modal-dialog.ts), when the browser would not close it.
    else if (zoomed && event.key === 'Escape') toggleZoom();
    else if (event.key === 'Escape') onClose();
    else if (event.key === 'ArrowRight') next();
    else if (event.key === 'ArrowLeft') previous();
    else return;
    event.preventDefault();
  };

  // Another request to close (a phone's Back gesture): the state decides, so the address and history stay right.
  const onCancel = (event: SyntheticEvent) => {
    event.preventDefault();
    onClose();
  };

  // Only the paper (marked data-backdrop) closes; the picture and the controls do not.
  const onClick = (event: MouseEvent) => {
    if (event.target instanceof HTMLElement && event.target.dataset.backdrop !== undefined) onClose();
  };

  return { onKeyDown, onCancel, onClick };
}
