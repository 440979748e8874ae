// `npm run bench:filters`: how fast the filters on the page of all works answer, timed with the
// Event Timing API (what INP uses, harness/event-timing.ts) in Chromium with its CPU slowed 4×, on a
// phone (412 px, touch) and a desktop (1350 px): ticking "verfügbar", choosing a technique, sorting
// by the newest. Builds nothing: it serves out/ (run `npm run build` first), or with `--catalogue`
// a site built with a generated catalogue of 300 works. Medians of `--runs=N` (3) fresh visits.
import { chromium, type Browser, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from '@/harness/browser';
import { buildCatalogueSite } from '@/harness/catalogue.mjs';
import { DEVICES, measuredWith, median, press, pressKey, throttledVisit, timed, type Device, type Figures } from '@/harness/event-timing';
import { startServer } from '@/scripts/serve.mjs';

const RUNS = Number(process.argv.find((arg) => arg.startsWith('--runs='))?.slice('--runs='.length) ?? 3);
const CATALOGUE_WORKS = 300;

/** Waits until the address holds this part of a choice. */
const addressHas = (page: Page, part: string) => page.waitForFunction((wanted) => location.search.includes(wanted), part);

/**
 * A select's next option by the keyboard, a trusted input as a visitor's: the change it makes is
 * part of the key's event, which a script's selectOption() would not be.
 */
async function nextOption(page: Page, name: string) {
  await page.getByRole('combobox', { name, exact: true }).focus();
  await pressKey(page, 'ArrowDown');
}

/** One visit: the page loaded afresh and hydrated, then each interaction in turn. */
const visit = (browser: Browser, url: string, device: Device) =>
  throttledVisit(browser, `${url}werke/`, device, async (page) => {
    // On a phone the choice is folded behind its button: unfolded first, as a visitor does.
    if (device === 'phone') await press(device, page.getByRole('button', { name: 'Filter', exact: true }));
    const available = page.getByRole('checkbox', { name: 'Nur verfügbare' });
    const figures: Figures = {};
    figures['ticking "verfügbar"'] = await timed(
      page,
      () => press(device, available),
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
  });

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
      `Measured ${new Date().toISOString().slice(0, 10)} on ${measuredWith()}, medians of ${RUNS} visits, \`npm run bench:filters\`.`,
      '',
      table(results, works),
    ].join('\n'),
  );
}

await main();
