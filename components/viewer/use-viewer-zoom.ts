import { useState } from 'react';

/** A point of the picture, as fractions of its width and height (0 to 1 from its top left corner). */
export type PicturePoint = { x: number; y: number };

export type ViewerZoom = {
  zoomed: boolean;
  /** The point of the picture the zoomed view opens centred on. */
  at: PicturePoint;
  /** How often the zoomed picture is doubled past its largest full size (the deep zoom: zoom-steps.ts). */
  step: number;
  /** Whether it can be enlarged further. */
  deeper: boolean;
  /** Zooms in on `at` (the picture's centre when left out), or out again. */
  toggleZoom: (at?: PicturePoint) => void;
  /** One step further in (zooming in where the picture is whole) or out (leaving the zoom from step 0), centred on `at`. */
  zoomBy: (steps: 1 | -1, at: PicturePoint) => void;
};

const CENTRE: PicturePoint = { x: 0.5, y: 0.5 };

/**
 * Whether the work shown is zoomed, how far and where. The zoom is for one work: moving on shows the
 * next one whole again. `deepest` is the shown work's last step (0 for a work without tiles).
 */
export function useViewerZoom(index: number | null, deepest = 0): ViewerZoom {
  const [zoom, setZoom] = useState<{ index: number; at: PicturePoint; step: number } | null>(null);
  const zoomed = index !== null && zoom?.index === index;
  const step = zoomed ? Math.min(zoom.step, deepest) : 0;
  return {
    zoomed,
    at: zoomed ? zoom.at : CENTRE,
    step,
    deeper: zoomed && step < deepest,
    toggleZoom: (at = CENTRE) => setZoom(zoomed || index === null ? null : { index, at, step: 0 }),
    zoomBy: (steps, at) => {
      if (index === null || (!zoomed && steps < 0)) return;
      const next = zoomed ? step + steps : 0;
      setZoom(next < 0 ? null : { index, at, step: Math.min(next, deepest) });
    },
  };
}
