import { useLayoutEffect, useRef, type PointerEvent } from 'react';
import type { PicturePoint, ViewerZoom } from './use-viewer-zoom';

/** How far an arrow key moves the zoomed picture: a share of the screen. */
export const PAN_STEP = 0.2;

export type ZoomPan = ReturnType<typeof useZoomPan>;

/**
 * Moving around the zoomed picture: it opens centred on the point zoomed in on, a mouse drags it,
 * a finger scrolls it as any scrolled box, and `pan` moves it by a share of the screen (the arrow keys).
 * The stage (`stageRef`) is the scrolled box; its first child is the picture at full resolution.
 */
export function useZoomPan({ zoomed, at, step }: ViewerZoom) {
  const stageRef = useRef<HTMLDivElement>(null);
  const drag = useRef<{ x: number; y: number; left: number; top: number } | null>(null);

  // Before the first paint of the zoomed picture, so it never shows its top left corner first.
  useLayoutEffect(() => {
    const stage = stageRef.current;
    const picture = stage?.firstElementChild;
    if (!zoomed || !stage || !(picture instanceof HTMLElement)) return;
    stage.scrollLeft = picture.offsetLeft + at.x * picture.offsetWidth - stage.clientWidth / 2;
    stage.scrollTop = picture.offsetTop + at.y * picture.offsetHeight - stage.clientHeight / 2;
  }, [zoomed, at, step]);

  const pan = (right: number, down: number) => {
    const stage = stageRef.current;
    stage?.scrollBy({ left: right * stage.clientWidth * PAN_STEP, top: down * stage.clientHeight * PAN_STEP });
  };

  /** The point of the zoomed picture in the middle of the screen, which a step further in or out stays on. */
  const centre = (): PicturePoint => {
    const stage = stageRef.current;
    const picture = stage?.firstElementChild;
    if (!stage || !(picture instanceof HTMLElement) || picture.offsetWidth === 0) return { x: 0.5, y: 0.5 };
    const share = (value: number) => Math.min(1, Math.max(0, value));
    return {
      x: share((stage.scrollLeft + stage.clientWidth / 2 - picture.offsetLeft) / picture.offsetWidth),
      y: share((stage.scrollTop + stage.clientHeight / 2 - picture.offsetTop) / picture.offsetHeight),
    };
  };

  // A finger scrolls the box itself (touch-action); only the mouse needs dragging by hand.
  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    const stage = stageRef.current;
    if (!stage || event.pointerType !== 'mouse' || event.button !== 0) return;
    drag.current = { x: event.clientX, y: event.clientY, left: stage.scrollLeft, top: stage.scrollTop };
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent) => {
    const from = drag.current;
    const stage = stageRef.current;
    if (!from || !stage) return;
    stage.scrollLeft = from.left - (event.clientX - from.x);
    stage.scrollTop = from.top - (event.clientY - from.y);
  };
  const onPointerUp = () => {
    drag.current = null;
  };

  return { stageRef, pan, centre, drag: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel: onPointerUp } };
}
