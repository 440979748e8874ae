import { useEffect, useState } from 'react';
import { afterNextPaint } from '@/lib/browser/after-paint';
import { berlinToday } from '@/lib/domain/dates';

/**
 * The day in Germany ('2026-11-23'): the build's day while the page is prerendered and hydrated,
 * the visitor's clock's once it has painted, so a page built days ago never shows an ended show as
 * on now. Read in a task of its own, not among the hydration's effects: the formatter for
 * Germany's time zone loads the browser's time-zone data (docs/performance.md).
 */
export function useToday(built: string): string {
  const [today, setToday] = useState(built);
  useEffect(() => afterNextPaint(() => setToday(berlinToday(new Date()))), []);
  return today;
}
