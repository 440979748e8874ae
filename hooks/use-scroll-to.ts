import { useCallback, useEffect, useRef } from 'react';
import { scrollTo, type ScrollAnimation, type ScrollOptions } from '@/lib/scroll';

/** Smooth scrolling for event handlers: a new scroll stops the one still running, unmounting stops any. */
export function useScrollTo() {
  const running = useRef<ScrollAnimation | null>(null);
  useEffect(() => () => running.current?.stop(), []);
  return useCallback((options: ScrollOptions) => {
    running.current?.stop();
    try {
      running.current = scrollTo(options);
    } catch (error) {
      console.error(error);
    }
  }, []);
}
