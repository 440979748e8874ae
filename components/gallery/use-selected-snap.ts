import { useEffect, useState } from 'react';
import type { UseEmblaCarouselType } from 'embla-carousel-react';

/** Where an Embla carousel stands, or goes: its selected snap, from the moment a move starts ('select'). */
export function useSelectedSnap(api: UseEmblaCarouselType[1]) {
  const [selected, setSelected] = useState(0);
  useEffect(() => {
    if (!api) return;
    const update = () => setSelected(api.selectedScrollSnap());
    update();
    api.on('select', update).on('reInit', update);
    return () => {
      api.off('select', update).off('reInit', update);
    };
  }, [api]);
  return selected;
}
