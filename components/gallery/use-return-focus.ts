import { useEffect, useRef, type RefObject } from 'react';
import type { UseEmblaCarouselType } from 'embla-carousel-react';
import { prefersReducedMotion } from '@/lib/browser/scroll';
import type { GalleryPicture } from '@/lib/domain/types';

type EmblaApi = UseEmblaCarouselType[1];

/**
 * When the viewer closes (by any way, Back included), the carousel moves to the last picture viewed
 * and its thumbnail (under `root`) gets the focus.
 */
export function useReturnFocus(root: RefObject<HTMLElement | null>, viewerIndex: number | null, pictures: GalleryPicture[], api: EmblaApi, isMobile: boolean | undefined) {
  const lastViewed = useRef<number | null>(null);
  useEffect(() => {
    if (viewerIndex !== null) {
      lastViewed.current = viewerIndex;
      return;
    }
    const index = lastViewed.current;
    lastViewed.current = null;
    if (index === null) return;
    const picture = pictures[index];
    // On a phone a slide is a category, wider a picture.
    if (picture) api?.scrollTo(isMobile ? picture.categoryIndex : picture.index, prefersReducedMotion());
    root.current?.querySelector<HTMLElement>(`[data-picture="${index}"]`)?.focus();
  }, [root, viewerIndex, pictures, api, isMobile]);
}
