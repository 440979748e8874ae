import { startTransition, useEffect, useRef, useState } from 'react';
import { assetUrl, EXHIBITIONS_FILE, GALLERY_FILE } from '@/lib/domain/assets';
import { getJson } from '@/lib/browser/http';
import type { ContentKind, ContentOf, Exhibition, GalleryCategory } from '@/lib/domain/types';

const FILES: Record<ContentKind, string> = { gallery: GALLERY_FILE, exhibitions: EXHIBITIONS_FILE };

/** Lets the page answer a tap or paint between slices of work: scheduler.yield where there is one, else a new task. */
const givePageItsTurn = (): Promise<void> => {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
};

/** The whole file, where the page shows all of it: one function, so the refresh's effect does not run again with each render. */
const wholeFile = <T,>(content: T) => content;

/** How many works or exhibitions a list holds. */
const itemCount = (content: GalleryCategory[] | Exhibition[]) =>
  content.reduce<number>((sum, entry) => sum + ('pictures' in entry ? entry.pictures.length : 1), 0);

/**
 * Content prerendered at build time, refreshed once when its section comes near (`near`): the file
 * on the server brings what the page does not carry (the gallery's works beyond its first view) and
 * what has changed since the build; if it cannot be loaded, is not valid or is empty, the
 * prerendered content stays, so the refresh never makes the page worse than the build. The refresh and its schemas wait for the section, so a visitor who reads the landing
 * pays nothing for a catalogue further down, and the new content is rendered in a transition, in
 * slices between which the page stays responsive.
 */
export function useFreshContent<K extends ContentKind>(
  prerendered: ContentOf<K>,
  kind: K,
  near: boolean,
  own?: string,
  // What the page shows of the content, where it carries less than the file holds: the fresh file is
  // cut the same way before it is compared with what was prerendered.
  select: (content: ContentOf<K>) => ContentOf<K> = wholeFile,
): ContentOf<K> {
  const [content, setContent] = useState(prerendered);
  // Once is enough: `near` may turn false again (an address that named a work no longer does).
  const refreshed = useRef(false);
  useEffect(() => {
    if (!near || refreshed.current) return;
    const controller = new AbortController();
    // A page in another language reads its own file ('assets/en/gallery.json').
    const file = own ?? FILES[kind];
    Promise.all([getJson(assetUrl(file), controller.signal), import('@/lib/domain/schema')])
      .then(([data, { parseFreshContent }]) => parseFreshContent(kind, data, file, givePageItsTurn))
      .then(select)
      .then((fresh) => {
        // Left (the section went, or what it refreshes changed) after the file had come: the next run refreshes it.
        if (controller.signal.aborted) return;
        refreshed.current = true;
        // An empty list where the build had some is a host's mistake: the artist empties it by building.
        if (itemCount(fresh) === 0 && itemCount(prerendered) > 0) {
          console.warn(`${file} on the server is empty; showing the content as built.`);
        } else if (JSON.stringify(fresh) !== JSON.stringify(prerendered)) {
          startTransition(() => setContent(fresh));
        }
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.error(`Could not refresh ${file}; showing the prerendered content.`, error);
      });
    return () => controller.abort();
  }, [prerendered, kind, near, own, select]);
  return content;
}
