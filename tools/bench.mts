// `npm run bench`: Lighthouse on `/` and on a work's page, mobile and desktop presets, beside a bare
// Next.js page (one heading) and a bare page showing the work's picture (the same <picture>, the same
// files), built in the same run with the same Next version: the framework's floor. Three runs of each
// (`--runs=N`), interleaved. Prints tables of medians and writes them, with the raw reports, to
// bench-results/.
// `npm run bench:catalogue` (`bench.mts catalogue`): the home page with the placeholders and with
// generated catalogues of 130 and 300 works, Lighthouse mobile beside the bare page, and the blocking
// time measured in Chromium with its CPU slowed 4×, at load and when the visitor scrolls to the gallery.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { cpus } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import type { Element } from 'domhandler';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromiumLaunchOptions, DEBIAN_CHROMIUM_ARGS } from '@/harness/browser';
import { buildCatalogueSite, homePageBytes } from '@/harness/catalogue.mjs';
import { attribute, element, elements, parsePage, writePage } from '@/scripts/exported-html';
import { startServer } from '@/scripts/serve.mjs';

const root = path.join(import.meta.dirname, '..');
const results = path.join(root, 'bench-results');
const bare = path.join(results, 'bare-page');
const RUNS = Number(process.argv.find((arg) => arg.startsWith('--runs='))?.slice('--runs='.length) ?? 3);
const PRESETS = { mobile: undefined, desktop: desktopConfig } as const;
type Preset = keyof typeof PRESETS;
const CATALOGUE_SIZES = [130, 300];
/** Fewer with `--runs=3`, for a quicker look; docs/performance.md names the runs of each figure. */
const CATALOGUE_RUNS = Number(process.argv.find((arg) => arg.startsWith('--runs='))?.slice('--runs='.length) ?? 7);
/** The bare app's page that shows the work page's picture. */
const BARE_PICTURE_PAGE = 'bild/';
/** The page of all works is measured at the largest catalogue. */
const ALL_WORKS_PAGE = 'werke/';
/** The work page measured: the first of the gallery, whose page has a price, an inquiry and sharing. */
const WORK_PAGE = 'werke/alte-buche/';

type Figures = Record<string, number>;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The addresses a <picture> may fetch: each source's and the image's srcset candidates, and the image's src. */
function filesOfPicture(picture: Element): string[] {
  return elements(picture, (node) => node.name === 'source' || node.name === 'img').flatMap((node) => [
    ...(attribute(node, 'srcset') ?? '').split(',').map((candidate) => candidate.trim().split(/\s+/)[0]!),
    attribute(node, 'src') ?? '',
  ]).filter((address) => address.startsWith('/'));
}

/**
 * The bare app, with a second page that shows the work page's picture as the site writes it (its
 * <picture> copied from out/, its files beside it): what the work page's largest paint is held to.
 */
async function buildBarePage() {
  await rm(bare, { recursive: true, force: true });
  await mkdir(path.join(bare, 'app', BARE_PICTURE_PAGE), { recursive: true });
  const workPage = parsePage(await readFile(path.join(root, 'out', WORK_PAGE, 'index.html'), 'utf8'));
  const picture = element(workPage, (node) => node.name === 'picture');
  if (!picture) throw new Error(`out/${WORK_PAGE}index.html has no <picture> to show on the bare page`);
  for (const file of new Set(filesOfPicture(picture))) {
    await cp(path.join(root, 'out', file), path.join(bare, 'public', file));
  }
  await writeFile(
    path.join(bare, 'app', BARE_PICTURE_PAGE, 'page.tsx'),
    `export default function Page() {\n  return <div dangerouslySetInnerHTML={{ __html: ${JSON.stringify(writePage(picture))} }} />;\n}\n`,
  );
  await writeFile(path.join(bare, 'next.config.mjs'), "export default { output: 'export', trailingSlash: true };\n");
  await writeFile(
    path.join(bare, 'app', 'layout.tsx'),
    "export default function Layout({ children }: { children: React.ReactNode }) {\n  return (<html lang=\"de\"><head><title>Bare</title><meta name=\"description\" content=\"A bare Next.js page\" /></head><body>{children}</body></html>);\n}\n",
  );
  await writeFile(path.join(bare, 'app', 'page.tsx'), 'export default function Page() {\n  return <h1>Hallo</h1>;\n}\n');
  await writeFile(path.join(bare, 'tsconfig.json'), JSON.stringify({ compilerOptions: { jsx: 'preserve', strict: true, skipLibCheck: true, module: 'esnext', moduleResolution: 'bundler', esModuleInterop: true, isolatedModules: true, noEmit: true, lib: ['dom', 'esnext'] }, include: ['**/*.tsx'] }));
  execFileSync(path.join(root, 'node_modules', '.bin', 'next'), ['build'], { cwd: bare, stdio: 'ignore', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
}

/** Gzip bytes of the scripts the page loaded, read from the files the server sent. */
async function scriptBytes(dir: string, urls: string[]) {
  let total = 0;
  for (const url of urls) {
    const file = path.join(dir, decodeURIComponent(new URL(url).pathname));
    if (existsSync(file)) total += gzipSync(await readFile(file), { level: 9 }).length;
  }
  return total;
}

async function lighthouseRuns(url: string, dir: string, label: string, presets: Preset[] = ['mobile', 'desktop'], count = RUNS): Promise<Record<string, Figures>> {
  const executable = chromiumLaunchOptions()?.executablePath ?? chromium.executablePath();
  const figures: Record<string, Figures> = {};
  for (const preset of presets) {
    const config = PRESETS[preset];
    const runs: Figures[] = [];
    for (let run = 1; run <= count; run++) {
      const chrome = await chromeLauncher.launch({ chromePath: executable, chromeFlags: ['--headless=new', ...DEBIAN_CHROMIUM_ARGS] });
      try {
        const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' }, config);
        const lhr = result!.lhr;
        await writeFile(path.join(results, `${label}-${preset}-${run}.json`), JSON.stringify(lhr));
        const requests = (lhr.audits['network-requests']?.details as { items: { url: string; resourceType?: string }[] }).items;
        const scripts = requests.filter((request) => request.resourceType === 'Script').map((request) => request.url);
        runs.push({
          performance: lhr.categories.performance!.score! * 100,
          accessibility: lhr.categories.accessibility!.score! * 100,
          'best-practices': lhr.categories['best-practices']!.score! * 100,
          seo: lhr.categories.seo!.score! * 100,
          fcp: lhr.audits['first-contentful-paint']!.numericValue!,
          lcp: lhr.audits['largest-contentful-paint']!.numericValue!,
          tbt: lhr.audits['total-blocking-time']!.numericValue!,
          cls: lhr.audits['cumulative-layout-shift']!.numericValue!,
          si: lhr.audits['speed-index']!.numericValue!,
          js: await scriptBytes(dir, scripts),
          bytes: lhr.audits['total-byte-weight']!.numericValue!,
          requests: requests.length,
          images: requests.filter((request) => request.resourceType === 'Image').length,
          dom: lhr.audits['dom-size-insight']?.numericValue ?? 0,
        });
      } finally {
        chrome.kill();
      }
    }
    figures[preset] = Object.fromEntries(Object.keys(runs[0]!).map((key) => [key, median(runs.map((run) => run[key]!))]));
  }
  return figures;
}

/** Lighthouse's mobile preset assumes a phone four times slower than the machine. */
const PHONE_CPU_SLOWDOWN = 4;
/** A long task blocks input for what it lasts beyond 50 ms (the definition of Total Blocking Time). */
const LONG_TASK_MS = 50;

/**
 * Blocking time measured, not simulated: Chromium with its CPU slowed 4×, a phone's screen, the
 * long tasks the page reports from its first paint until 6 s after load, and then those of the 5 s
 * after the visitor scrolls to the gallery, where the work that waits for her happens.
 */
async function throttledBlocking(url: string): Promise<{ load: number; gallery: number }> {
  const browser = await chromium.launch(chromiumLaunchOptions() ?? {});
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1.75 });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_CPU_SLOWDOWN });
    await page.addInitScript(() => {
      const tasks: [number, number][] = [];
      Object.assign(window, { longTasks: tasks });
      new PerformanceObserver((list) => list.getEntries().forEach((task) => tasks.push([task.startTime, task.duration]))).observe({ type: 'longtask', buffered: true });
    });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(6000);
    const { tasks, painted, scrolled } = await page.evaluate(async () => {
      const scrolled = performance.now();
      document.getElementById('gallery')?.scrollIntoView();
      await new Promise((resolve) => setTimeout(resolve, 5000));
      const painted = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
      return { tasks: (window as unknown as { longTasks: [number, number][] }).longTasks, painted, scrolled };
    });
    const blocking = (from: number, to: number) =>
      tasks.filter(([start]) => start >= from && start < to).reduce((sum, [, duration]) => sum + Math.max(0, duration - LONG_TASK_MS), 0);
    return { load: blocking(painted, scrolled), gallery: blocking(scrolled, Infinity) };
  } finally {
    await browser.close();
  }
}

/**
 * Layout shift while scrolling through the whole page, as a visitor would, once it has come: until
 * its stylesheets arrive the home page is one screen tall (scripts/paint-first.ts), so there is nothing
 * to scroll to before.
 */
async function scrollingShift(url: string, width: number) {
  const browser = await chromium.launch(chromiumLaunchOptions() ?? {});
  const page = await browser.newPage({ viewport: { width, height: width < 768 ? 812 : 800 }, isMobile: width < 768, deviceScaleFactor: width < 768 ? 2 : 1 });
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let top = 0; top < height; top += 300) {
    await page.evaluate((y) => window.scrollTo(0, y), top);
    await page.waitForTimeout(150);
  }
  await page.waitForTimeout(1000);
  const total = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts.reduce((sum, value) => sum + value, 0));
  await browser.close();
  return total;
}

const rows: [string, string, (value: number) => string][] = [
  ['performance', 'Performance', (v) => v.toFixed(0)],
  ['accessibility', 'Accessibility', (v) => v.toFixed(0)],
  ['best-practices', 'Best Practices', (v) => v.toFixed(0)],
  ['seo', 'SEO', (v) => v.toFixed(0)],
  ['fcp', 'First Contentful Paint', (v) => `${(v / 1000).toFixed(2)} s`],
  ['lcp', 'Largest Contentful Paint', (v) => `${(v / 1000).toFixed(2)} s`],
  ['tbt', 'Total Blocking Time', (v) => `${v.toFixed(0)} ms`],
  ['cls', 'Cumulative Layout Shift (load)', (v) => v.toFixed(3)],
  ['si', 'Speed Index', (v) => `${(v / 1000).toFixed(2)} s`],
  ['js', 'JavaScript loaded, all scripts of the load (gzip)', (v) => `${(v / 1000).toFixed(1)} KB`],
  ['bytes', 'Bytes of the first view (as sent)', (v) => `${(v / 1000).toFixed(1)} KB`],
  ['requests', 'Requests', (v) => v.toFixed(0)],
];
const ratio = (a: number, b: number) => (b === 0 ? (a === 0 ? '1.00' : '–') : (a / b).toFixed(2));
const machine = () => `${cpus().length} × ${cpus()[0]?.model.trim()} (${process.platform})`;

function comparison(title: string, ours: Record<string, Figures>, theirs: Record<string, Figures>) {
  return [
    `| ${title} | site, mobile | bare page, mobile | ratio | site, desktop | bare page, desktop | ratio |`,
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...rows.map(([key, name, format]) => {
      const [m, bm, d, bd] = [ours.mobile![key]!, theirs.mobile![key]!, ours.desktop![key]!, theirs.desktop![key]!];
      return `| ${name} | ${format(m)} | ${format(bm)} | ${ratio(m, bm)} | ${format(d)} | ${format(bd)} | ${ratio(d, bd)} |`;
    }),
  ];
}

async function benchSite() {
  console.log('Building the site and a bare Next.js app …');
  execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'ignore' });
  await buildBarePage();

  const site = await startServer({ port: 0, quiet: true });
  const floor = await startServer({ port: 0, quiet: true, dir: path.join(bare, 'out') });
  const targets = [
    { label: 'site', url: site.url, dir: path.join(root, 'out') },
    { label: 'work', url: new URL(WORK_PAGE, site.url).href, dir: path.join(root, 'out') },
    { label: 'bare', url: floor.url, dir: path.join(bare, 'out') },
    { label: 'bare-picture', url: new URL(BARE_PICTURE_PAGE, floor.url).href, dir: path.join(bare, 'out') },
  ];
  // Interleaved, one run of each page in turn: this machine's speed drifts, and the drift then falls
  // on every page alike.
  console.log(`Lighthouse, ${RUNS} runs per page and preset, interleaved …`);
  const runs = targets.map(() => ({ mobile: [] as Figures[], desktop: [] as Figures[] }));
  for (let run = 1; run <= RUNS; run++) {
    for (const [index, target] of targets.entries()) {
      const figures = await lighthouseRuns(target.url, target.dir, `${target.label}-run${run}`, ['mobile', 'desktop'], 1);
      runs[index]!.mobile.push(figures.mobile!);
      runs[index]!.desktop.push(figures.desktop!);
    }
  }
  const medianOf = (figures: Figures[]) => Object.fromEntries(Object.keys(figures[0]!).map((key) => [key, median(figures.map((figure) => figure[key]!))]));
  const [ours, work, theirs, picture] = runs.map(({ mobile, desktop }) => ({ mobile: medianOf(mobile), desktop: medianOf(desktop) }));
  const shift375 = await scrollingShift(site.url, 375);
  const shift1280 = await scrollingShift(site.url, 1280);
  await site.close();
  await floor.close();

  return [
    `Measured ${new Date().toISOString().slice(0, 10)} on ${machine()}, medians of ${RUNS} interleaved Lighthouse runs, \`npm run bench\`.`,
    '',
    ...comparison('home page `/`', ours!, theirs!),
    `| Layout shift scrolling through the page | 375px: ${shift375.toFixed(3)} | | | 1280px: ${shift1280.toFixed(3)} | | |`,
    '',
    ...comparison(`a work's page \`/${WORK_PAGE}\` beside a bare page showing its picture`, work!, picture!),
  ].join('\n');
}

/** The home page with the placeholders and with generated catalogues, Lighthouse mobile beside the bare page. */
async function benchCatalogue() {
  console.log('Building the site, a bare Next.js page, and the site with generated catalogues …');
  execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'ignore' });
  await buildBarePage();
  const sites = [{ works: 22, out: path.join(root, 'out'), remove: () => {} }, ...CATALOGUE_SIZES.map((works) => buildCatalogueSite(works))];
  try {
    const targets = [{ works: 0, out: path.join(bare, 'out') }, ...sites];
    const servers = await Promise.all(targets.map((target) => startServer({ port: 0, quiet: true, dir: target.out })));
    // Interleaved, one run of each in turn: this machine's speed drifts, and the drift then falls on
    // every catalogue and on the bare page alike.
    console.log(`Lighthouse mobile and the blocking time with the CPU slowed ${PHONE_CPU_SLOWDOWN}×, ${CATALOGUE_RUNS} runs of each, interleaved …`);
    const runs: Figures[][] = targets.map(() => []);
    const allWorksRuns: Figures[] = [];
    const largest = targets.length - 1;
    for (let run = 1; run <= CATALOGUE_RUNS; run++) {
      for (const [index, target] of targets.entries()) {
        const label = target.works === 0 ? 'catalogue-bare' : `catalogue-${target.works}`;
        const lighthouseFigures = (await lighthouseRuns(servers[index]!.url, target.out, `${label}-run${run}`, ['mobile'], 1)).mobile!;
        const measured = await throttledBlocking(servers[index]!.url);
        runs[index]!.push({ ...lighthouseFigures, blockingAtLoad: measured.load, blockingAtGallery: measured.gallery });
      }
      const allWorks = new URL(ALL_WORKS_PAGE, servers[largest]!.url).href;
      allWorksRuns.push((await lighthouseRuns(allWorks, targets[largest]!.out, `catalogue-${targets[largest]!.works}-all-works-run${run}`, ['mobile'], 1)).mobile!);
    }
    await Promise.all(servers.map((server) => server.close()));
    const medianOf = (figures: Figures[]) => Object.fromEntries(Object.keys(figures[0]!).map((key) => [key, median(figures.map((figure) => figure[key]!))]));
    const medians = runs.map(medianOf);
    const allWorks = medianOf(allWorksRuns);
    const allWorksHtml = gzipSync(await readFile(path.join(targets[largest]!.out, ALL_WORKS_PAGE, 'index.html')), { level: 9 }).length;
    const theirs = medians[0]!;
    const placeholders = homePageBytes(sites[0]!.out);
    const lines = sites.map((site, index) => {
      const ours = medians[index + 1]!;
      const html = homePageBytes(site.out);
      return `| ${site.works} | ${(html.gzip / 1000).toFixed(1)} KB (${ratio(html.gzip, placeholders.gzip)}×) | ${(ours.js! / 1000).toFixed(1)} KB | ${ours.tbt!.toFixed(0)} ms (${ratio(ours.tbt!, theirs.tbt!)}×) | ${(ours.lcp! / 1000).toFixed(2)} s | ${ours.performance!.toFixed(0)} | ${ours.cls!.toFixed(3)} | ${ours.blockingAtLoad!.toFixed(0)} ms (${ratio(ours.blockingAtLoad!, theirs.blockingAtLoad!)}×) | ${ours.blockingAtGallery!.toFixed(0)} ms |`;
    });
    return [
      `Measured ${new Date().toISOString().slice(0, 10)} on ${machine()}, Lighthouse mobile and Chromium with its CPU slowed ${PHONE_CPU_SLOWDOWN}×, medians of ${CATALOGUE_RUNS} interleaved runs, \`npm run bench:catalogue\`.`,
      '',
      '| works | home page HTML, gzip (÷ 22 works) | JavaScript (gzip) | TBT (÷ bare page) | LCP | Performance | CLS | blocking at load, CPU 4× slower (÷ bare page) | blocking when scrolled to the gallery |',
      '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
      ...lines,
      `| bare Next page | – | ${(theirs.js! / 1000).toFixed(1)} KB | ${theirs.tbt!.toFixed(0)} ms | ${(theirs.lcp! / 1000).toFixed(2)} s | ${theirs.performance!.toFixed(0)} | ${theirs.cls!.toFixed(3)} | ${theirs.blockingAtLoad!.toFixed(0)} ms | – |`,
      '',
      `The page of all works \`/${ALL_WORKS_PAGE}\` with ${sites.at(-1)!.works} works, Lighthouse mobile, medians of the same runs:`,
      '',
      '| HTML, gzip | Performance | TBT | LCP | CLS | bytes on load | pictures fetched on load | DOM elements |',
      '| --- | --- | --- | --- | --- | --- | --- | --- |',
      `| ${(allWorksHtml / 1000).toFixed(1)} KB | ${allWorks.performance!.toFixed(0)} | ${allWorks.tbt!.toFixed(0)} ms | ${(allWorks.lcp! / 1000).toFixed(2)} s | ${allWorks.cls!.toFixed(3)} | ${(allWorks.bytes! / 1000).toFixed(1)} KB | ${allWorks.images!.toFixed(0)} | ${allWorks.dom!.toFixed(0)} |`,
    ].join('\n');
  } finally {
    for (const site of sites) site.remove();
  }
}

await mkdir(results, { recursive: true });
const catalogueMode = process.argv.includes('catalogue');
const table = catalogueMode ? await benchCatalogue() : await benchSite();
await writeFile(path.join(results, catalogueMode ? 'catalogue.md' : 'table.md'), `${table}\n`);
console.log(`\n${table}\n\nRaw reports: bench-results/*.json`);
