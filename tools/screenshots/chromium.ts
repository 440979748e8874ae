// Chromium through Playwright, launched as the end-to-end tests launch it (test/browser.ts).
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../../test/browser';
import { isTouch, scaleFor, type Engine } from './engine';

export async function chromiumEngine(): Promise<Engine> {
  const options = chromiumLaunchOptions();
  if (!options) throw new Error('Chromium is missing: run `npx tsx test/ensure-browser.mts` (on Debian: apt-get install chromium).');
  const browser = await chromium.launch(options);
  return {
    name: 'chromium',
    fullPage: true,
    async open(width, height) {
      // As the end-to-end tests' phone project: a touch device, so the page is not narrowed by a desktop scrollbar.
      const touch = isTouch(width);
      const page = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: scaleFor(width), isMobile: touch, hasTouch: touch, locale: 'de-DE' });
      return {
        goto: async (url) => void (await page.goto(url)),
        run: (expression) => page.evaluate(expression),
        click: (selector) => page.click(selector),
        shoot: async (file, fullPage = false) => void (await page.screenshot({ path: file, fullPage })),
        close: () => page.close(),
      };
    },
    quit: () => browser.close(),
  };
}
