import { expect, test } from '@playwright/test';

// The titles are set in Cormorant Garamond's own italic (components/frame/fonts.ts), not in its upright letters
// slanted by the browser.

test('a work’s title is drawn in Cormorant’s italic, not in its upright letters slanted', async ({ page }) => {
  await page.goto('/werke/kirschbaum-in-bluete/');
  const title = page.getByRole('heading', { level: 1, name: 'Kirschbaum in Blüte' });
  await expect(title).toHaveCSS('font-style', 'italic');
  // The display font's family, as the title names it first.
  const family = await title.evaluate((element) => getComputedStyle(element).fontFamily.split(',')[0]!.trim().replace(/^"|"$/g, ''));
  const italicLoaded = () => page.evaluate((name) => [...document.fonts].some((face) => face.family === name && face.style === 'italic' && face.status === 'loaded'), family);
  await expect.poll(italicLoaded).toBe(true);
  expect(await page.evaluate((name) => document.fonts.check(`italic 300 1em "${name}"`), family)).toBe(true);

  // The font Chromium drew the title's letters with.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: 'main h1' });
  const drawnWith = async () => (await cdp.send('CSS.getPlatformFontsForNode', { nodeId })).fonts.map((font) => font.postScriptName);
  await expect.poll(drawnWith).toEqual(['CormorantGaramondLight-LightItalic']);
});
