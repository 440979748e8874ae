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

test('a work’s page prints on exactly one A4 page with its caption, price, the artist’s name, e-mail and the work’s address', async ({ page }) => {
  await page.goto('/werke/alte-buche/');
  await page.locator('main img[fetchpriority="high"]').evaluate((image: HTMLImageElement) => image.decode());
  const pdf = await page.pdf({ format: 'A4', preferCSSPageSize: true });
  const document = await PDFDocument.load(pdf);
  expect(document.getPageCount()).toBe(1);
  const { width, height } = document.getPage(0).getSize();
  expect(Math.round(width)).toBe(Math.round(A4.width));
  expect(Math.round(height)).toBe(Math.round(A4.height));

  const file = path.join(mkdtempSync(path.join(tmpdir(), 'tear-sheet-')), 'alte-buche.pdf');
  writeFileSync(file, pdf);
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
  expect(text).toContain('Alte Buche');
  expect(text).toContain('Tusche auf Papier');
  expect(text).toMatch(/Verfügbar · 1\.200 €/);
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
  expect(await page.evaluate(() => (window as Window & { printed?: number }).printed)).toBe(1);

  const withoutScripts = await browser.newContext({ javaScriptEnabled: false });
  const plain = await withoutScripts.newPage();
  await plain.goto(page.url());
  await expect(plain.getByRole('button', { name: 'Drucken' })).toBeHidden();
  await withoutScripts.close();
});
