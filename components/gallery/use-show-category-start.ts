import { useCallback, type MouseEvent } from 'react';
import type { UseEmblaCarouselType } from 'embla-carousel-react';
import { prefersReducedMotion } from '@/lib/browser/scroll';

/**
 * A click handler for the phone's controls below the categories (the dots and the arrows): a
 * category chosen with them is shown from its start, its name and first rows. Where the categories'
 * top lies above the window, as it does under a long category, the page glides up to it; otherwise
 * the tapped dot would stay where it is and the category change out of sight above it (Chromium and
 * Firefox keep what is on the screen in place as the carousel's height changes), or the window show
 * the middle of a longer one (WebKit). A click from the keyboard (no pointer: `detail` 0) leaves the
 * page where it is, so the focused control stays in view.
 */
export function useShowCategoryStart(api: UseEmblaCarouselType[1]) {
  return useCallback(
    (event: MouseEvent<HTMLElement>) => {
      const viewport = api?.rootNode();
      if (!viewport || event.detail === 0 || !(event.target as Element).closest('button')) return;
      if (viewport.getBoundingClientRect().top >= 0) return;
      viewport.scrollIntoView({ block: 'start', behavior: prefersReducedMotion() ? 'instant' : 'smooth' });
    },
    [api],
  );
}
