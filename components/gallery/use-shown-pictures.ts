import { useCallback, useState } from 'react';
import type { GalleryPicture } from '@/lib/domain/types';

/** Pictures that have come into view once (SPEC: Picture.show); kept above the layouts, so a change of layout keeps them. */
export function useShownPictures() {
  const [shown, setShown] = useState<ReadonlySet<number>>(() => new Set());
  const markShown = useCallback(
    (picture: GalleryPicture) => setShown((before) => (before.has(picture.index) ? before : new Set(before).add(picture.index))),
    [],
  );
  return { shown, markShown };
}
