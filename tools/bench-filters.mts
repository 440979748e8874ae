// `npm run bench:filters`: how fast the filters on the page of all works answer, timed with the
// Event Timing API (what INP uses, harness/event-timing.ts) in Chromium with its CPU slowed 4×, on a
// phone (412 px, touch) and a desktop (1350 px): ticking "verfügbar", choosing a technique, sorting
// by the newest. Builds nothing: it serves out/ (run `npm run build` first), or with `--catalogue`
// a site built with a generated catalogue of 300 works. Medians of `--runs=N` (3) fresh visits.
import { cpus } from 'node:os';
import { chromium, type Browser, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from '@/harness/browser';
import { buildCatalogueSite } from '@/harness/catalogue.mjs';
import { CPU_SLOWDOWN, EVENT_THRESHOLD_MS, median, observe, timed } from '@/harness/event-timing';
import { startServer } from '@/scripts/serve.mjs';

const RUNS = Number(process.argv.find((arg) => arg.startsWith('--runs='))?.slice('--runs='.length) ?? 3);
const CATALOGUE_WORKS = 300;

const DEVICES = {
  phone: { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1.75 },
  desktop: { viewport: { width: 1350, height: 940 } },
} as const;
type Device = keyof typeof DEVICES;
type Figures = Record<string, number>;

/** Waits until the address holds this part of a choice. */
const addressHas = (page: Page, part: string) => page.waitForFunction((wanted) => location.search.includes(wanted), part);

/**
 * A select's next option by the keyboard, a trusted input as a visitor's: the change it makes is
 * part of the key's event, which a script's selectOption() would not be.
 */
async function nextOption(page: Page, name: string) {
  await page.getByRole('combobox', { name, exact: true }).focus();
  await page.keyboard.press('ArrowDown');
}

/** One visit: the page loaded afresh and hydrated, then each interaction in turn. */
async function visit(browser: Browser, url: string, device: Device): Promise<Figures> {
  const context = await browser.newContext({ ...DEVICES[device], locale: 'de-DE' });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.addInitScript(observe);
    await page.goto(`${url}werke/`, { waitUntil: 'load' });
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    const available = page.getByRole('checkbox', { name: 'Nur verfügbare' });
    const figures: Figures = {};
    figures['ticking "verfügbar"'] = await timed(
      page,
      () => (device === 'phone' ? available.tap() : available.click()),
      () => addressHas(page, 'verfuegbar'),
    );
    figures['choosing a technique'] = await timed(
      page,
      () => nextOption(page, 'Technik'),
      () => addressHas(page, 'technik='),
    );
    figures['sorting by the newest'] = await timed(
      page,
      () => nextOption(page, 'Reihenfolge'),
      () => addressHas(page, 'sort=neu'),
    );
    return figures;
  } finally {
    await context.close();
  }
}

function table(results: Record<Device, Figures[]>, works: number): string {
  const names = Object.keys(results.phone[0]!);
  const lines = [`| ${works} works | phone (412 px) | desktop (1350 px) |`, '|---|---|---|'];
  for (const name of names) {
    const cells = (Object.keys(DEVICES) as Device[]).map((device) => `${median(results[device].map((figures) => figures[name]!)).toFixed(0)} ms`);
    lines.push(`| ${name} | ${cells.join(' | ')} |`);
  }
  return lines.join('\n');
}

async function main() {
  const catalogue = process.argv.includes('--catalogue') ? (console.log(`Building the site with ${CATALOGUE_WORKS} works …`), buildCatalogueSite(CATALOGUE_WORKS)) : undefined;
  const server = await startServer({ port: 0, quiet: true, ...(catalogue && { dir: catalogue.out }) });
  const browser = await chromium.launch(chromiumLaunchOptions() ?? {});
  const results: Record<Device, Figures[]> = { phone: [], desktop: [] };
  let works = 0;
  try {
    const probe = await browser.newPage();
    await probe.goto(`${server.url}werke/`);
    works = await probe.locator('li[data-reihe]').count();
    await probe.close();
    for (let run = 1; run <= RUNS; run++) {
      for (const device of Object.keys(DEVICES) as Device[]) {
        console.log(`run ${run}/${RUNS}: ${device}`);
        results[device].push(await visit(browser, server.url, device));
      }
    }
  } finally {
    await browser.close();
    await server.close();
    catalogue?.remove();
  }
  console.log(
    [
      '',
      `Measured ${new Date().toISOString().slice(0, 10)} on ${cpus().length} × ${cpus()[0]?.model.trim() ?? 'CPU'}, Chromium with its CPU slowed ${CPU_SLOWDOWN}×, the longest event of each interaction (Event Timing; under ${EVENT_THRESHOLD_MS} ms counts as ${EVENT_THRESHOLD_MS}), medians of ${RUNS} visits, \`npm run bench:filters\`.`,
      '',
      table(results, works),
    ].join('\n'),
  );
}

await main();
