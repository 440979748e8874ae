import { useEffect, useState } from 'react';
import { assetUrl, EXHIBITIONS_FILE, GALLERY_FILE } from '@/lib/assets';
import { getJson } from '@/lib/http';
import type { ContentKind, ContentOf } from '@/lib/types';

const FILES: Record<ContentKind, string> = { gallery: GALLERY_FILE, exhibitions: EXHIBITIONS_FILE };

/**
 * Content prerendered at build time, refreshed once after hydration: if the file on the server has
 * changed since, the new content is shown; if it cannot be loaded or is not valid, the prerendered
 * content stays. The schemas load with the refresh, so they cost nothing before the page is usable.
 */
export function useFreshContent<K extends ContentKind>(prerendered: ContentOf<K>, kind: K): ContentOf<K> {
  const [content, setContent] = useState(prerendered);
  useEffect(() => {
    const controller = new AbortController();
    const file = FILES[kind];
    Promise.all([getJson(assetUrl(file), controller.signal), import('@/lib/schema')])
      .then(([data, { parseFreshContent }]) => parseFreshContent(kind, data, file))
      .then((fresh) => {
        if (JSON.stringify(fresh) !== JSON.stringify(prerendered)) setContent(fresh);
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.error(`Could not refresh ${file}; showing the prerendered content.`, error);
      });
    return () => controller.abort();
  }, [prerendered, kind]);
  return content;
}
