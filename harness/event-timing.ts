// Timing interactions the way INP does, with the Event Timing API, for the benchmarks in tools/:
// the devices they measure, a visit on one with its CPU slowed, what the page observed from its
// start, and one interaction's longest event.
import { cpus } from 'node:os';
import type { Browser, Locator, Page } from '@playwright/test';
import { untilStill } from './still';

/** The Event Timing API reports no event shorter than this: an interaction under it is counted at it. */
export const EVENT_THRESHOLD_MS = 16;

/** The CPU slowdown the benchmarks measure a phone-class device with. */
export const CPU_SLOWDOWN = 4;

/**
 * How long a finger, a mouse button or a key rests before it lets go, as a hand's does (about a tenth
 * of a second). Each event is timed from its own input: sent together, the release's events (the
 * click) would also count the press's work and the frame it shows, which a hand has long seen by then.
 */
export const HOLD_MS = 100;

/** The phone (412 px, touch) and the desktop (1350 px) each interaction is timed on. */
export const DEVICES = {
  phone: { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1.75 },
  desktop: { viewport: { width: 1350, height: 940 } },
} as const;
export type Device = keyof typeof DEVICES;

/** One visit's milliseconds, by what was timed. */
export type Figures = Record<string, number>;

/** How a benchmark's figures were taken, for the first line of its report. */
export const measuredWith = () =>
  `${cpus().length} × ${cpus()[0]?.model.trim() ?? 'CPU'}, Chromium with its CPU slowed ${CPU_SLOWDOWN}×, each press held ${HOLD_MS} ms, the longest event of each interaction (Event Timing, unrounded from Chromium's trace; under ${EVENT_THRESHOLD_MS} ms counts as ${EVENT_THRESHOLD_MS})`;

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

/**
 * Taps (phone) or clicks (desktop) the middle of `target` as plain input, held HOLD_MS. Not
 * Playwright's tap() or click(): as the event is dispatched, those check in the page that it lands
 * on the target, and describe elements to do so, which took tens of milliseconds inside the
 * interaction measured.
 */
export async function press(device: Device, target: Locator) {
  const page = target.page();
  // Playwright's touchscreen.tap() lifts the finger as it touches: a held tap is sent over CDP,
  // from a session opened before the page comes to rest, so that opening it costs the tap nothing.
  const cdp = device === 'phone' ? await page.context().newCDPSession(page) : undefined;
  try {
    // A finger taps what stands still on the screen: where the target had to be scrolled to, or the
    // tap before set something moving (a carousel gliding to a category, thumbnails fading in), the
    // tap waits until the page is at rest and idle, as a visitor's would; the cost of those frames is
    // not this tap's. At rest: no fade or transition has run for half a second (at most 3 s in all;
    // harness/still.ts), since what a scroll brings into view starts to fade in some frames after it.
    await target.evaluate((element) => element.scrollIntoView({ block: 'nearest' }));
    await page.evaluate(untilStill({ quiet: 500, limit: 3000, pictures: false }));
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })));
    const box = await target.boundingBox();
    if (!box) throw new Error(`Nothing to press: ${target.toString()} has no box`);
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
    if (!cdp) return await page.mouse.click(x, y, { delay: HOLD_MS });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
    await new Promise((resolve) => setTimeout(resolve, HOLD_MS));
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  } finally {
    await cdp?.detach();
  }
}

/** A key pressed and let go as a hand does (HOLD_MS). */
export const pressKey = (page: Page, key: string) => page.keyboard.press(key, { delay: HOLD_MS });

/** One visit: the page loaded afresh in a new context of the device, its CPU slowed and observed from its start, and hydrated; then `interact`. */
export async function throttledVisit(browser: Browser, url: string, device: Device, interact: (page: Page) => Promise<Figures>): Promise<Figures> {
  const context = await browser.newContext({ ...DEVICES[device], locale: 'de-DE' });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.addInitScript(observe);
    await page.goto(url, { waitUntil: 'load' });
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    return await interact(page);
  } finally {
    await context.close();
  }
}

export const observedOf = (page: Page) => page.evaluate(() => (window as unknown as { observed: Observed }).observed);

/** Chromium's trace category whose EventTiming events carry each event's duration unrounded. */
const EVENT_TRACE_CATEGORY = 'devtools.timeline';

type TraceEvent = { name: string; ph: string; args?: { data?: { interactionId?: number; duration?: number } } };

/** The longest event of an interaction in a trace, in ms, unrounded; undefined where it holds none. */
function longestTracedEvent(trace: Buffer): number | undefined {
  const durations = (JSON.parse(trace.toString()) as { traceEvents: TraceEvent[] }).traceEvents.flatMap(({ name, ph, args }) =>
    name === 'EventTiming' && ph === 'b' && (args?.data?.interactionId ?? 0) > 0 && args?.data?.duration !== undefined ? [args.data.duration] : [],
  );
  return durations.length > 0 ? Math.max(...durations) : undefined;
}

/**
 * Performs one interaction, waits for its events, then for what it shows: the longest of the events
 * with an interaction id not seen before. The API rounds each duration to 8 ms, a step as large as
 * the differences the benches compare, so the figure is the same event's duration from Chromium's
 * trace, recorded from just before the input until the events have come. Events come after the
 * interaction's next paint, and what it shows is checked only then: Playwright's locators run in
 * the page and walk its elements (a role query over 300 works took tens of milliseconds at 4×),
 * which would otherwise be counted as the page's own work. An interaction faster than the API's
 * threshold counts as the threshold.
 */
export async function timed(page: Page, act: () => Promise<void>, shown: () => Promise<unknown>): Promise<number> {
  const seen = new Set((await observedOf(page)).interactions.map(({ id }) => id));
  const fresh = async () => (await observedOf(page)).interactions.filter(({ id }) => !seen.has(id));
  const browser = page.context().browser();
  await browser?.startTracing(page, { categories: [EVENT_TRACE_CATEGORY] });
  let trace: Buffer | undefined;
  try {
    await act();
    const deadline = Date.now() + 1000;
    while ((await fresh()).length === 0 && Date.now() < deadline) await page.waitForTimeout(50);
    await shown();
    // Let the interaction's later events (pointerup, click after pointerdown) arrive too.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))));
  } finally {
    // Stopped whatever happened: the browser records one trace at a time.
    trace = await browser?.stopTracing();
  }
  const traced = trace ? longestTracedEvent(trace) : undefined;
  const rounded = (await fresh()).map(({ duration }) => duration);
  return Math.max(EVENT_THRESHOLD_MS, traced ?? Math.max(0, ...rounded));
}
