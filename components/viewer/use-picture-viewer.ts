import { useCallback, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { afterNextPaint } from '@/lib/browser/after-paint';
import { currentAddress, pushAddress, replaceAddress, subscribeToAddress } from '@/lib/browser/address';
import type { GalleryPicture } from '@/lib/domain/types';
import { indexFromHash, PICTURE_HASH_PREFIX } from '@/lib/domain/viewer';
import { BASE_PATH } from '@/config/site';
import { slugFromPath, workHref, workSlugs } from '@/lib/domain/works';

const homeAddress = (base: string) => `${base}/${window.location.search}`;

/** The work an address names, if any: by its page's path ('/werke/eiche-im-wind/') or an old '/#bild-eiche-im-wind'. */
function workOfAddress(address: string, base: string) {
  const hashAt = address.indexOf('#');
  const path = hashAt === -1 ? address : address.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : address.slice(hashAt);
  const pathSlug = slugFromPath(path, base);
  return { pathSlug, hash, namesWork: pathSlug !== null || hash.startsWith(PICTURE_HASH_PREFIX) };
}

/**
 * The work the address names, if any: by its page's path (after the viewer took it) or by an old
 * shared '/#bild-…'.
 */
function useWorkAddress(base: string = BASE_PATH) {
  const address = useSyncExternalStore(subscribeToAddress, currentAddress, () => '');
  return workOfAddress(address, base);
}

/**
 * Whether the address names a work, also before the work is among the pictures the page has (so the
 * gallery can fetch the rest). A yes or no, so moving from one work to the next renders nothing that
 * reads it; and once `settled` (the gallery has all it needs) always no, so opening and closing
 * render nothing that reads it either.
 */
export function useAddressNamesWork(base: string = BASE_PATH, settled = false) {
  return useSyncExternalStore(subscribeToAddress, () => !settled && workOfAddress(currentAddress(), base).namesWork, () => false);
}

/**
 * Which work the viewer shows, kept in the address as the work's own page ('/werke/eiche-im-wind/'):
 * opening adds one history entry, moving replaces it, and closing goes back, so the browser's Back
 * button closes the viewer where the visitor was. An old shared address ('/#bild-eiche-im-wind')
 * opens its work and takes the work page's address. Opening from the page covers it with the
 * viewer's paper at once and shows the work a frame later (`coverRef`, filled by the viewer).
 */
export function usePictureViewer(pictures: GalleryPicture[], base: string = BASE_PATH) {
  const slugs = useMemo(() => workSlugs(pictures), [pictures]);
  const { pathSlug, hash } = useWorkAddress(base);
  const fromPath = pathSlug === null ? -1 : slugs.indexOf(pathSlug);
  const index = fromPath !== -1 ? fromPath : indexFromHash(hash, slugs);
  // Whether the entry the viewer stands on is one it added (and so may go back from).
  const addedEntry = useRef(false);

  // An old '#bild-…' address shows the work's page address from the start.
  const legacy = fromPath === -1 && index !== null;
  useEffect(() => {
    if (legacy) replaceAddress(workHref(slugs[index]!, base));
  }, [legacy, index, slugs, base]);

  // What lays the viewer's paper over the page, once the viewer is there (use-modal-dialog.ts).
  const coverRef = useRef<(() => void) | null>(null);
  const open = useCallback(
    (next: number) => {
      const push = () => {
        addedEntry.current = true;
        pushAddress(workHref(slugs[next]!, base));
      };
      if (!coverRef.current) return push();
      // The tap's own frame shows the paper alone, which is all its first frame showed anyway (the
      // work's parts fade in from nothing); the work is drawn on it in a task of its own after that.
      coverRef.current();
      afterNextPaint(push);
    },
    [slugs, base],
  );

  const show = useCallback((next: number) => replaceAddress(workHref(slugs[next]!, base)), [slugs, base]);

  const close = useCallback(() => {
    if (addedEntry.current) {
      addedEntry.current = false;
      window.history.back();
    } else {
      replaceAddress(homeAddress(base));
    }
  }, [base]);

  return { index, slugs, open, show, close, coverRef };
}
