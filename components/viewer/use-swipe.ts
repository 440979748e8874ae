import { useRef, type PointerEvent } from 'react';

export const SWIPE_MIN_DISTANCE_PX = 50;

type Options = { onNext: () => void; onPrevious: () => void; enabled: boolean };

/**
 * A horizontal swipe with a finger or pen. It does nothing while the page is pinch-zoomed, so
 * moving around a zoomed picture never changes it.
 */
export function useSwipe({ onNext, onPrevious, enabled }: Options) {
  const start = useRef<{ x: number; y: number } | null>(null);

  const onPointerDown = (event: PointerEvent) => {
    if (!enabled || event.pointerType === 'mouse' || !event.isPrimary) return;
    start.current = { x: event.clientX, y: event.clientY };
  };

  const onPointerUp = (event: PointerEvent) => {
    const from = start.current;
    start.current = null;
    if (!from) return;
    const dx = event.clientX - from.x;
    const dy = event.clientY - from.y;
    const zoomedIn = (window.visualViewport?.scale ?? 1) > 1.01;
    if (zoomedIn || Math.abs(dx) < SWIPE_MIN_DISTANCE_PX || Math.abs(dx) < Math.abs(dy) * 1.5) return;
    if (dx < 0) onNext();
    else onPrevious();
  };

  const onPointerCancel = () => {
    start.current = null;
  };

  return { onPointerDown, onPointerUp, onPointerCancel };
}
