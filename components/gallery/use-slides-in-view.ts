import { useEffect, useState } from 'react';
import type { UseEmblaCarouselType } from 'embla-carousel-react';

type EmblaApi = UseEmblaCarouselType[1];

/** The first and last slide an Embla carousel shows (by its inViewThreshold), kept up to date. */
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
  return inView;
}
