import { useEffect, useRef, type RefObject } from 'react';
import type { UseEmblaCarouselType } from 'embla-carousel-react';
import { prefersReducedMotion } from '@/lib/browser/scroll';
import type { GalleryPicture } from '@/lib/domain/types';

type EmblaApi = UseEmblaCarouselType[1];

/**
 * When the viewer closes (by any way, Back included), the carousel moves to the last picture viewed
 * and its thumbnail (under `root`) gets the focus; on a phone its category is drawn as far as it (`reach`).
 */
export function useReturnFocus(
  root: RefObject<HTMLElement | null>,
  viewerIndex: number | null,
  pictures: GalleryPicture[],
  api: EmblaApi,
  isMobile: boolean | undefined,
  reach: (picture: GalleryPicture) => void,
) {
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
    if (picture && isMobile) reach(picture);
    if (picture) api?.scrollTo(isMobile ? picture.categoryIndex : picture.index, prefersReducedMotion());
    // A thumbnail far from where the carousel stood is drawn once the carousel goes there (use-drawn-pictures.ts).
    const thumbnail = () => root.current?.querySelector<HTMLElement>(`[data-picture="${index}"]`);
    const there = thumbnail();
    if (there || !root.current) {
      there?.focus();
      return;
    }
    const drawn = new MutationObserver(() => {
      if (!thumbnail()) return;
      drawn.disconnect();
      thumbnail()!.focus();
    });
    drawn.observe(root.current, { childList: true, subtree: true });
    return () => drawn.disconnect();
  }, [root, viewerIndex, pictures, api, isMobile, reach]);
}
