import { useMemo } from 'react';
import { useFreshContent } from '@/hooks/use-fresh-content';
import { flattenPictures, fromSeed, isWholeSeed, seedTotal, type SeedCategory } from '@/lib/domain/gallery';

/**
 * The gallery's works: the first view the page carries (its seed) until `near`, then every work as
 * gallery.json has them. `whole` says whether all are there; `total` counts every work either way.
 */
export function useGalleryWorks(seed: SeedCategory[], near: boolean, file?: string) {
  const prerendered = useMemo(() => fromSeed(seed), [seed]);
  const categories = useFreshContent(prerendered, 'gallery', near, file);
  // The page carries the first view; the rest of the works come with gallery.json.
  const whole = categories !== prerendered || isWholeSeed(seed);
  const pictures = useMemo(() => flattenPictures(categories), [categories]);
  const total = whole ? pictures.length : seedTotal(seed);
  return { categories, pictures, total, whole };
}
