// `npm run test:catalogue` (part of `npm test`, after the build): the site built with a generated
// catalogue of 300 works (200 in its first category) must stay within the home page's HTML budget,
// at most 1.5 times the placeholders' HTML, with a page for every work, every work linked on the
// page of all works, which fetches on a phone only the pictures near the view at the size their
// tiles take, and with carousel controls that do not grow with the works, every work in the
// carousel once the visitor nears it, its thumbnails drawn only near where the carousel stands (on a
// phone, a long category's rows as she comes near them, by scrolling, a jump or Tab).
// Reuses the made files: nothing is encoded.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Page } from '@playwright/test';
import { BUDGETS } from '@/budgets';
import { chromiumLaunchOptions } from '@/harness/browser';
import { buildCatalogueSite, homePageBytes, root } from '@/harness/catalogue.mjs';
import { attribute, elements, parsePage } from '@/scripts/exported-html';
import { startServer } from '@/scripts/serve.mjs';
import { AVAILABLE_PATH, CHOICE_FOLDERS } from '@/lib/domain/work-facets';

const WORKS = 300;
const CATEGORIES = 4;
/** The generated catalogue's first category: longer than two phone screens of rows. */
const FIRST_CATEGORY = 200;
/** The generated catalogue's last category, 61 works from its 240th (harness/catalogue.mts shares the rest: 15, 24, then 61). */
const LAST_CATEGORY_FIRST = 239;
/**
 * Thumbnails a running carousel may draw where it stands: on a phone the rows of the category shown
 * near the view (twelve, then as far as half a screen below and six rows more,
 * components/gallery/use-drawn-rows.ts) and the next category's first twelve; wider, a few pages.
 */
const MAX_DRAWN = { mobile: 160, desktop: 40 };
/** Category jumps, the two arrows, and room for a few more categories: never one per picture. */
const MAX_DESKTOP_CONTROLS = 20;
/** The home page's HTML with 300 works may weigh at most this many times its weight with the 22 placeholders. */
const MAX_GROWTH = 1.5;
/** Lighthouse's phone: its screen, and the device pixels to a CSS pixel. */
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
/**
 * How far below the screen Chromium fetches a lazy picture: 1250 px on a fast connection, 2500 px on
 * a slow one. Within that a picture nears the view; the page of all works fetches nothing beyond.
 */
const LAZY_DISTANCE = 2500;
/** The thumbnail width a phone's tile on the page of all works takes: 147 CSS px at 1.75 device pixels. */
const PHONE_TILE_FILE = /-t320\.(avif|webp|jpg)$/;

/** A layout's slides: a category each on a phone, a work each wider. */
const slidesOf = (layout: 'desktop' | 'mobile') => `#gallery [data-layout="${layout}"] [aria-roledescription="Folie"]`;

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

/** What the page of all works fetches on a phone as it loads: only pictures near the view, each at its tile's size. */
async function allWorksOnLoad(browser: Browser, url: string): Promise<string[]> {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  const pictures: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/assets/gallery/')) pictures.push(pathname);
  });
  await page.goto(new URL('werke/', url).href, { waitUntil: 'networkidle' });
  const tops = await page.evaluate((paths) => {
    const images = [...document.querySelectorAll('main img')] as HTMLImageElement[];
    return paths.map((file) => images.find((image) => new URL(image.currentSrc || image.src).pathname === file)?.getBoundingClientRect().top ?? Infinity);
  }, pictures);
  await context.close();
  const far = pictures.filter((_, index) => tops[index]! > PHONE.viewport.height + LAZY_DISTANCE);
  const oversized = pictures.filter((file) => !PHONE_TILE_FILE.test(file));
  console.log(`the page of all works on a phone: ${pictures.length} pictures fetched on load, the lowest ${Math.max(...tops.map(Math.round))} px from the top`);
  return [
    ...(far.length > 0 ? [`the page of all works fetches ${far.length} pictures more than ${LAZY_DISTANCE} px below a phone's screen on load, such as ${far[0]}`] : []),
    ...(oversized.length > 0 ? [`the page of all works fetches ${oversized.length} pictures on a phone larger than its tiles take (320 px wide), such as ${oversized[0]}`] : []),
  ];
}
/**
 * A running carousel draws the thumbnails near where it stands (a phone's whole category, a few pages
 * wider), not all 300, and those of the last category once the visitor goes there.
 */
async function drawnNearTheView(page: Page, layout: 'desktop' | 'mobile'): Promise<string[]> {
  const thumbnails = page.locator(`#gallery [data-layout="${layout}"] a[data-picture]`);
  const drawn = await thumbnails.count();
  const limit = MAX_DRAWN[layout];
  console.log(`${layout}: ${drawn} thumbnails drawn near the view`);
  const problems = drawn > limit ? [`the ${layout} carousel draws ${drawn} thumbnails where it stands, more than ${limit}`] : [];
  const goLast = layout === 'desktop' ? page.getByRole('button', { name: `Reihe ${CATEGORIES}`, exact: true }) : page.getByRole('button', { name: `Zu Folie ${CATEGORIES}` });
  await goLast.click();
  const there = await page
    .locator(`#gallery [data-layout="${layout}"] a[data-picture="${LAST_CATEGORY_FIRST}"]`)
    .waitFor({ state: 'visible', timeout: 10_000 })
    .then(() => true, () => false);
  if (!there) problems.push(`the ${layout} carousel does not draw the last category's first work (picture ${LAST_CATEGORY_FIRST + 1}) when the visitor goes there`);
  // On a phone, the rows of the category shown are drawn as she nears them, not the first category's.
  if (layout === 'mobile' && !(await scrolledToEnd(page, CATEGORIES - 1, WORKS - 1))) {
    problems.push(`the phone's last category does not draw its last work (picture ${WORKS}) when the visitor scrolls down to it`);
  }
  return problems;
}

/**
 * Scrolls at once to a phone's category's last row, at the top of the view (so the rows drawn
 * before lie above it, unpassed, as after a jump), and waits for its last work.
 */
async function scrolledToEnd(page: Page, category: number, lastPicture: number): Promise<boolean> {
  const slide = page.locator(slidesOf('mobile')).nth(category);
  await slide.locator('li').last().evaluate((square) => square.scrollIntoView({ block: 'start' }));
  return slide
    .locator(`a[data-picture="${lastPicture}"]`)
    .waitFor({ state: 'attached', timeout: 10_000 })
    .then(() => true, () => false);
}

/**
 * A phone draws a long category's rows as the visitor comes near them: not all 200 as the gallery
 * comes near, each row once she jumps to it, and Tab from the first thumbnail reaches the last.
 */
async function rowsAsTheyNear(browser: Browser, url: string): Promise<string[]> {
  const problems: string[] = [];
  const page = await browser.newPage({ viewport: { width: 375, height: 800 } });
  const firstSlide = page.locator(slidesOf('mobile')).first();
  const nearGallery = async () => {
    await page.goto(url);
    // Scrolled once the page is whole and its scripts run, as a visitor's thumb would be.
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await page.locator('#gallery').evaluate((gallery) => gallery.scrollIntoView());
    // The first twelve rows, drawn in the same commit as the rest of the category was when it was drawn whole.
    await firstSlide.locator('a[data-picture="59"]').waitFor({ state: 'attached' });
  };
  await nearGallery();
  // With the gallery at the top of the screen the thirteenth row lies within half a screen below it: the rows near the view follow.
  await firstSlide.locator('a[data-picture="60"]').waitFor({ state: 'attached' });
  const drawn = await firstSlide.locator('a[data-picture]').count();
  console.log(`mobile: ${drawn} of the first category's ${FIRST_CATEGORY} works drawn as the gallery comes near`);
  if (drawn >= FIRST_CATEGORY) problems.push(`the phone draws all ${FIRST_CATEGORY} works of its first category as the gallery comes near, not the rows near the view`);
  await firstSlide.locator('a[data-picture="0"]').focus();
  for (let press = 1; press < FIRST_CATEGORY; press++) await page.keyboard.press('Tab');
  const focused = await page.evaluate(() => document.activeElement?.getAttribute('data-picture'));
  console.log(`mobile: ${FIRST_CATEGORY - 1} presses of Tab from the first thumbnail reach picture ${Number(focused) + 1}`);
  if (focused !== String(FIRST_CATEGORY - 1)) problems.push(`Tab from the phone's first thumbnail does not reach the first category's last work (it stops at ${focused ?? 'no thumbnail'})`);
  await nearGallery();
  if (!(await scrolledToEnd(page, 0, FIRST_CATEGORY - 1))) problems.push(`the phone's first category does not draw its last work when the visitor jumps to the end of it`);
  await page.close();
  return problems;
}

const placeholders = homePageBytes(path.join(root, 'out'));
console.log(`Building the site with ${WORKS} generated works …`);
const site = buildCatalogueSite(WORKS, FIRST_CATEGORY);
const problems: string[] = [];
try {
  const home = homePageBytes(site.out);
  const growth = home.gzip / placeholders.gzip;
  console.log(`home page HTML: ${kb(home.gzip)} gzip with ${WORKS} works, ${kb(placeholders.gzip)} with the placeholders (${growth.toFixed(2)}×); built in ${site.buildSeconds.toFixed(0)} s`);
  if (home.gzip > BUDGETS.html) problems.push(`the home page's HTML is ${kb(home.gzip)} gzip with ${WORKS} works, over its budget of ${kb(BUDGETS.html)}`);
  if (growth > MAX_GROWTH) problems.push(`the home page's HTML grows ${growth.toFixed(2)}× from the placeholders to ${WORKS} works, more than ${MAX_GROWTH}×`);
  const workPages = readdirSync(path.join(site.out, 'werke'), { withFileTypes: true }).filter((entry) => entry.isDirectory() && !CHOICE_FOLDERS.includes(entry.name)).length;
  if (workPages !== WORKS) problems.push(`${workPages} work pages were made for ${WORKS} works`);
  // Without JavaScript every work is a link on the page of all works.
  const allWorks = readFileSync(path.join(site.out, 'werke', 'index.html'), 'utf8');
  const workLinks = elements(parsePage(allWorks), (node) => node.name === 'a' && /^\/werke\/[^/]+\/$/.test(attribute(node, 'href') ?? ''));
  const linked = new Set(workLinks.map((link) => attribute(link, 'href')).filter((href) => href !== AVAILABLE_PATH)).size;
  console.log(`the page of all works: ${linked} works linked, ${kb(gzipSync(allWorks, { level: 9 }).length)} gzip`);
  if (linked !== WORKS) problems.push(`the page of all works links ${linked} works of ${WORKS}`);

  const server = await startServer({ port: 0, quiet: true, dir: site.out });
  const browser = await chromium.launch(chromiumLaunchOptions() ?? {});
  try {
    problems.push(...(await allWorksOnLoad(browser, server.url)));
    problems.push(...(await rowsAsTheyNear(browser, server.url)));
    for (const [layout, width] of [['desktop', 1280], ['mobile', 375]] as const) {
      const page = await browser.newPage({ viewport: { width, height: 800 } });
      await page.goto(server.url);
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      // The carousel starts, and the rest of the slides come, when the visitor nears the gallery.
      await page.locator('#gallery').evaluate((gallery) => gallery.scrollIntoView());
      await page.waitForFunction(() => document.querySelectorAll('[data-layout]').length === 1);
      // The carousel has taken over once every slide is there: a category each on a phone, a work each wider.
      const expected = layout === 'desktop' ? WORKS : CATEGORIES;
      const slides = page.locator(slidesOf(layout));
      await page.waitForFunction(
        ([selector, count]) => document.querySelectorAll(selector).length === count,
        [slidesOf(layout), expected] as const,
        { timeout: 30_000 },
      ).catch(() => undefined);
      await page.locator(`#gallery [data-layout="${layout}"] button[aria-current="true"]`).waitFor({ state: 'attached' });
      // A phone's dots follow the slides once the carousel has measured them again.
      if (layout === 'mobile') {
        await page
          .waitForFunction((count) => document.querySelectorAll('#gallery [data-layout="mobile"] button[aria-label^="Zu Folie"]').length === count, CATEGORIES, { timeout: 10_000 })
          .catch(() => undefined);
      }
      // A square for every drawing of the first category, not only for the first view the page carries.
      if (layout === 'mobile') {
        const squares = await page.locator(slidesOf('mobile')).first().locator('li').count();
        console.log(`mobile: ${squares} squares on the first category's slide`);
        if (squares !== FIRST_CATEGORY) problems.push(`the phone's first category has ${squares} squares for ${FIRST_CATEGORY} works once the gallery is near`);
      }
      const controls = await page.locator(`#gallery [data-layout="${layout}"] button`).count();
      const slideCount = await slides.count();
      console.log(`${layout} at ${width}px: ${controls} carousel controls, ${slideCount} slides`);
      if (slideCount !== expected) problems.push(`the ${layout} carousel shows ${slideCount} slides for ${WORKS} works in ${CATEGORIES} categories, not ${expected}`);
      problems.push(...(await drawnNearTheView(page, layout)));
      const limit = layout === 'desktop' ? MAX_DESKTOP_CONTROLS : CATEGORIES + 2;
      if (controls > limit) problems.push(`the ${layout} carousel has ${controls} controls for ${WORKS} works, more than ${limit}`);
      await page.close();
    }
  } finally {
    await browser.close();
    await server.close();
  }
} finally {
  site.remove();
}
if (problems.length > 0) {
  console.error(`\nThe catalogue of ${WORKS} works is over its limits:\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
  process.exit(1);
}
