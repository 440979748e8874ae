import { useCallback, useEffect, useState } from 'react';
import type { UseEmblaCarouselType } from 'embla-carousel-react';
import { prefersReducedMotion } from '@/lib/browser/scroll';

type EmblaApi = UseEmblaCarouselType[1];

/** Previous/next for an Embla carousel: handlers, and whether each way is open. */
export function usePrevNextButtons(api: EmblaApi) {
  const [canGoBack, setCanGoBack] = useState(false);
  const [canGoOn, setCanGoOn] = useState(false);

  useEffect(() => {
    if (!api) return;
    const update = () => {
      setCanGoBack(api.canScrollPrev());
      setCanGoOn(api.canScrollNext());
    };
    update();
    api.on('select', update).on('reInit', update);
    return () => {
      api.off('select', update).off('reInit', update);
    };
  }, [api]);

  const goBack = useCallback(() => api?.scrollPrev(prefersReducedMotion()), [api]);
  const goOn = useCallback(() => api?.scrollNext(prefersReducedMotion()), [api]);
  return { canGoBack, canGoOn, goBack, goOn };
}
