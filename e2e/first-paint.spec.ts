import { expect, test } from '@playwright/test';
import { waitForHydration } from './helpers';

// The first paint of the home page waits for the HTML alone, which carries the first screen's rules
// (scripts/paint-first.ts): stylesheets, fonts and scripts follow it, and the portrait below the fold
// waits until the visitor nears it.
const PORTRAIT = /\/assets\/site\/portrait\./;

test('the portrait below the fold is not fetched before the scripts come, which come after the first paint', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  // A phone whose scripts have not arrived yet: the page as painted first.
  await page.route('**/_next/static/chunks/**/*.js', (route) => route.abort());
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(requested.filter((url) => PORTRAIT.test(url))).toEqual([]);
});

test('the portrait is fetched once the visitor nears it, after the first paint', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await page.locator('#info').scrollIntoViewIfNeeded();
  await expect(page.locator('#info').getByRole('img')).toHaveJSProperty('complete', true);
  const order = await page.evaluate(() => {
    const painted = performance.getEntriesByName('first-contentful-paint')[0]!.startTime;
    const portrait = performance.getEntriesByType('resource').find((entry) => /\/assets\/site\/portrait\./.test(entry.name))!;
    return { portraitAfterPaint: portrait.startTime > painted };
  });
  expect(order).toEqual({ portraitAfterPaint: true });
});

// A work's page too, which names its fonts' files for print (scripts/first-screen-css.ts).
test('the first paint waits for the HTML alone: no stylesheet, font or script is requested before it', async ({ page }) => {
  for (const address of ['/', '/werke/alte-buche/']) {
    await page.goto(address);
    await waitForHydration(page);
    const early = await page.evaluate(() => {
      const painted = performance.getEntriesByName('first-contentful-paint')[0]!.startTime;
      return (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((entry) => /\.(css|woff2|js)$/.test(new URL(entry.name).pathname) && entry.startTime < painted)
        .map((entry) => new URL(entry.name).pathname);
    });
    expect(early, address).toEqual([]);
  }
});

test('the faded tree asks for low priority, so it does not take the line from the words', async ({ page }) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const priorities = new Map<string, string>();
  cdp.on('Network.requestWillBeSent', ({ request }) => priorities.set(new URL(request.url).pathname, request.initialPriority));
  await page.goto('/');
  await expect(page.locator('section').first().locator('picture img')).toHaveJSProperty('complete', true);
  const tree = [...priorities].filter(([pathname]) => /\/assets\/site\/background\./.test(pathname));
  expect(tree.length).toBeGreaterThan(0);
  expect(tree.every(([, priority]) => priority === 'Low' || priority === 'VeryLow')).toBe(true);
});

// What the page carries of its own stylesheets must draw the first screen as the stylesheets do, or
// it would jump when they come. Fonts are held back both times: their swap is another matter.
test('the first screen stands where it will stay before the stylesheets come', async ({ page }) => {
  const firstScreen = ['#artist-name', '#inhalt > section:first-child > p:last-of-type', 'header button[aria-controls]', 'header > ul'];
  const boxes = () => Promise.all(firstScreen.map((selector) => page.locator(selector).boundingBox()));
  await page.route(/\.woff2$/, (route) => route.abort());
  await page.route(/\.css$/, (route) => route.abort());
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const before = await boxes();
  await page.unroute(/\.css$/);
  await page.goto('/');
  await waitForHydration(page);
  expect(await boxes()).toEqual(before);
});

test('what lies below the first screen shows once the stylesheets have come', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('#held-below-fold')).toHaveCount(0);
  await page.locator('#info').scrollIntoViewIfNeeded();
  await expect(page.locator('#info')).toBeVisible();
  await expect(page.locator('footer')).toBeVisible();
});

// The stylesheets wait for the fonts (scripts/first-paint-loader.ts), but not for a font that hangs.
test('what lies below the first screen shows though a font never answers', async ({ page }) => {
  await page.route(/\.woff2$/, () => undefined);
  await page.goto('/');
  // Three seconds' wait for the fonts, then the stylesheets.
  await expect(page.locator('#held-below-fold')).toHaveCount(0, { timeout: 10_000 });
  await page.locator('#info').scrollIntoViewIfNeeded();
  await expect(page.locator('#info')).toBeVisible();
});
