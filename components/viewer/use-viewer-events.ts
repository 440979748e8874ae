import type { KeyboardEvent, MouseEvent, SyntheticEvent } from 'react';
import type { ViewerSteps } from './use-viewer-steps';

/** The viewer dialog's own events: the arrow keys move on, Escape and a click on the paper around the picture close. */
export function useViewerEvents({ next, previous }: ViewerSteps, onClose: () => void) {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') next();
    else if (event.key === 'ArrowLeft') previous();
    else return;
    event.preventDefault();
  };

  // Escape: the state decides, so the address and history stay right.
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
