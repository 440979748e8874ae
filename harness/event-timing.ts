// Timing interactions the way INP does, with the Event Timing API, for the benchmarks in tools/:
// what the page observed from its start, and one interaction's longest event.
import type { Page } from '@playwright/test';

/** The Event Timing API reports no event shorter than this: an interaction under it is counted at it. */
export const EVENT_THRESHOLD_MS = 16;

/** The CPU slowdown the benchmarks measure a phone-class device with. */
export const CPU_SLOWDOWN = 4;

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export type Observed = { interactions: { id: number; duration: number }[]; tasks: [number, number][] };

/** Collects every interaction's events and every long task from the page's start: pass to page.addInitScript. */
export function observe() {
  const observed: Observed = { interactions: [], tasks: [] };
  Object.assign(window, { observed });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEventTiming & { interactionId: number })[]) {
      if (entry.interactionId) observed.interactions.push({ id: entry.interactionId, duration: entry.duration });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  new PerformanceObserver((list) => list.getEntries().forEach((task) => observed.tasks.push([task.startTime, task.duration]))).observe({ type: 'longtask', buffered: true });
}

export const observedOf = (page: Page) => page.evaluate(() => (window as unknown as { observed: Observed }).observed);

/**
 * Performs one interaction and waits for what it shows, then for its events: the longest of those
 * with an interaction id not seen before. Events come after the next paint; one faster than the
 * API's threshold never comes, so after a second of quiet it counts as the threshold.
 */
export async function timed(page: Page, act: () => Promise<void>, shown: () => Promise<unknown>): Promise<number> {
  const seen = new Set((await observedOf(page)).interactions.map(({ id }) => id));
  await act();
  await shown();
  const deadline = Date.now() + 1000;
  for (;;) {
    const fresh = (await observedOf(page)).interactions.filter(({ id }) => !seen.has(id));
    if (fresh.length > 0) {
      // Let the interaction's later events (pointerup, click after pointerdown) arrive too.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))));
      const all = (await observedOf(page)).interactions.filter(({ id }) => !seen.has(id));
      return Math.max(...all.map(({ duration }) => duration));
    }
    if (Date.now() > deadline) return EVENT_THRESHOLD_MS;
    await page.waitForTimeout(50);
  }
}
