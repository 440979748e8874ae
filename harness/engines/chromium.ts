// Chromium through Playwright, launched as the end-to-end tests launch it (harness/browser.ts).
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '@/harness/browser';
import { isTouch, scaleFor, type Engine } from './engine';

export async function chromiumEngine(): Promise<Engine> {
  const options = chromiumLaunchOptions();
  if (!options) throw new Error('Chromium is missing: run `npx tsx harness/ensure-browser.mts` (on Debian: apt-get install chromium).');
  const browser = await chromium.launch(options);
  return {
    name: 'chromium',
    fullPage: true,
    async open({ width, height }) {
      // As the end-to-end tests' phone project: a touch device, so the page is not narrowed by a desktop scrollbar.
      const touch = isTouch(width);
      const context = await browser.newContext({ viewport: { width, height }, deviceScaleFactor: scaleFor(width), isMobile: touch, hasTouch: touch, locale: 'de-DE' });
      const page = await context.newPage();
      return {
        goto: async (url) => void (await page.goto(url)),
        evaluate: (fn, arg) => page.evaluate(fn as never, arg as never),
        click: (selector) => page.click(selector),
        doubleClickAt: (x, y) => page.mouse.dblclick(x, y),
        press: (key) => page.keyboard.press(key),
        back: async () => void (await page.goBack()),
        resize: (screen) => page.setViewportSize(screen),
        shoot: async (file, fullPage = false) => void (await page.screenshot({ path: file, fullPage })),
        close: () => context.close(),
      };
    },
    quit: () => browser.close(),
  };
}
