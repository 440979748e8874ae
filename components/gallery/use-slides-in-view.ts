import { useCallback, useEffect, useState } from 'react';
import type { UseEmblaCarouselType } from 'embla-carousel-react';

type EmblaApi = UseEmblaCarouselType[1];

/**
 * The first and last slide an Embla carousel shows (by its inViewThreshold), kept up to date, and
 * whether a slide is in reach of Tab: in view, or any while the carousel does not run (prerendered,
 * without JavaScript), when every slide can be scrolled to.
 */
export function useSlidesInView(api: EmblaApi) {
  const [inView, setInView] = useState({ first: 0, last: 0 });
  useEffect(() => {
    if (!api) return;
    const update = () => {
      const slides = api.slidesInView();
      if (slides.length > 0) setInView({ first: Math.min(...slides), last: Math.max(...slides) });
    };
    update();
    api.on('slidesInView', update).on('reInit', update);
    return () => {
      api.off('slidesInView', update).off('reInit', update);
    };
  }, [api]);
  const { first, last } = inView;
  const inReach = useCallback((index: number) => api === undefined || (index >= first && index <= last), [api, first, last]);
  return { first, last, inReach };
}
