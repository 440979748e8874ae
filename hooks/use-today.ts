import { useEffect, useState } from 'react';
import { afterNextPaint } from '@/lib/browser/after-paint';
import { berlinToday, untilNextBerlinDay } from '@/lib/domain/dates';

/** At most this long between two readings of the clock: see untilNextBerlinDay. */
const HOUR_MS = 60 * 60 * 1000;

/**
 * The day in Germany ('2026-11-23'): the build's day while the page is prerendered and hydrated,
 * the visitor's clock's once it has painted, so a page built days ago never shows an ended show as
 * on now. Read in a task of its own, not among the hydration's effects: the formatter for
 * Germany's time zone loads the browser's time-zone data (docs/performance.md). Read again when the
 * tab is shown again (a phone freezes a hidden tab's timers), and, unless `atMidnight` is false, as
 * the day changes, so a page left open overnight turns its day too.
 */
export function useToday(built: string, { atMidnight = true }: { atMidnight?: boolean } = {}): string {
  const [today, setToday] = useState(built);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const read = () => {
      const now = new Date();
      setToday(berlinToday(now));
      clearTimeout(timer);
      // A second past the change, so the clock reads the new day.
      if (atMidnight) timer = setTimeout(read, Math.min(untilNextBerlinDay(now) + 1000, HOUR_MS));
    };
    const onShown = () => {
      if (document.visibilityState === 'visible') read();
    };
    const cancelRead = afterNextPaint(read);
    document.addEventListener('visibilitychange', onShown);
    return () => {
      cancelRead();
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onShown);
    };
  }, [atMidnight]);
  return today;
}
