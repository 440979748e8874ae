import { useCallback, useMemo, useRef, useSyncExternalStore } from 'react';
import { currentHash, pushHash, replaceHash, subscribeToHash } from '@/lib/location-hash';
import type { GalleryPicture } from '@/lib/types';
import { indexFromHash, pictureHash, pictureSlugs } from '@/lib/viewer';

/**
 * Which picture the viewer shows, kept in the address ('/#bild-eiche-im-wind'): opening adds one
 * history entry, moving replaces it, and closing goes back, so the browser's Back button closes the
 * viewer and a shared address opens its picture.
 */
export function usePictureViewer(pictures: GalleryPicture[]) {
  const slugs = useMemo(() => pictureSlugs(pictures), [pictures]);
  const hash = useSyncExternalStore(subscribeToHash, currentHash, () => '');
  const index = indexFromHash(hash, slugs);
  // Whether the entry the viewer stands on is one it added (and so may go back from).
  const addedEntry = useRef(false);

  const open = useCallback(
    (next: number) => {
      addedEntry.current = true;
      pushHash(pictureHash(slugs[next]!));
    },
    [slugs],
  );

  const show = useCallback((next: number) => replaceHash(pictureHash(slugs[next]!)), [slugs]);

  const close = useCallback(() => {
    if (addedEntry.current) {
      addedEntry.current = false;
      window.history.back();
    } else {
      replaceHash(null);
    }
  }, []);

  return { index, open, show, close };
}
