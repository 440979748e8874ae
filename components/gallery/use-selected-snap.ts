import { startTransition, useEffect, useState } from 'react';
import type { UseEmblaCarouselType } from 'embla-carousel-react';

/**
 * Where an Embla carousel stands, or goes: its selected snap, from the moment a move starts
 * ('select'). With `later`, the update comes in a transition, after the tap's own answer has painted.
 */
export function useSelectedSnap(api: UseEmblaCarouselType[1], { later = false } = {}) {
  const [selected, setSelected] = useState(0);
  useEffect(() => {
    if (!api) return;
    const update = () => {
      const snap = api.selectedScrollSnap();
      if (later) startTransition(() => setSelected(snap));
      else setSelected(snap);
    };
    update();
    api.on('select', update).on('reInit', update);
    return () => {
      api.off('select', update).off('reInit', update);
    };
  }, [api, later]);
  return selected;
}
