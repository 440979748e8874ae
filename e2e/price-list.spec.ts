import { expect, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gallery } from './helpers';

// The price list as a collector reads it: out/preisliste.pdf as text (poppler's pdftotext, which
// harness/ensure-poppler.mts installs), against the catalogue the site was built from.
const PDF = path.join(__dirname, '..', 'out', 'preisliste.pdf');
const site = JSON.parse(readFileSync(path.join(__dirname, '..', 'content', 'site.json'), 'utf8')) as { name: string; email: string; linkPriceList?: boolean };
const poppler = (tool: string, ...args: string[]) => execFileSync(tool, [...args, PDF], { encoding: 'utf8' });
/** The text in reading order (or as laid out on the page), line by line, with its no-break spaces as plain ones. */
const lines = (mode: 'reading' | 'layout' = 'reading') =>
  execFileSync('pdftotext', [...(mode === 'layout' ? ['-layout'] : []), '-enc', 'UTF-8', PDF, '-'], { encoding: 'utf8' })
    .replace(/\u00a0/g, ' ')
    .split('\n')
    .map((line) => line.trim());

const works = gallery.flatMap((category) => category.pictures);
const available = works.filter((work) => work.status === 'verfügbar');
const unavailable = works.filter((work) => work.status !== 'verfügbar');
/** What a title says on its row: 'Alte Buche (2025)'. */
const titleLine = (work: (typeof works)[number]) => (work.year === undefined ? work.title! : `${work.title} (${work.year})`);
const expectedPrice = (price: number | string | undefined) => (typeof price === 'number' ? `${price.toLocaleString('de-DE')} €` : 'Preis auf Anfrage');

test.describe('the price list (preisliste.pdf)', () => {
  test('lists every available work with its title, year, technique, size and price on its row', () => {
    expect(available.length).toBeGreaterThan(0);
    const text = lines();
    const table = lines('layout').map((line) => line.replace(/\s{2,}/g, ' | '));
    for (const work of available) {
      expect(text).toContain(titleLine(work));
      expect(table).toContain(`${titleLine(work)} | ${expectedPrice(work.price)}`);
      for (const detail of [work.technique, work.size]) if (detail) expect(text).toContain(detail);
    }
  });

  test('never lists a sold, reserved, unverkäuflich work, nor one without a status', () => {
    expect(unavailable.map((work) => work.status)).toEqual(expect.arrayContaining(['verkauft', 'reserviert', 'unverkäuflich']));
    const text = lines();
    for (const work of unavailable) {
      expect(text).not.toContain(work.title);
      expect(text).not.toContain(titleLine(work));
    }
  });

  test('is headed by her name, e-mail, the site and the day it was made, and numbers its pages', () => {
    const text = lines();
    const made = new Intl.DateTimeFormat('de-DE', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Berlin' }).format(statSync(PDF).mtime);
    expect(text.slice(0, 3)).toEqual([site.name, `Preisliste, Stand: ${made}`, expect.stringContaining(site.email)]);
    expect(text).toContainEqual(expect.stringMatching(/^Seite 1 von \d+$/));
  });

  test('is A4, in the site’s own fonts, embedded, and small enough to send', () => {
    expect(poppler('pdfinfo')).toMatch(/Page size:\s+595\.28 x 841\.89 pts \(A4\)/);
    const fonts = poppler('pdffonts').split('\n').slice(2).filter(Boolean);
    expect(fonts.map((line) => line.split(/[-\s]/)[0]).sort()).toEqual(['CormorantGaramondLight', 'Jost', 'Jost']);
    for (const line of fonts) expect(line).toMatch(/\byes\s+\w+\s+yes\b/);
    expect(statSync(PDF).size).toBeLessThan(1_000_000);
  });

  test('is linked beside the CV as content/site.json says, and the link opens the list', async ({ page, request }) => {
    await page.goto('/#info');
    const link = page.locator('#info').getByRole('link', { name: 'Preisliste (PDF)' });
    await expect(link).toHaveCount(site.linkPriceList ? 1 : 0);
    if (!site.linkPriceList) return;
    await expect(link).toHaveAttribute('target', '_blank');
    const response = await request.get((await link.getAttribute('href'))!);
    expect(response.headers()['content-type']).toContain('application/pdf');
    expect(Buffer.compare(await response.body(), readFileSync(PDF))).toBe(0);
  });
});
