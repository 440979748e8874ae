import { startTransition, useEffect, useState } from 'react';
import { throttle } from '@/lib/browser/throttle';

export const MOBILE_BREAKPOINT_PX = 768; // mobile is under this width (SPEC section 9)
export const RESIZE_THROTTLE_MS = 1000;

const isMobileNow = () => window.innerWidth < MOBILE_BREAKPOINT_PX;

/**
 * Whether the viewport is a phone's; undefined while prerendering and hydrating, when it is not known.
 * Learnt in a transition after hydration: the layout it asks for then replaces the prerendered pair
 * in slices between which the page stays responsive, not in one task forced right after hydration.
 */
export function useIsMobile(): boolean | undefined {
  const [isMobile, setIsMobile] = useState<boolean>();
  useEffect(() => {
    const update = () => startTransition(() => setIsMobile(isMobileNow()));
    update();
    const onResize = throttle(update, RESIZE_THROTTLE_MS);
    window.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('resize', onResize);
      onResize.cancel();
    };
  }, []);
  return isMobile;
}
