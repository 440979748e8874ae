import { startTransition, useEffect, useState } from 'react';
import type { UseEmblaCarouselType } from 'embla-carousel-react';
import { drawnAround } from '@/lib/domain/gallery';
import type { GalleryPicture } from '@/lib/domain/types';

type Range = readonly [number, number];

/**
 * Which pictures the carousel draws: those around where it stands, and around each place it has gone
 * to since (drawn once, a thumbnail stays, so coming back does not fade its picture in again). Embla
 * says where it is going as a move starts ('select'), so the pictures there are drawn while it moves;
 * they come in a transition, after the tap's own answer has painted.
 */
export function useDrawnPictures(api: UseEmblaCarouselType[1], pictures: GalleryPicture[], isMobile: boolean | undefined) {
  const layout = isMobile ? 'mobile' : 'desktop';
  const [drawn, setDrawn] = useState<readonly Range[]>([]);
  useEffect(() => {
    if (!api || isMobile === undefined) return;
    const goingTo = () => {
      const [from, to] = drawnAround(api.selectedScrollSnap(), layout, pictures);
      startTransition(() => setDrawn((before) => (before.some(([a, b]) => a <= from && b >= to) ? before : [...before, [from, to]])));
    };
    goingTo();
    api.on('select', goingTo).on('reInit', goingTo);
    return () => {
      api.off('select', goingTo).off('reInit', goingTo);
    };
  }, [api, isMobile, layout, pictures]);
  // Prerendered, each layout draws its first view whole (gallery-carousel.tsx); until the carousel runs, it stands at its start.
  if (isMobile === undefined) return () => true;
  const ranges = drawn.length > 0 ? drawn : [drawnAround(0, layout, pictures)];
  return (index: number) => ranges.some(([from, to]) => index >= from && index <= to);
}
