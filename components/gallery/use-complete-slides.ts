import { startTransition, useEffect, useState } from 'react';

/**
 * Whether the carousel has all its slides, not only its first view. They come once `ready` (the
 * width is known, the visitor nears the gallery or opens a work, gallery.json has arrived), in a
 * transition: React renders them in slices between which the phone stays responsive, and a visitor
 * still reading the landing pays nothing for them.
 */
export function useCompleteSlides(ready: boolean) {
  const [complete, setComplete] = useState(false);
  useEffect(() => {
    if (ready) startTransition(() => setComplete(true));
  }, [ready]);
  return complete;
}
