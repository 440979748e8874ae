// Firefox: Debian's firefox-esr, headless, driven by puppeteer-core over WebDriver BiDi.
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import puppeteer from 'puppeteer-core';
import { scaleFor, type Engine } from './engine';

const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

export async function firefoxEngine(): Promise<Engine> {
  if (!existsSync(FIREFOX)) throw new Error(`Firefox is missing at ${FIREFOX}: apt-get install firefox-esr (or set FIREFOX_PATH).`);
  const browser = await puppeteer.launch({
    browser: 'firefox',
    protocol: 'webDriverBiDi',
    executablePath: FIREFOX,
    headless: true,
    // German, as the site's visitors ask; scrollbars that float over the page, as on phones and in the other two engines.
    extraPrefsFirefox: { 'intl.accept_languages': 'de-DE', 'ui.useOverlayScrollbars': 1 },
  });
  return {
    name: 'firefox',
    fullPage: true,
    async open(width, height) {
      const page = await browser.newPage();
      await page.setViewport({ width, height, deviceScaleFactor: scaleFor(width) });
      return {
        goto: async (url) => void (await page.goto(url)),
        run: <T>(expression: string) => page.evaluate(expression) as Promise<T>,
        click: (selector) => page.click(selector),
        // Written here: puppeteer-core's own `path` option finds no file system under tsx.
        shoot: async (file, fullPage = false) => writeFile(file, await page.screenshot({ fullPage })),
        close: () => page.close(),
      };
    },
    quit: () => browser.close(),
  };
}
