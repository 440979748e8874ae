import { useState } from 'react';

export type ViewerZoom = { zoomed: boolean; toggleZoom: () => void };

/** Whether the work shown is at full resolution. Full resolution is for one work: moving on shows the next one whole again. */
export function useViewerZoom(index: number | null): ViewerZoom {
  const [zoomedIndex, setZoomedIndex] = useState<number | null>(null);
  const zoomed = index !== null && zoomedIndex === index;
  return { zoomed, toggleZoom: () => setZoomedIndex(zoomed ? null : index) };
}
