import { useMemo, useState } from 'react';
import type { GalleryPicture } from '@/lib/types';

/** Slides rendered on each side of those shown, so an arrow or a swipe never meets an empty frame. */
export const SLIDES_AHEAD = 6;

type Where = {
  /** The carousel's stop: a category on a phone, the first picture shown wider; undefined before the width is known. */
  stop: number | undefined;
  isMobile: boolean;
  /** The most slides a wide screen shows at once. */
  visible: number;
  /** The picture open in the viewer, whose thumbnail takes the focus back when it closes. */
  viewing: number | null;
};

/** The pictures of the first view: the first category on a phone, the first slides wider. */
function firstView(pictures: GalleryPicture[], visible: number): Set<number> {
  return new Set(pictures.filter((picture) => picture.categoryIndex === 0 || picture.index < visible + SLIDES_AHEAD).map((picture) => picture.index));
}

/**
 * Which pictures have their thumbnail in the page: the first view to begin with, then those around
 * the stop the carousel is going to (not those it passes on the way there), and the one in the
 * viewer. With 300 works a phone renders the tiles of two or three categories, not all 300. What
 * was once in the page stays, so nothing is taken away from under the visitor.
 */
export function useRenderedPictures(pictures: GalleryPicture[], { stop, isMobile, visible, viewing }: Where): ReadonlySet<number> {
  const [rendered, setRendered] = useState<ReadonlySet<number>>(() => firstView(pictures, visible));
  const wanted = useMemo(() => {
    if (stop === undefined) return [];
    const near = pictures
      .filter((picture) =>
        isMobile ? Math.abs(picture.categoryIndex - stop) <= 1 : picture.index >= stop - SLIDES_AHEAD && picture.index < stop + visible + SLIDES_AHEAD,
      )
      .map((picture) => picture.index);
    return viewing === null ? near : [...near, viewing];
  }, [pictures, stop, isMobile, visible, viewing]);
  // Adjusted while rendering, not in an effect: the new thumbnails come in the same render as the move.
  if (!wanted.every((index) => rendered.has(index))) setRendered(new Set([...rendered, ...wanted]));
  return rendered;
}
