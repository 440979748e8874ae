// The deep zoom in Chromium, Firefox and WebKit. These drivers cannot stand in for the site's
// answers as Playwright's own page does (e2e/deep-zoom.spec.ts), so the site is served here as it
// would be published with one work's 6000 px original (deep-zoom-work.ts): a copy of out/ with the
// work's tiles beside its files and gallery.json naming them. The tiles asked for are read from the
// page's own Resource Timing, which every engine keeps.
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Tab } from '@/harness/engines/engine';
import type { DeepZoom, GalleryCategory } from '@/lib/domain/types';
import { DEEP_WIDTH, makeDeepWork, tilesOnScreen, wideWork } from './deep-zoom-work';
import { expect, test, until, visit } from './tab';

const root = path.join(__dirname, '..', '..');
const site = { dir: '', url: '', server: undefined as ChildProcess | undefined };
let index: number;
let deep: DeepZoom;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  site.dir = mkdtempSync(path.join(tmpdir(), 'deep-zoom-site-'));
  cpSync(path.join(root, 'out'), site.dir, { recursive: true });
  const galleryFile = path.join(site.dir, 'assets', 'gallery.json');
  const gallery = JSON.parse(readFileSync(galleryFile, 'utf8')) as GalleryCategory[];
  const wide = wideWork(gallery);
  index = wide.index;
  deep = await makeDeepWork(wide.work, site.dir, site.dir);
  wide.work.image = { ...wide.work.image!, deep };
  writeFileSync(galleryFile, JSON.stringify(gallery));
  site.server = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.mts', site.dir], { cwd: root, env: { ...process.env, PORT: '0' } });
  const [line] = await once(site.server.stdout!, 'data');
  site.url = String(line).match(/http:\/\/\S+\//)![0];
});

test.afterAll(() => {
  site.server?.kill();
  rmSync(site.dir, { recursive: true, force: true });
});

/** Where the open viewer's tile layer lies, and how many of the screen's pixels the picture is drawn across (0 before the zoom). */
const layerBox = (tab: Tab) =>
  tab.evaluate(() => {
    const layer = document.querySelector('dialog[open] [data-tiles]');
    if (!layer) return { left: 0, top: 0, width: 0, screenWidth: innerWidth, screenHeight: innerHeight, drawnAt: 0 };
    const { left, top, width } = layer.getBoundingClientRect();
    return { left, top, width, screenWidth: innerWidth, screenHeight: innerHeight, drawnAt: width * devicePixelRatio };
  });

/** The tiles the layer draws (`level/column_row.jpeg`, sorted), and whether each has loaded. */
const drawnTiles = (tab: Tab) =>
  tab.evaluate(() => {
    const images = [...document.querySelectorAll<HTMLImageElement>('dialog[open] [data-tiles] img')];
    return { tiles: images.map((image) => image.getAttribute('src')!.split('-deep/')[1]!).sort(), loaded: images.every((image) => image.complete && image.naturalWidth > 0) };
  });

/**
 * Once the tiles the layer chose for its present box (in the frame after it changed) have all come:
 * what a step fetched is counted from here, since a loaded machine can still be fetching the step
 * before's tiles (a wider view, at the same level) when the next step starts.
 */
const stepFetched = async (tab: Tab) => {
  await tab.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await expect.poll(async () => (await drawnTiles(tab)).loaded, { message: 'the step before’s tiles never loaded' }).toBe(true);
};

/** Every tile the page has fetched so far, in the order asked. */
const fetchedTiles = (tab: Tab) =>
  tab.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => name.includes('-deep/'))
      .map((name) => name.split('-deep/')[1]!),
  );

test('a work with a large original zooms in to one pixel of it to one of the screen, drawing the loaded tiles on the screen and fetching no other', async ({ tab }) => {
  test.setTimeout(90_000);
  await visit(tab, site.url);
  // The list of resources the page keeps is long enough for every file a zoom asks for.
  await tab.evaluate(() => performance.setResourceTimingBufferSize(10_000));
  await tab.evaluate(() => document.getElementById('gallery')!.scrollIntoView({ behavior: 'instant' }));
  await until(tab, () => document.querySelectorAll('[data-layout]').length === 1, undefined, 'the carousel never chose its layout');
  // The work may lie beyond the carousel's edge, where no pointer reaches it: its link is clicked from the page.
  await tab.evaluate((at) => document.querySelector<HTMLElement>(`#gallery [data-picture="${at}"]`)!.click(), index);
  await until(tab, () => document.querySelector('dialog[open]') !== null, undefined, 'the viewer did not open');
  await until(tab, () => {
    const image = document.querySelector<HTMLImageElement>('dialog[open] img');
    return Boolean(image?.complete && image.naturalWidth > 0);
  });
  expect(await fetchedTiles(tab)).toEqual([]);

  // Each + goes a step further in, until the original's pixels meet the screen's.
  let fetchedBefore: string[] = [];
  for (let before = (await layerBox(tab)).drawnAt; before < DEEP_WIDTH; before = (await layerBox(tab)).drawnAt) {
    await stepFetched(tab);
    fetchedBefore = await fetchedTiles(tab);
    await tab.press('+');
    await expect.poll(async () => (await layerBox(tab)).drawnAt, { message: `the picture stayed ${before} px wide` }).toBeGreaterThan(before);
  }
  expect((await layerBox(tab)).drawnAt).toBe(DEEP_WIDTH);

  const onScreen = tilesOnScreen(deep, await layerBox(tab));
  expect(onScreen.length).toBeGreaterThan(0);
  await expect.poll(async () => drawnTiles(tab)).toEqual({ tiles: onScreen, loaded: true });
  // Those fetched for the last step, if any, are all on the screen (others may be in the cache from the step before).
  const fetched = await fetchedTiles(tab);
  for (const file of fetched.slice(fetchedBefore.length)) expect(onScreen).toContain(file);
  // In all, far fewer than the picture's tiles at this level alone.
  expect(new Set(fetched).size).toBeLessThan((Math.ceil(deep.width / deep.tileSize) * Math.ceil(deep.height / deep.tileSize)) / 3);

  // Moved by a key, the screen shows other tiles: those are drawn, loaded, and none off the screen is fetched.
  await tab.press('ArrowRight');
  await expect.poll(async () => tilesOnScreen(deep, await layerBox(tab))).not.toEqual(onScreen);
  const moved = tilesOnScreen(deep, await layerBox(tab));
  await expect.poll(async () => drawnTiles(tab)).toEqual({ tiles: moved, loaded: true });
  for (const file of (await fetchedTiles(tab)).slice(fetched.length)) expect(moved).toContain(file);
});
