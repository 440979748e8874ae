import { useCallback, useEffect, useRef } from 'react';
import { scrollTo, type ScrollAnimation, type ScrollOptions } from '@/lib/browser/scroll';

/**
 * Smooth scrolling for event handlers: a new scroll stops the one still running, unmounting stops
 * any. Returns the animation, or null (and says why in the console) when it could not start.
 */
export function useScrollTo() {
  const running = useRef<ScrollAnimation | null>(null);
  useEffect(() => () => running.current?.stop(), []);
  return useCallback((options: ScrollOptions): ScrollAnimation | null => {
    running.current?.stop();
    try {
      running.current = scrollTo(options);
    } catch (error) {
      console.error(error);
      running.current = null;
    }
    return running.current;
  }, []);
}
