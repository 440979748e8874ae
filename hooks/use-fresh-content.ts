import { useEffect, useState } from 'react';
import { assetUrl, EXHIBITIONS_FILE, GALLERY_FILE } from '@/lib/assets';
import { getJson } from '@/lib/http';
import type { ContentKind, ContentOf, Exhibition, GalleryCategory } from '@/lib/types';

const FILES: Record<ContentKind, string> = { gallery: GALLERY_FILE, exhibitions: EXHIBITIONS_FILE };

/** How many works or exhibitions a list holds. */
const itemCount = (content: GalleryCategory[] | Exhibition[]) =>
  content.reduce<number>((sum, entry) => sum + ('pictures' in entry ? entry.pictures.length : 1), 0);

/**
 * Content prerendered at build time, refreshed once after hydration: if the file on the server has
 * changed since, the new content is shown; if it cannot be loaded, is not valid or is empty, the
 * prerendered content stays, so the refresh never makes the page worse than the build. The schemas
 * load with the refresh, so they cost nothing before the page is usable.
 */
export function useFreshContent<K extends ContentKind>(prerendered: ContentOf<K>, kind: K): ContentOf<K> {
  const [content, setContent] = useState(prerendered);
  useEffect(() => {
    const controller = new AbortController();
    const file = FILES[kind];
    Promise.all([getJson(assetUrl(file), controller.signal), import('@/lib/schema')])
      .then(([data, { parseFreshContent }]) => parseFreshContent(kind, data, file))
      .then((fresh) => {
        // An empty list where the build had some is a host's mistake: the artist empties it by building.
        if (itemCount(fresh) === 0 && itemCount(prerendered) > 0) {
          console.warn(`${file} on the server is empty; showing the content as built.`);
        } else if (JSON.stringify(fresh) !== JSON.stringify(prerendered)) {
          setContent(fresh);
        }
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.error(`Could not refresh ${file}; showing the prerendered content.`, error);
      });
    return () => controller.abort();
  }, [prerendered, kind]);
  return content;
}
