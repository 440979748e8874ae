import { startTransition, useCallback, useState } from 'react';
import { useOnInView } from 'react-intersection-observer';
import { categoryStart, FIRST_DRAWN_TILES, rowsToReach, TILES_PER_ROW } from '@/lib/domain/gallery';
import type { GalleryPicture } from '@/lib/domain/types';

/**
 * Where the first square not drawn (the edge) counts as near: within half a screen below the view,
 * or anywhere above it, since a jump (a dot, the menu, a restored scroll) can put the view below
 * the edge without passing it.
 */
const EDGE_MARGIN = '100000px 0px 50% 0px';

/** Rows drawn beyond the view's reach each time, so that scrolling on does not meet the edge at once. */
const ROWS_AHEAD = 6;

export type DrawnRows = {
  /** How many of a category's tiles a phone draws, from its first. */
  depthOf: (category: number) => number;
  /** Draws a category's tiles at least as far as `tiles`, in a transition. */
  deepen: (category: number, tiles: number) => void;
  /** Draws a picture's category as far as the picture's row, for its thumbnail to take the focus back. */
  reach: (picture: GalleryPicture) => void;
  /** Draws ROWS_AHEAD rows beyond the thumbnail that has the focus (its picture's index), so Tab does not run past the rows drawn. */
  focused: (index: number) => void;
};

/**
 * How deep each of a phone's categories is drawn: FIRST_DRAWN_TILES at first, more as the visitor
 * comes near the rows below (useDrawnEdge) or moves the focus down them. Once drawn, a row stays,
 * as a thumbnail does in use-drawn-pictures.ts.
 */
type Depths = Readonly<Record<number, number>>;
const depthIn = (depths: Depths, category: number) => depths[category] ?? FIRST_DRAWN_TILES;

export function useDrawnRows(pictures: GalleryPicture[]): DrawnRows {
  const [depths, setDepths] = useState<Depths>({});
  const depthOf = useCallback((category: number) => depthIn(depths, category), [depths]);
  const setDepth = useCallback((category: number, tiles: number) => {
    setDepths((before) => (depthIn(before, category) >= tiles ? before : { ...before, [category]: tiles }));
  }, []);
  const deepen = useCallback((category: number, tiles: number) => startTransition(() => setDepth(category, tiles)), [setDepth]);
  // Not in a transition: the focus, and the next press of Tab, must find the thumbnails there.
  const drawTo = useCallback(
    (picture: GalleryPicture, rowsAhead: number) => {
      const row = Math.floor((picture.index - categoryStart(pictures, picture.categoryIndex)) / TILES_PER_ROW);
      setDepth(picture.categoryIndex, (row + 1 + rowsAhead) * TILES_PER_ROW);
    },
    [pictures, setDepth],
  );
  const reach = useCallback((picture: GalleryPicture) => drawTo(picture, 0), [drawTo]);
  const focused = useCallback(
    (index: number) => {
      const picture = pictures[index];
      if (picture) drawTo(picture, ROWS_AHEAD);
    },
    [pictures, drawTo],
  );
  return { depthOf, deepen, reach, focused };
}

/**
 * A ref for the shown category's edge. When the edge comes near, the rows down to the view's reach
 * and ROWS_AHEAD more are drawn, in one transition: a tap meanwhile is answered first.
 */
export function useDrawnEdge(category: number, { depthOf, deepen }: DrawnRows) {
  const depth = depthOf(category);
  return useOnInView<HTMLElement>(
    (near, { rootBounds, boundingClientRect }) => {
      if (!near) return;
      // Where the browser does not say how far the view reaches, ROWS_AHEAD rows.
      const rows = rootBounds ? rowsToReach(boundingClientRect, rootBounds.bottom) : 0;
      deepen(category, depth + (rows + ROWS_AHEAD) * TILES_PER_ROW);
    },
    { rootMargin: EDGE_MARGIN },
  );
}
