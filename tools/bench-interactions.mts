// `npm run bench:interactions`: how fast the home page answers, timed with the Event Timing API
// (what INP uses) in Chromium with its CPU slowed 4×, on a phone (412 px, touch) and a desktop
// (1350 px), for the site as it is and for a generated catalogue of 308 works, built in the same run.
// Each figure is the longest event of one interaction (input to the next paint), median of `--runs=N`
// (3 by default) interleaved runs; the catalogue's cost is its figure ÷ the site's. Also the longest
// task and the blocking time of nearing the gallery, where its code and works come.
// `--first-category=N` gives the catalogue's first category N works (105 by default), so that a
// phone's first screen of the gallery holds what the site's does (6 for the placeholders).
// Run `npm run build` first: the site's own figures are taken from out/.
import { writeFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser, type Locator, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from '@/harness/browser';
import { DEVICES, measuredWith, median, observedOf, press, pressKey, throttledVisit, timed, type Device, type Figures } from '@/harness/event-timing';
import { buildCatalogueSite, root } from '@/harness/catalogue.mjs';
import { untilStill } from '@/harness/still';
import { startServer } from '@/scripts/serve.mjs';

const CATALOGUE_WORKS = 308;

/** A whole number from `least` to `most`, or one plain message naming the option and stopping. */
function wholeNumber(name: string, given: string | undefined, least: number, most: number): number | undefined {
  if (given === undefined) return undefined;
  const value = Number(given);
  if (Number.isInteger(value) && value >= least && value <= most) return value;
  console.error(`--${name} takes a whole number from ${least} to ${most}, not "${given}".`);
  process.exit(1);
}

/** The options given; `strict` refuses a mistyped one rather than running the default bench without it. */
function options() {
  try {
    return parseArgs({ strict: true, options: { runs: { type: 'string' }, 'first-category': { type: 'string' } } }).values;
  } catch (error) {
    console.error(`${(error as Error).message}. The bench takes --runs=N and --first-category=N.`);
    process.exit(1);
  }
}

const values = options();
const RUNS = wholeNumber('runs', values.runs, 1, 99) ?? 3;
const FIRST_CATEGORY = wholeNumber('first-category', values['first-category'], 1, CATALOGUE_WORKS - 1);
const LONG_TASK_MS = 50;

/** Scrolls to the gallery and waits until its carousel has taken over and its works have come. */
async function nearGallery(page: Page): Promise<Figures> {
  const scrolled = await page.evaluate(() => {
    document.getElementById('gallery')!.scrollIntoView();
    return performance.now();
  });
  await page.locator('#gallery [data-layout]').first().waitFor();
  await page.waitForFunction(() => document.querySelectorAll('#gallery [data-layout]').length === 1);
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 1500)));
  const tasks = (await observedOf(page)).tasks.filter(([start]) => start >= scrolled);
  return {
    'nearing the gallery: longest task': Math.max(0, ...tasks.map(([, duration]) => duration)),
    'nearing the gallery: total blocking': tasks.reduce((sum, [, duration]) => sum + Math.max(0, duration - LONG_TASK_MS), 0),
  };
}

/** A phone's tap on the dot of the category `slide` (counted from 1), until that dot says it is shown. */
const categoryJump = (page: Page, gallery: Locator, slide: number) =>
  timed(
    page,
    () => press('phone', gallery.getByRole('button', { name: `Zu Folie ${slide}` })),
    () => page.waitForFunction((shown) => document.querySelector(`#gallery button[aria-label="Zu Folie ${shown}"][aria-current="true"]`) !== null, slide),
  );

/**
 * Until the viewer's pictures have come and a frame has drawn them: the visitor presses on for the
 * next work or zooms into the one she sees. Pressed while its full picture is still decoding, the
 * press's frame waits for that decoding (a desktop's zoom then took 190 ms, traced), which is the
 * arrival's cost, not the press's.
 */
const pictureCome = (page: Page) =>
  page.waitForFunction(() => [...document.querySelectorAll<HTMLImageElement>('dialog[open] img')].every((image) => image.complete)).then(() =>
    page.evaluate(untilStill({ quiet: 500, limit: 3000, pictures: true })),
  );

/** One visit: the page loaded afresh, the gallery neared, then each interaction in turn. */
const visit = (browser: Browser, url: string, device: Device) =>
  throttledVisit(browser, url, device, async (page) => {
    const figures: Figures = await nearGallery(page);
    const viewer = page.getByRole('dialog');
    const gallery = page.locator('#gallery [data-layout]');
    figures['opening the viewer from a thumbnail'] = await timed(
      page,
      () => press(device, gallery.locator('[data-picture="0"]')),
      () => viewer.waitFor(),
    );
    await pictureCome(page);
    figures['next picture (ArrowRight)'] = await timed(
      page,
      () => pressKey(page, 'ArrowRight'),
      () => viewer.getByText(/^2 \/ \d+$/).waitFor(),
    );
    const zoom = viewer.getByRole('button', { name: 'In voller Größe zeigen' });
    await pictureCome(page);
    figures['zoom'] = await timed(
      page,
      () => press(device, zoom),
      () => page.waitForFunction(() => document.querySelector('dialog[open] [aria-pressed="true"]') !== null),
    );
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => document.querySelector('dialog[open] [aria-pressed="true"]') === null);
    figures['closing the viewer'] = await timed(
      page,
      () => press(device, viewer.getByRole('button', { name: 'Schließen' })),
      () => viewer.waitFor({ state: 'hidden' }),
    );
    if (device === 'phone') {
      figures['category jump (phone) / carousel arrow (desktop)'] = await categoryJump(page, gallery, 2);
      // Its first screen of rows is drawn as it comes, so the jump's cost grows with the category's size.
      const largest = await page.evaluate(() => {
        const sizes = [...document.querySelectorAll('#gallery [data-layout] ul')].map((list) => list.children.length);
        return sizes.reduce((best, size, index) => (index !== 1 && size > sizes[best]! ? index : best), 0) + 1;
      });
      figures['category jump to the largest other category (phone)'] = await categoryJump(page, gallery, largest);
    } else {
      figures['category jump (phone) / carousel arrow (desktop)'] = await timed(
        page,
        () => press(device, page.getByRole('button', { name: 'Weiter blättern' })),
        () => page.waitForFunction(() => document.querySelector('#gallery button[aria-label="Zurück blättern"]:not([disabled])') !== null),
      );
    }
    const menu = page.getByRole('navigation', { name: 'Hauptmenü' });
    figures['opening the menu'] = await timed(
      page,
      () => press(device, page.getByRole('button', { name: 'Menü öffnen' })),
      () => menu.waitFor(),
    );
    return figures;
  });

function table(results: Record<string, Record<Device, Figures[]>>, sites: string[]): string {
  const [small, large] = sites as [string, string];
  const names = Object.keys(results[small]!.phone[0]!);
  const lines = [
    `| | phone, ${small} | phone, ${large} | ÷ | desktop, ${small} | desktop, ${large} | ÷ |`,
    '|---|---|---|---|---|---|---|',
  ];
  for (const name of names) {
    const cells = (['phone', 'desktop'] as Device[]).flatMap((device) => {
      const measured = (site: string) => results[site]![device].flatMap((figures) => (figures[name] === undefined ? [] : [figures[name]]));
      const [a, b] = [measured(small), measured(large)].map((values) => (values.length > 0 ? median(values) : undefined));
      if (a === undefined || b === undefined) return ['–', '–', '–'];
      return [`${a.toFixed(0)} ms`, `${b.toFixed(0)} ms`, a > 0 ? (b / a).toFixed(2) : '–'];
    });
    lines.push(`| ${name} | ${cells.join(' | ')} |`);
  }
  return lines.join('\n');
}

async function main() {
  const large = FIRST_CATEGORY === undefined ? `${CATALOGUE_WORKS} works` : `${CATALOGUE_WORKS} works, ${FIRST_CATEGORY} in the first category`;
  console.log(`Building the site with ${large} …`);
  const catalogue = buildCatalogueSite(CATALOGUE_WORKS, FIRST_CATEGORY);
  const servers = await Promise.all([startServer({ port: 4301, quiet: true }), startServer({ port: 4302, quiet: true, dir: catalogue.out })]);
  const sites = ['22 works', large];
  const results: Record<string, Record<Device, Figures[]>> = Object.fromEntries(sites.map((site) => [site, { phone: [], desktop: [] }]));
  const browser = await chromium.launch(chromiumLaunchOptions() ?? {});
  try {
    for (let run = 1; run <= RUNS; run++) {
      for (const device of Object.keys(DEVICES) as Device[]) {
        for (const [index, site] of sites.entries()) {
          console.log(`run ${run}/${RUNS}: ${site}, ${device}`);
          results[site]![device].push(await visit(browser, servers[index]!.url, device));
        }
      }
    }
  } finally {
    await browser.close();
    await Promise.all(servers.map((server) => server.close()));
    catalogue.remove();
  }
  const report = [
    `Measured ${new Date().toISOString().slice(0, 10)} on ${measuredWith()}, medians of ${RUNS} interleaved runs, \`npm run bench:interactions\`.`,
    '',
    table(results, sites),
  ].join('\n');
  const folder = path.join(root, 'bench-results');
  await mkdir(folder, { recursive: true });
  await writeFile(path.join(folder, 'interactions.md'), `${report}\n`);
  await writeFile(path.join(folder, 'interactions.json'), `${JSON.stringify(results, null, 2)}\n`);
  console.log(`\n${report}`);
}

await main();
