// The journeys every engine runs: a Playwright test with a `tab` (harness/engines/engine.ts) in place
// of Playwright's own page, so one journey drives Chromium, Firefox and WebKit alike. The project
// names the engine and the screen (playwright.config.ts).
import { expect, test as base } from '@playwright/test';
import { chromiumEngine } from '@/harness/engines/chromium';
import { PHONE, type Engine, type EngineName, type Screen, type Tab } from '@/harness/engines/engine';
import { firefoxEngine } from '@/harness/engines/firefox';
import { webkitEngine } from '@/harness/engines/webkit';

const LAUNCH: Record<EngineName, () => Promise<Engine>> = { chromium: chromiumEngine, firefox: firefoxEngine, webkit: webkitEngine };

export type EngineOptions = { engineName: EngineName; display: Screen };


export const test = base.extend<{ tab: Tab; display: Screen; open: (screen: Screen) => Promise<Tab> }, { engineName: EngineName; engine: Engine }>({
  engineName: ['chromium', { option: true, scope: 'worker' }],
  engine: [
    async ({ engineName }, provide) => {
      const engine = await LAUNCH[engineName]();
      await provide(engine);
      await engine.quit();
    },
    // A browser starting while another runs its tests on the same two cores may take a while
    // (Firefox's cold start: harness/engines/firefox.ts).
    { scope: 'worker', timeout: 120_000 },
  ],
  // Not `screen`: Playwright has an option of that name.
  display: [PHONE, { option: true }],
  /** Opens a tab at a screen of the test's choosing, whose addresses are the served site's. */
  open: async ({ engine, baseURL }, provide) => {
    const opened: Tab[] = [];
    await provide(async (screen) => {
      const tab = await engine.open(screen);
      opened.push(tab);
      return { ...tab, goto: (address) => tab.goto(new URL(address, baseURL).href) };
    });
    for (const tab of opened) await tab.close();
  },
  tab: async ({ open, display }, provide) => provide(await open(display)),
});

/** Waits until the page says true, as Playwright's own assertions wait (longer where asked: two browsers may share two cores). */
export async function until<A>(tab: Tab, fn: (arg: A) => boolean | Promise<boolean>, arg?: A, message?: string, timeout?: number) {
  await expect.poll(() => tab.evaluate(fn, arg), { message, timeout }).toBe(true);
}

/** Opens a page and waits until its scripts have taken it over. */
export async function visit(tab: Tab, address: string) {
  await tab.goto(address);
  await until(tab, () => document.documentElement.hasAttribute('data-hydrated'), undefined, `${address} never said it was hydrated`, 20_000);
}

export { expect };
