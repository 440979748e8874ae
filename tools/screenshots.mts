// Screenshots of the built site at phone, tablet and desktop widths, for looking at what we ship:
// `npm run build && npm run screenshots` writes screenshots/*.png (git ignores them).
import { mkdir } from 'node:fs/promises';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../test/browser';
import { startServer } from '../build/serve.mjs';

const WIDTHS = [375, 768, 1440];

const server = await startServer({ port: 0, quiet: true });
const browser = await chromium.launch(chromiumLaunchOptions() ?? {});
await mkdir('screenshots', { recursive: true });
for (const width of WIDTHS) {
  const page = await browser.newPage({ viewport: { width, height: width < 768 ? 812 : 900 }, deviceScaleFactor: width < 768 ? 2 : 1 });
  await page.goto(server.url);
  // Scroll through once so lazy thumbnails and the portrait reveal themselves, then wait out the fades.
  for (let y = 0; y < 8000; y += 400) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(120);
  }
  await page.waitForTimeout(5500);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(300);
  await page.screenshot({ path: `screenshots/home-${width}.png`, fullPage: true });
  await page.screenshot({ path: `screenshots/landing-${width}.png` });
  // The gallery as a visitor sees it: the full-page shot above briefly resizes the window to
  // 1 px in Chromium, and the carousel follows that as it must, so it may show the phone's layout.
  await page.locator('#gallery').evaluate((gallery) => gallery.scrollIntoView());
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `screenshots/gallery-${width}.png` });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole('button', { name: 'Menü öffnen' }).click();
  await page.waitForTimeout(500);
  await page.screenshot({ path: `screenshots/menu-${width}.png` });
  await page.getByRole('button', { name: 'Menü schließen' }).click();
  await page.locator('#gallery a[href*="/werke/"]:visible').first().click();
  await page.waitForTimeout(600);
  await page.screenshot({ path: `screenshots/viewer-${width}.png` });
  // A work's own page, as a shared link opens it (the first one has a price).
  await page.goto(new URL('werke/alte-buche/', server.url).href);
  await page.waitForTimeout(800);
  await page.screenshot({ path: `screenshots/work-${width}.png` });
  await page.screenshot({ path: `screenshots/work-page-${width}.png`, fullPage: true });
  // The page of all works.
  await page.goto(new URL('werke/', server.url).href);
  await page.waitForTimeout(800);
  await page.screenshot({ path: `screenshots/works-${width}.png` });
  await page.screenshot({ path: `screenshots/works-page-${width}.png`, fullPage: true });
  await page.close();
}
await browser.close();
await server.close();
console.log(`screenshots/ written for ${WIDTHS.join(', ')} px`);
