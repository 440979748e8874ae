// Firefox: Debian's firefox-esr, headless, driven by puppeteer-core over WebDriver BiDi.
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import puppeteer, { type Page, type Viewport } from 'puppeteer-core';
import { isTouch, scaleFor, type Engine } from './engine';

export const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

/** The internals puppeteer sizes a BiDi page through, for an ESR that lacks one of the commands it sends. */
type BidiFrame = { browsingContext: { setViewport: (options: { viewport: { width: number; height: number }; devicePixelRatio: number }) => Promise<void> } };

/**
 * Sizes the page. ESR 140 knows no screen-orientation override, which puppeteer's setViewport sends
 * beside the viewport's own command; there the viewport is set by that command alone.
 */
async function size(page: Page, viewport: Viewport) {
  try {
    await page.setViewport(viewport);
  } catch (error) {
    if (!(error instanceof Error && error.message.includes('unknown command'))) throw error;
    const frame = page.mainFrame() as unknown as BidiFrame;
    await frame.browsingContext.setViewport({ viewport: { width: viewport.width, height: viewport.height }, devicePixelRatio: viewport.deviceScaleFactor ?? 1 });
  }
}

export async function firefoxEngine(): Promise<Engine> {
  if (!existsSync(FIREFOX)) throw new Error(`Firefox is missing at ${FIREFOX}: run \`npx tsx harness/ensure-firefox.mts\` (on Debian: apt-get install firefox-esr), or set FIREFOX_PATH.`);
  const browser = await puppeteer.launch({
    browser: 'firefox',
    protocol: 'webDriverBiDi',
    executablePath: FIREFOX,
    headless: true,
    // A cold start can pass puppeteer's 30 s: one took 24 s on a 2-core machine at rest, and on a
    // loaded one two starts in a row ran out (e2e/engines/tab.ts gives the whole start its time).
    timeout: 90_000,
    // German, as the site's visitors ask; scrollbars that float over the page, as on phones and in the other two engines.
    extraPrefsFirefox: { 'intl.accept_languages': 'de-DE', 'ui.useOverlayScrollbars': 1 },
  });
  return {
    name: 'firefox',
    fullPage: true,
    async open({ width, height }) {
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      await size(page, { width, height, deviceScaleFactor: scaleFor(width), hasTouch: isTouch(width) });
      return {
        goto: async (url) => void (await page.goto(url)),
        evaluate: <T, A>(fn: string | ((arg: A) => T | Promise<T>), arg?: A) => page.evaluate(fn as never, arg) as Promise<T>,
        click: (selector) => page.click(selector),
        doubleClickAt: (x, y) => page.mouse.click(x, y, { count: 2 }),
        press: (key) => page.keyboard.press(key),
        // The history's own Back: puppeteer's goBack waits for a navigation, and on ESR 140 loses the
        // page ('Frame detached') when Back stays within the document, as the viewer's does.
        back: () => page.evaluate(() => history.back()),
        resize: (screen) => size(page, { ...screen, deviceScaleFactor: scaleFor(screen.width), hasTouch: isTouch(screen.width) }),
        // Written here: puppeteer-core's own `path` option finds no file system under tsx.
        shoot: async (file, fullPage = false) => writeFile(file, await page.screenshot({ fullPage })),
        close: () => context.close(),
      };
    },
    quit: () => browser.close(),
  };
}
