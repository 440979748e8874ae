import { expect, test } from '@playwright/test';
import { waitForHydration } from './helpers';

// The first paint of the home page waits only for what the first screen shows: the portrait below
// the fold is not among the files a slow phone line carries before it.
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

test('the faded tree is requested after the stylesheets have come, not preloaded ahead of them', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('section').first().locator('picture img')).toHaveJSProperty('complete', true);
  const order = await page.evaluate(() => {
    const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const stylesheets = resources.filter((entry) => entry.name.endsWith('.css'));
    const tree = resources.find((entry) => /\/assets\/site\/background\./.test(entry.name))!;
    return {
      stylesheets: stylesheets.length > 0,
      treeAfterStylesheets: stylesheets.every((sheet) => tree.startTime >= sheet.responseEnd),
      imagePreloads: document.querySelectorAll('link[rel="preload"][as="image"]').length,
    };
  });
  expect(order).toEqual({ stylesheets: true, treeAfterStylesheets: true, imagePreloads: 0 });
});
