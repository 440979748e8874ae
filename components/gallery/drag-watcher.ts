/** How long after a touch the browser's mouse events for it may come: at once after the touchend, which a held tap delays. */
const TOUCH_ECHO_MS = 2000;

/**
 * Embla's `watchDrag`: the carousel is dragged by touch and by mouse, but not by the mouse events a
 * browser sends after a tap for pages that know no touch. Embla takes such a mousedown for the
 * start of a mouse drag and listens for touchmove on the whole document until the mouseup; adding
 * and removing that listener makes the browser repaint the whole page, to record where a touch may
 * scroll at once (docs/performance.md). The touch itself is already Embla's.
 */
export function dragWatcher() {
  let lastTouch = Number.NEGATIVE_INFINITY;
  return (_carousel: unknown, event: MouseEvent | TouchEvent) => {
    if (event.type.startsWith('touch')) {
      lastTouch = event.timeStamp;
      return true;
    }
    return event.timeStamp - lastTouch > TOUCH_ECHO_MS;
  };
}
