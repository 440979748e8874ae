import { useEffect, useState } from 'react';
import type * as z from 'zod/mini';
import { assetUrl } from '@/lib/assets';
import { getJson } from '@/lib/http';
import { parseContent } from '@/lib/schema';

/**
 * Content prerendered at build time, refreshed once after hydration: if the file on the server has
 * changed since, the new content is shown; if it cannot be loaded, the prerendered content stays.
 */
export function useFreshContent<T>(prerendered: T, file: string, schema: z.ZodMiniType<T>): T {
  const [content, setContent] = useState(prerendered);
  useEffect(() => {
    const controller = new AbortController();
    getJson(assetUrl(file), controller.signal)
      .then((data) => parseContent(schema, data, file))
      .then((fresh) => {
        if (JSON.stringify(fresh) !== JSON.stringify(prerendered)) setContent(fresh);
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.error(`Could not refresh ${file}; showing the prerendered content.`, error);
      });
    return () => controller.abort();
  }, [prerendered, file, schema]);
  return content;
}
