import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import type { DeepZoom, GalleryCategory } from '@/lib/domain/types';
import { DEEP_WIDTH, makeDeepWork, tilesOnScreen as tilesShown, wideWork } from './engines/deep-zoom-work';
import { gallery, waitForGallery } from './helpers';

// One work is given a 6000 px original here (e2e/engines/deep-zoom-work.ts) and served in place of
// the site's files: gallery.json with its `deep`, and its tiles, each request counted.
const { index: INDEX, work } = wideWork(gallery);
let tilesDir: string;
let deep: DeepZoom;

test.beforeAll(async () => {
  // Enlarging and tiling a 6000 px picture while another worker does the same on two cores takes
  // longer than a test's 30 s; cut short, the hook's folder was removed under the tiles being written.
  test.setTimeout(120_000);
  tilesDir = mkdtempSync(path.join(tmpdir(), 'deep-zoom-'));
  deep = await makeDeepWork(work, path.join(__dirname, '..', 'public'), tilesDir);
});
test.afterAll(() => rmSync(tilesDir, { recursive: true, force: true }));

/** The site as it would be built with the large original: its gallery.json and its tiles; every tile asked for is listed. */
async function serveDeepWork(page: Page) {
  const requested: string[] = [];
  await page.route('**/assets/gallery.json', async (route) => {
    const response = await route.fetch();
    const categories = (await response.json()) as GalleryCategory[];
    for (const picture of categories.flatMap((category) => category.pictures)) if (picture.slug === work.slug) picture.image = { ...picture.image!, deep };
    await route.fulfill({ response, json: categories });
  });
  await page.route('**/*-deep/**', async (route) => {
    const file = new URL(route.request().url()).pathname.split(`${path.basename(work.image!.base)}-deep/`)[1]!;
    requested.push(file);
    await route.fulfill({ path: path.join(tilesDir, `${work.image!.base}-deep`, file), contentType: 'image/jpeg' });
  });
  return requested;
}

/** The tiles of the top level that the screen shows now, worked out from where the zoomed picture lies. */
async function tilesOnScreen(page: Page) {
  const box = await page.locator('dialog [data-tiles]').evaluate((layer) => {
    const { left, top, width } = layer.getBoundingClientRect();
    return { left, top, width, screenWidth: window.innerWidth, screenHeight: window.innerHeight, ratio: window.devicePixelRatio };
  });
  return { tiles: tilesShown(deep, box), drawnAt: box.width * box.ratio };
}

test('a work with a large original zooms in to one pixel of the original to one of the screen, fetching only the tiles on the screen', async ({ page }) => {
  const requested = await serveDeepWork(page);
  // The tile layer's code, known by the attribute it marks its layer with, is no script the page loads before the zoom.
  const scripts: { url: string; tiles: boolean }[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') scripts.push({ url: response.url(), tiles: (await response.text()).includes('data-tiles') });
  });
  const fresh = page.waitForResponse('**/assets/gallery.json');
  await page.goto('/');
  await waitForGallery(page);
  await fresh;
  await page.locator(`#gallery [data-picture="${INDEX}"]`).click();
  const viewer = page.getByRole('dialog');
  await expect(viewer).toBeVisible();
  expect(scripts.filter((script) => script.tiles)).toEqual([]);

  await viewer.getByRole('button', { name: 'In voller Größe zeigen' }).click();
  // Each double-click in the middle of the screen goes a step further in, until the original's pixels meet the screen's.
  const { width, height } = page.viewportSize()!;
  const drawnAt = async () => (await tilesOnScreen(page)).drawnAt;
  const loaded = () => viewer.locator('[data-tiles] img').evaluateAll((images) => images.every((image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0));
  // A step's fetching is done once the tiles the layer chose for its present box (in the frame after
  // it changed) have all come: a loaded machine can still be fetching the step before's (a wider
  // view, at the same level) when the next starts.
  const stepFetched = async () => {
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await expect.poll(loaded).toBe(true);
  };
  // The tiles asked for since the last step (those still in the browser's cache from a step before are not asked again).
  let sinceStep = 0;
  for (let before = await drawnAt(); before < DEEP_WIDTH; before = await drawnAt()) {
    await stepFetched();
    sinceStep = requested.length;
    await page.mouse.dblclick(width / 2, height / 2);
    await expect.poll(drawnAt).toBeGreaterThan(before);
  }
  expect(await drawnAt()).toBe(DEEP_WIDTH);

  // The layer draws the tiles on the screen, each loaded, and no other; none off the screen was asked for.
  const drawn = () => viewer.locator('[data-tiles] img').evaluateAll((images) => images.map((image) => image.getAttribute('src')!.split('-deep/')[1]!).sort());
  const { tiles } = await tilesOnScreen(page);
  await expect.poll(drawn).toEqual(tiles);
  for (const tile of await viewer.locator('[data-tiles] img').all()) await expect.poll(() => tile.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  for (const file of requested.slice(sinceStep)) expect(tiles).toContain(file);
  expect(scripts.filter((script) => script.tiles)).toHaveLength(1);
  // In all, far fewer than the picture's tiles at this level alone.
  const { columns, rows } = { columns: Math.ceil(deep.width / deep.tileSize), rows: Math.ceil(deep.height / deep.tileSize) };
  expect(requested.length).toBeLessThan((columns * rows) / 3);

  // Moved by a key, the screen shows other tiles: those are drawn, and none off the screen is fetched (some may be in the cache from the step before).
  const beforeMove = requested.length;
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowDown');
  await expect.poll(async () => (await tilesOnScreen(page)).tiles).not.toEqual(tiles);
  const moved = (await tilesOnScreen(page)).tiles;
  await expect.poll(drawn).toEqual(moved);
  for (const file of requested.slice(beforeMove)) expect(moved).toContain(file);
});

/** Two fingers set down either side of the screen's middle and spread apart, as a visitor pinches to enlarge (Playwright's touchscreen only taps). */
async function pinchOpen(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  const { width, height } = page.viewportSize()!;
  const fingers = (apart: number) => [
    { x: width / 2 - apart / 2, y: height / 2, id: 0 },
    { x: width / 2 + apart / 2, y: height / 2, id: 1 },
  ];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: fingers(60) });
  for (let apart = 80; apart <= 260; apart += 20) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: fingers(apart) });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/** Where the tile layer lies, the part of the page the (pinched) screen shows, and how much the pinch enlarged it. */
const pinchedView = (page: Page) =>
  page.locator('dialog [data-tiles]').evaluate((layer) => {
    const { left, top, width } = layer.getBoundingClientRect();
    const screen = window.visualViewport!;
    return { left, top, width, screenLeft: screen.offsetLeft, screenTop: screen.offsetTop, screenWidth: screen.width, screenHeight: screen.height, scale: screen.scale };
  });

test('a finger’s pinch enlarges the zoomed picture, and the tile layer then draws the loaded tiles of what the screen shows, and no other', async ({ page }) => {
  await serveDeepWork(page);
  await page.goto('/');
  await waitForGallery(page);
  await page.locator(`#gallery [data-picture="${INDEX}"]`).click();
  const viewer = page.getByRole('dialog');
  await viewer.getByRole('button', { name: 'In voller Größe zeigen' }).click();
  const before = await pinchedView(page);

  await pinchOpen(page);
  // Enlarged past a quarter more than the full-size file, the screen asks for the top level's tiles, on a desktop as on a phone.
  await expect.poll(async () => (await pinchedView(page)).scale).toBeGreaterThan(1.5);
  const drawn = () => viewer.locator('[data-tiles] img').evaluateAll((images) => images.map((image) => image.getAttribute('src')!.split('-deep/')[1]!).sort());
  // Read together, as the pinch comes to rest: the layer draws what the screen shows.
  const drawnAndShown = async () => {
    const view = await pinchedView(page);
    return { view, drawn: await drawn(), shown: tilesShown(deep, view) };
  };
  await expect.poll(async () => {
    const { drawn: tiles, shown } = await drawnAndShown();
    return tiles.length > 0 && JSON.stringify(tiles) === JSON.stringify(shown);
  }, { message: 'the tile layer does not draw the tiles the pinched screen shows' }).toBe(true);
  const { view: pinched, shown } = await drawnAndShown();
  expect(pinched.width * pinched.scale).toBeGreaterThan(before.width * 1.5);
  for (const tile of await viewer.locator('[data-tiles] img').all()) await expect.poll(() => tile.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  // The screen shows only a part of the window the pinch enlarged: the tiles of the rest are not drawn.
  expect(shown).not.toEqual(tilesShown(deep, { ...pinched, screenLeft: 0, screenTop: 0, screenWidth: before.screenWidth, screenHeight: before.screenHeight }));
});
