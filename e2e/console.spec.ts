import { expect, type Page, test } from '@playwright/test';
import { waitForHydration } from './helpers';

/**
 * What the page preloads and has not used: Chromium warns of each such preload three seconds after
 * the load event. Asked of the page itself, so the test waits for the preloads to be used, not for
 * the warning's timer: a font preload is used once a face with its file has loaded, any other once
 * an element of the page takes it.
 */
function unusedPreloads(page: Page) {
  return page.evaluate(() => {
    const used = new Set<string>();
    const absolute = (url: string, base = document.baseURI) => new URL(url, base).href;
    for (const element of document.querySelectorAll<HTMLElement>('script[src], link[rel="stylesheet"][href], img')) {
      const source = element instanceof HTMLScriptElement ? element.src : element instanceof HTMLLinkElement ? element.href : (element as HTMLImageElement).currentSrc;
      if (source) used.add(absolute(source));
    }
    const loadedFaces = [...document.fonts].filter((face) => face.status === 'loaded');
    for (const sheet of document.styleSheets) {
      for (const rule of sheet.cssRules) {
        if (!(rule instanceof CSSFontFaceRule)) continue;
        const described = (property: string, fallback: string) => rule.style.getPropertyValue(property).replace(/["']/g, '').trim() || fallback;
        const loaded = loadedFaces.some(
          (face) => face.family.replace(/["']/g, '') === described('font-family', '') && face.weight === described('font-weight', 'normal') && face.style === described('font-style', 'normal'),
        );
        const files = [...rule.style.getPropertyValue('src').matchAll(/url\(["']?([^"')]+)["']?\)/g)].map(([, url]) => absolute(url!, sheet.href ?? document.baseURI));
        if (loaded) for (const file of files) used.add(file);
      }
    }
    return [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => link.href).filter((href) => !used.has(href));
  });
}

for (const address of ['/', '/impressum/', '/datenschutz/', '/category/', '/werke/', '/werke/alte-buche/']) {
  test(`loading ${address} leaves the console quiet: no warning, no error, no preload unused`, async ({ page }) => {
    const messages: string[] = [];
    page.on('console', (message) => ['warning', 'error'].includes(message.type()) && messages.push(`${message.type()}: ${message.text()}`));
    page.on('pageerror', (error) => messages.push(`uncaught: ${error.message}`));
    await page.goto(address, { waitUntil: 'load' });
    if (address === '/') {
      await waitForHydration(page);
      for (const id of ['info', 'gallery', 'exhibitions']) await page.locator(`#${id}`).scrollIntoViewIfNeeded();
    }
    await expect.poll(() => unusedPreloads(page)).toEqual([]);
    expect(messages).toEqual([]);
  });
}
