import { startTransition, useEffect, useState } from 'react';

/**
 * How many works one commit of new slides may bring. Embla measures every slide after each commit
 * that adds some, forcing their layout in that task, so at 300 works the whole rest of the
 * catalogue in one commit is a task the phone feels (docs/performance.md); a hundred at a time are not.
 */
export const WORKS_PER_STAGE = 100;

/**
 * The slides a layout shows: at first all it is given (its first view), then, when given more, those
 * a stage at a time, each stage in a transition of its own after the commit before it. `works` says
 * how many works a slide holds: one on a wide screen, a category's count on a phone.
 */
export function useSlidesInStages<T>(slides: readonly T[], works: (slide: T) => number): readonly T[] {
  const [count, setCount] = useState(slides.length);
  useEffect(() => {
    if (count >= slides.length) return;
    let end = count;
    let load = works(slides[end]!);
    while (++end < slides.length && load + works(slides[end]!) <= WORKS_PER_STAGE) load += works(slides[end]!);
    startTransition(() => setCount(end));
  }, [count, slides, works]);
  return count >= slides.length ? slides : slides.slice(0, count);
}
