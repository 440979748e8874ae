import { expect, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { waitUntilAlive } from './helpers';

// A work's page printed (or saved as PDF) is its tear sheet: one A4 page, the work large, its
// words, and who made it and where it lives, without the screen's chrome.

const A4 = { width: 595.28, height: 841.89 };

/** The PDF written to a file of its own, for poppler's tools to read. */
function saved(pdf: Buffer, name: string): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'tear-sheet-')), `${name}.pdf`);
  writeFileSync(file, pdf);
  return file;
}

/** The fonts a PDF embeds, by their PostScript names (without the prefix that marks a subset). */
const embeddedFonts = (file: string) =>
  execFileSync('pdffonts', [file], { encoding: 'utf8' })
    .split('\n')
    .slice(2)
    .filter(Boolean)
    .map((line) => line.split(/\s+/)[0]!.replace(/^[A-Z]{6}\+/, ''));

/**
 * The largest picture a PDF draws, in mm, from its pixels and the resolution it is drawn at
 * (`pdfimages -list` rounds that to whole dots per inch: half a dot's error at most, under a mm).
 */
function largestPicture(file: string) {
  const rows = execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' }).split('\n').slice(2).filter(Boolean);
  const drawn = rows
    .map((row) => row.trim().split(/\s+/))
    .filter((columns) => columns[2] === 'image')
    .map((columns) => ({ width: (Number(columns[3]) / Number(columns[12])) * 25.4, height: (Number(columns[4]) / Number(columns[13])) * 25.4 }));
  return drawn.reduce((largest, picture) => (picture.width * picture.height > largest.width * largest.height ? picture : largest));
}

test('a work’s page prints on exactly one A4 page with its caption, price, the artist’s name, e-mail and the work’s address', async ({ page }) => {
  await page.goto('/werke/alte-buche/');
  await page.locator('main img[fetchpriority="high"]').evaluate((image: HTMLImageElement) => image.decode());
  const pdf = await page.pdf({ format: 'A4', preferCSSPageSize: true });
  const document = await PDFDocument.load(pdf);
  expect(document.getPageCount()).toBe(1);
  const { width, height } = document.getPage(0).getSize();
  expect(Math.round(width)).toBe(Math.round(A4.width));
  expect(Math.round(height)).toBe(Math.round(A4.height));

  const file = saved(pdf, 'alte-buche');
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
  expect(text).toContain('Alte Buche');
  expect(text).toContain('Tusche auf Papier');
  expect(text).toMatch(/Verfügbar · 1\.200 €/);
  // The drawing to scale beside the caption, its width written ('50 × 60 cm' is the caption's).
  expect(text).toMatch(/\b50 cm\b/);
  expect(text).toContain('Hanna Marie Linde · hanna.linde@example.org · https://hanna-linde.example/werke/alte-buche/');
  // None of the screen's chrome: menu, actions, neighbours, footer.
  for (const chrome of ['Menü öffnen', 'Anfrage zu diesem Werk', 'Teilen', 'Drucken', 'Nächstes Werk', 'Impressum', 'Zur Galerie']) expect(text).not.toContain(chrome);
});

test('the work’s page offers to print it, only where scripts run', async ({ page, browser }) => {
  await page.goto('/werke/alte-buche/');
  const print = page.getByRole('button', { name: 'Drucken' });
  await waitUntilAlive(print);
  await page.evaluate(() => {
    (window as Window & { printed?: number }).printed = 0;
    window.print = () => void ((window as Window & { printed?: number }).printed! += 1);
  });
  await print.click();
  await expect.poll(() => page.evaluate(() => (window as Window & { printed?: number }).printed)).toBe(1);

  const withoutScripts = await browser.newContext({ javaScriptEnabled: false });
  const plain = await withoutScripts.newPage();
  await plain.goto(page.url());
  await expect(plain.getByRole('button', { name: 'Drucken' })).toBeHidden();
  await withoutScripts.close();
});

// The stylesheets, and the fonts' faces in them, come after the first paint (scripts/paint-first.ts). A
// browser about to print lays the page out for paper and waits for the fonts that asks for: the
// page names them for print itself, so a visitor who prints at once gets the tear sheet in its fonts.
test('a work’s page printed as soon as it has loaded, before its stylesheets have come, is set in the site’s fonts', async ({ page }) => {
  await page.route(/\.css$/, (route) => route.abort());
  await page.goto('/werke/alte-buche/');
  const file = saved(await page.pdf({ format: 'A4', preferCSSPageSize: true }), 'at-once');
  // The title in Cormorant's italic, the words in Jost; no Times, Liberation or DejaVu.
  expect(embeddedFonts(file).sort()).toEqual(['CormorantGaramondLight-LightItalic', 'Jost-Light']);
});

test('the print button waits for the fonts before it asks the browser to print', async ({ page }) => {
  // The fonts are slow to come; the button is pressed before they have.
  let fontsMayCome!: () => void;
  const fontsHeld = new Promise<void>((resolve) => (fontsMayCome = resolve));
  await page.route(/\.woff2$/, async (route) => {
    await fontsHeld;
    await route.continue();
  });
  await page.goto('/werke/alte-buche/', { waitUntil: 'domcontentloaded' });
  const print = page.getByRole('button', { name: 'Drucken' });
  await waitUntilAlive(print);
  const family = await page.getByRole('heading', { level: 1 }).evaluate((title) => getComputedStyle(title).fontFamily.split(',')[0]!.trim().replace(/^"|"$/g, ''));
  await page.evaluate((name) => {
    // What the page would be printed in: whether the title's italic face had come.
    window.print = () => {
      const italic = [...document.fonts].some((face) => face.family === name && face.style === 'italic' && face.status === 'loaded');
      (window as Window & { printedInItalic?: boolean }).printedInItalic = italic;
    };
  }, family);
  await print.click();
  expect(await page.evaluate(() => (window as Window & { printedInItalic?: boolean }).printedInItalic)).toBeUndefined();
  fontsMayCome();
  await expect.poll(() => page.evaluate(() => (window as Window & { printedInItalic?: boolean }).printedInItalic)).toBe(true);
});

// The picture's size on the screen follows the window (its file is chosen for it, `sizes`); on
// paper it follows the sheet: a landscape work fills the printable width (A4 less 15 mm each side),
// a portrait one stands 170 mm tall, and the sheet stays one page, whatever the window.
test('the tear sheet’s picture is sized by the sheet, not by the window it was printed from', async ({ page }) => {
  for (const window of [page.viewportSize()!, { width: 1920, height: 1080 }]) {
    await page.setViewportSize(window);
    for (const [slug, side, expected] of [['birke-am-hang', 'width', 180], ['alte-buche', 'height', 170]] as const) {
      await page.goto(`/werke/${slug}/`);
      await page.locator('main img[fetchpriority="high"]').evaluate((image: HTMLImageElement) => image.decode());
      const pdf = await page.pdf({ format: 'A4', preferCSSPageSize: true });
      expect((await PDFDocument.load(pdf)).getPageCount(), `${slug} from ${window.width} px`).toBe(1);
      const picture = largestPicture(saved(pdf, slug));
      expect(Math.abs(picture[side] - expected), `${slug}'s ${side} from ${window.width} px: ${picture[side].toFixed(1)} mm`).toBeLessThan(1.5);
    }
  }
});
