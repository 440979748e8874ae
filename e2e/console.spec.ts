import { expect, type Page, test } from '@playwright/test';
import { waitForHydration } from './helpers';

/**
 * The preloaded fonts that the page has not set a word in, once it has come whole: its stylesheets
 * in (they follow the first paint, scripts/paint-first.ts), laid out, and every font it asked for
 * loaded. A preload that nothing uses costs a visitor the file, and Chromium warns of it.
 */
async function unusedFontPreloads(page: Page): Promise<string[]> {
  await page.waitForFunction(() => {
    const sheets = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];
    return document.querySelector('link[rel="preload"][as="font"]') !== null && sheets.length > 0 && sheets.every((sheet) => sheet.sheet !== null);
  });
  return page.evaluate(async () => {
    // Reading a size lays the page out, which starts the loads of the faces its words need.
    void document.body.offsetHeight;
    await document.fonts.ready;
    const rules = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules]).filter((rule): rule is CSSFontFaceRule => rule instanceof CSSFontFaceRule);
    const fileOf = (rule: CSSFontFaceRule) => /url\("?([^")]+)"?\)/.exec(rule.style.getPropertyValue('src'))?.[1];
    const unquoted = (family: string) => family.replace(/^"(.*)"$/, '$1');
    const loaded = (rule: CSSFontFaceRule) =>
      [...document.fonts].some(
        (face) =>
          face.status === 'loaded' &&
          unquoted(face.family) === unquoted(rule.style.getPropertyValue('font-family')) &&
          face.style === (rule.style.getPropertyValue('font-style') || 'normal') &&
          face.weight === (rule.style.getPropertyValue('font-weight') || 'normal'),
      );
    const preloads = [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="font"]')].map((link) => link.href);
    return preloads.filter((href) => !rules.some((rule) => fileOf(rule) && new URL(fileOf(rule)!, rule.parentStyleSheet?.href ?? document.baseURI).href === href && loaded(rule)));
  });
}

for (const address of ['/', '/impressum/', '/datenschutz/', '/category/', '/werke/', '/werke/alte-buche/', '/ausstellungen/wurzelwerk-2027/']) {
  test(`loading ${address} leaves the console quiet and uses every font it preloads`, async ({ page }) => {
    const messages: string[] = [];
    page.on('console', (message) => ['warning', 'error'].includes(message.type()) && messages.push(`${message.type()}: ${message.text()}`));
    page.on('pageerror', (error) => messages.push(`uncaught: ${error.message}`));
    await page.goto(address, { waitUntil: 'load' });
    await waitForHydration(page);
    if (address === '/') {
      for (const id of ['info', 'gallery', 'exhibitions']) await page.locator(`#${id}`).scrollIntoViewIfNeeded();
      // Nearing them refreshes the gallery and the exhibitions from the server: their files and the schemas come and go.
      await page.waitForLoadState('networkidle');
    }
    expect(await unusedFontPreloads(page)).toEqual([]);
    expect(messages).toEqual([]);
  });
}
