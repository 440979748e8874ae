import { useState } from 'react';

/** A point of the picture, as fractions of its width and height (0 to 1 from its top left corner). */
export type PicturePoint = { x: number; y: number };

export type ViewerZoom = {
  zoomed: boolean;
  /** The point of the picture the zoomed view opens centred on. */
  at: PicturePoint;
  /** Zooms in on `at` (the picture's centre when left out), or out again. */
  toggleZoom: (at?: PicturePoint) => void;
};

const CENTRE: PicturePoint = { x: 0.5, y: 0.5 };

/** Whether the work shown is at full resolution, and where. Full resolution is for one work: moving on shows the next one whole again. */
export function useViewerZoom(index: number | null): ViewerZoom {
  const [zoom, setZoom] = useState<{ index: number; at: PicturePoint } | null>(null);
  const zoomed = index !== null && zoom?.index === index;
  return {
    zoomed,
    at: zoomed ? zoom.at : CENTRE,
    toggleZoom: (at = CENTRE) => setZoom(zoomed || index === null ? null : { index, at }),
  };
}
