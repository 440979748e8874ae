import { useCallback, useEffect, useState } from 'react';
import type { UseEmblaCarouselType } from 'embla-carousel-react';
import { prefersReducedMotion } from '@/lib/browser/scroll';
import { useSelectedSnap } from './use-selected-snap';

type EmblaApi = UseEmblaCarouselType[1];

/** Dots for an Embla carousel: one per stop, which one is current, and a handler to go to one. */
export function useDotButtons(api: EmblaApi) {
  const [stops, setStops] = useState<number[]>([]);
  const current = useSelectedSnap(api);

  useEffect(() => {
    if (!api) return;
    const update = () => setStops(api.scrollSnapList().map((_, index) => index));
    update();
    api.on('reInit', update);
    return () => {
      api.off('reInit', update);
    };
  }, [api]);

  const goTo = useCallback((stop: number) => api?.scrollTo(stop, prefersReducedMotion()), [api]);
  return { stops, current, goTo };
}
