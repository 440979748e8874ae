import { useInView } from 'react-intersection-observer';

/** How close a section comes before its deferred work starts: a screen's height before it shows. */
export const NEAR_MARGIN = '100% 0px';

/**
 * Whether the element has come within a screen of the view (once true, it stays true): for work a
 * section needs only when the visitor gets to it. Where the browser cannot tell, it counts as near.
 */
export function useNear() {
  const { ref, inView } = useInView({ triggerOnce: true, rootMargin: NEAR_MARGIN, fallbackInView: true });
  return { ref, near: inView };
}
