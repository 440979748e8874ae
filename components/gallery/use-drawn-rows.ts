import { startTransition, useCallback, useState } from 'react';
import { useOnInView } from 'react-intersection-observer';
import { FIRST_DRAWN_ROWS, TILES_PER_ROW } from '@/lib/domain/gallery';
import type { GalleryPicture } from '@/lib/domain/types';

/** How near the first square not drawn comes before the rows after it are drawn: within half a screen below the view. */
const EDGE_MARGIN = '0px 0px 50% 0px';

/** Rows drawn beyond the view's reach each time, so that scrolling on does not meet the edge at once. */
const ROWS_AHEAD = 6;

export type DrawnRows = {
  /** How many of a category's tiles a phone draws, from its first. */
  depthOf: (category: number) => number;
  /** Draws a category's tiles at least as far as `tiles`. */
  deepen: (category: number, tiles: number) => void;
  /** Draws a picture's category as far as the picture, for its thumbnail to take the focus back. */
  reach: (picture: GalleryPicture) => void;
};

/**
 * How deep each of a phone's categories is drawn: FIRST_DRAWN_ROWS rows at first, more as the
 * visitor scrolls down it (useDrawnEdge). Once drawn, a row stays, as a thumbnail does in
 * use-drawn-pictures.ts.
 */
export function useDrawnRows(pictures: GalleryPicture[]): DrawnRows {
  const [depths, setDepths] = useState<Readonly<Record<number, number>>>({});
  const depthOf = useCallback((category: number) => depths[category] ?? FIRST_DRAWN_ROWS * TILES_PER_ROW, [depths]);
  const deepen = useCallback((category: number, tiles: number) => {
    startTransition(() =>
      setDepths((before) => ((before[category] ?? FIRST_DRAWN_ROWS * TILES_PER_ROW) >= tiles ? before : { ...before, [category]: tiles })),
    );
  }, []);
  const reach = useCallback(
    (picture: GalleryPicture) => deepen(picture.categoryIndex, picture.index - pictures.findIndex((first) => first.categoryIndex === picture.categoryIndex) + 1),
    [pictures, deepen],
  );
  return { depthOf, deepen, reach };
}

/**
 * A ref for the first square of the shown category not drawn yet (its edge). When the edge comes
 * within half a screen of the view, the rows as far as that half screen reaches are drawn, and
 * ROWS_AHEAD more, in one transition: a tap meanwhile is answered first.
 */
export function useDrawnEdge(category: number, { depthOf, deepen }: DrawnRows) {
  const depth = depthOf(category);
  return useOnInView<HTMLElement>(
    (near, entry) => {
      if (!near) return;
      const { rootBounds, boundingClientRect: edge } = entry;
      // Where the browser does not say how far the view reaches, ROWS_AHEAD rows.
      const rowsToReach = rootBounds && edge.height > 0 ? Math.max(0, Math.ceil((rootBounds.bottom - edge.top) / edge.height)) : 0;
      deepen(category, depth + (rowsToReach + ROWS_AHEAD) * TILES_PER_ROW);
    },
    { rootMargin: EDGE_MARGIN },
  );
}
