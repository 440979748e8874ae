import { useCallback, useEffect, useRef } from 'react';
import type { UseEmblaCarouselType } from 'embla-carousel-react';
import { prefersReducedMotion } from '@/lib/browser/scroll';
import { categoryStart } from '@/lib/domain/gallery';
import type { GalleryPicture } from '@/lib/domain/types';

/**
 * A jump to a category's first picture. Pressed before that picture's slide is in the carousel
 * (the rest of the works are still on their way), it is kept and taken once the slide is there.
 */
export function useCategoryJump(api: UseEmblaCarouselType[1], pictures: GalleryPicture[]) {
  const pending = useRef<number | null>(null);
  const jump = useCallback(
    (categoryIndex: number) => {
      const target = categoryStart(pictures, categoryIndex);
      const there = api !== undefined && target !== -1 && target < api.slideNodes().length;
      pending.current = there ? null : categoryIndex;
      if (there) api.scrollTo(target, prefersReducedMotion());
    },
    [api, pictures],
  );
  // Embla takes new slides in on reInit; the works' list may arrive before or after them.
  useEffect(() => {
    const retry = () => {
      if (pending.current !== null) jump(pending.current);
    };
    retry();
    api?.on('reInit', retry);
    return () => {
      api?.off('reInit', retry);
    };
  }, [api, jump]);
  return jump;
}
