import { startTransition, useCallback, useState } from 'react';

/** Which pictures have come into view once (SPEC: Picture.show), in either layout. */
export type ShownPictures = { has: (index: number) => boolean; mark: (index: number) => void };

/**
 * The gallery's shown pictures, kept above the layouts so that the other layout's thumbnails start
 * from them, but out of its state: a picture coming into view renders its own thumbnail, not the
 * carousel's hundreds.
 */
export function useShownPictures(): ShownPictures {
  const [store] = useState(() => {
    const shown = new Set<number>();
    return { has: (index: number) => shown.has(index), mark: (index: number) => void shown.add(index) };
  });
  return store;
}

/**
 * One thumbnail's show flag, and what sets it. Set in a transition: scrolling brings dozens into
 * view at once, and a tap meanwhile is answered before their pictures are drawn.
 */
export function useShownFlag(store: ShownPictures, index: number): [boolean, () => void] {
  const [show, setShow] = useState(() => store.has(index));
  const markShown = useCallback(() => {
    store.mark(index);
    startTransition(() => setShow(true));
  }, [store, index]);
  return [show, markShown];
}
