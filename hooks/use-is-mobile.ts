import { useSyncExternalStore } from 'react';
import { throttle } from '@/lib/throttle';

export const MOBILE_BREAKPOINT_PX = 768; // mobile is under this width (SPEC section 9)
export const RESIZE_THROTTLE_MS = 1000;

function subscribe(onChange: () => void) {
  const onResize = throttle(onChange, RESIZE_THROTTLE_MS);
  window.addEventListener('resize', onResize);
  return () => {
    window.removeEventListener('resize', onResize);
    onResize.cancel();
  };
}

const isMobileNow = () => window.innerWidth < MOBILE_BREAKPOINT_PX;

/** Whether the viewport is a phone's; undefined while prerendering and hydrating, when it is not known. */
export function useIsMobile(): boolean | undefined {
  return useSyncExternalStore(subscribe, isMobileNow, () => undefined);
}
