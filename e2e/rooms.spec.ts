import { expect, test } from '@playwright/test';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expectNoViolations, waitUntilAlive, watchErrors } from './helpers';

const ROOT = path.join(__dirname, '..');
const OUT = path.join(ROOT, 'out');
const SITE = 'https://hanna-linde.example';

/** A room as the artist wrote it, the placeholders' own: one open until the last day of 2099, one closed since November 2026, on any day the site is built. */
type RoomFile = { title: string; works: string[]; until: string; key: string };
const room = (name: string): RoomFile => JSON.parse(readFileSync(path.join(ROOT, 'content', 'rooms', `${name}.json`), 'utf8'));
const open = room('familie-berger');
const closed = room('galerie-am-markt');
const address = ({ key }: RoomFile) => `/raum/${key}/`;

test('an open room shows its note and each work large, with its caption, status, price and inquiry', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto(address(open));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Für Familie Berger');
  await expect(page.getByRole('main')).toContainText('Ein Vorschlag für Ihr Treppenhaus');
  await expect(page.getByRole('main')).toContainText('Zu sehen bis zum 31. Dezember 2099');
  const works = page.getByRole('region', { name: 'Die ausgewählten Werke' }).getByRole('article');
  // In the order the artist chose them.
  await expect(works.getByRole('heading', { level: 2 })).toHaveText(['Abendeiche', 'Alte Buche', 'Kastanie']);
  await expect(works.nth(0)).toContainText('2023 · Öl auf Leinwand · 60 × 70 cm');
  await expect(works.nth(0)).toContainText('Verfügbar · 2.400 €');
  await expect(works.nth(2)).toContainText('Verfügbar · Preis auf Anfrage');

  // The inquiry names the work and its public page, never the room.
  const inquiry = decodeURIComponent((await works.nth(0).getByRole('link', { name: 'Anfrage zu diesem Werk' }).getAttribute('href'))!);
  expect(inquiry).toMatch(/^mailto:[^?]+@[^?]+\?subject=Anfrage zu „Abendeiche“ \(2023\)&body=/);
  expect(inquiry).toContain(`${SITE}/werke/abendeiche/`);
  expect(inquiry).not.toContain(open.key);

  // Large: the column's whole width beside the navigation bar on a phone, or the screen's height on a wide screen.
  const picture = works.nth(0).locator('picture img');
  await expect(picture).toHaveJSProperty('complete', true);
  const box = (await picture.boundingBox())!;
  const column = (await page.getByRole('region', { name: 'Die ausgewählten Werke' }).boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(box.width >= column.width - 1 || box.height >= viewport.height * 0.7).toBe(true);
  // The title and the works start on the frame's left line, where the artist's name does, as on every page.
  const line = (await page.getByRole('link', { name: 'Hanna Marie Linde' }).boundingBox())!.x;
  const title = (await page.getByRole('heading', { level: 1 }).boundingBox())!.x;
  expect([Math.round(title - line), Math.round(box.x - line)]).toEqual([0, 0]);
  expect(errors).toEqual([]);
});

test('a room is for no search engine: noindex in its page and in its header, and no canonical address', async ({ page }) => {
  for (const entry of [open, closed]) {
    const response = await page.goto(address(entry));
    expect(response!.headers()['x-robots-tag']).toBe('noindex, nofollow');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
  }
});

test('an expired room says kindly that it is closed, shows no works, and offers to write', async ({ page, request }) => {
  const errors = watchErrors(page);
  await page.goto(address(closed));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Für die Galerie am Markt');
  await expect(page.getByRole('main')).toContainText('Diese Auswahl war bis zum 31. Oktober 2026 zu sehen und ist nun geschlossen.');
  await expect(page.getByRole('main').locator('img')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Anfrage zu diesem Werk' })).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('link', { name: 'E-Mail schreiben' })).toHaveAttribute('href', /^mailto:.+\?subject=F%C3%BCr%20die%20Galerie%20am%20Markt$/);
  // Nor does its page carry them for a script to show.
  const html = await (await request.get(address(closed))).text();
  for (const work of closed.works) expect(html).not.toContain(work);
  expect(errors).toEqual([]);
});

test.describe('between builds, the room checks the day after load', () => {
  test('on its last day, late in the evening in Germany, it is still open', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2099-12-31T23:30:00+01:00'));
    await page.goto(address(open));
    await waitUntilAlive(page.getByRole('button', { name: 'Teilen' }).first());
    await expect(page.getByRole('region', { name: 'Die ausgewählten Werke' }).getByRole('article')).toHaveCount(3);
    await expect(page.getByRole('main')).not.toContainText('geschlossen');
  });

  test('from the next day in Germany (still 31 December in UTC) it is closed and shows no works', async ({ page }) => {
    const errors = watchErrors(page);
    await page.clock.setFixedTime(new Date('2100-01-01T00:30:00+01:00'));
    await page.goto(address(open));
    await expect(page.getByRole('main')).toContainText('Diese Auswahl war bis zum 31. Dezember 2099 zu sehen und ist nun geschlossen.');
    await expect(page.getByRole('region', { name: 'Die ausgewählten Werke' })).toHaveCount(0);
    await expect(page.getByRole('main').locator('img')).toHaveCount(0);
    await expect(page.getByRole('main')).not.toContainText('Ein Vorschlag für Ihr Treppenhaus');
    expect(errors).toEqual([]);
  });
});

/** Every file of the export, as paths under out/. */
const exported = () =>
  readdirSync(OUT, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(OUT, path.join(entry.parentPath, entry.name)));

test('no file of the site gives a room’s address away: not the sitemap, the feed, the page of all works, the editor’s configuration, nor any other', () => {
  const files = exported();
  // The walk reaches the files that list the site's pages.
  expect(files).toEqual(expect.arrayContaining(['sitemap.xml', 'feed.xml', 'robots.txt', '_headers', 'index.html', 'werke/index.html', 'admin/config.yml', '404.html']));
  expect(files.filter((file) => file.startsWith('_next/')).length).toBeGreaterThan(10);
  for (const entry of [open, closed]) {
    const own = `raum/${entry.key}/`;
    expect(existsSync(path.join(OUT, own, 'index.html'))).toBe(true);
    const naming = files.filter((file) => !file.startsWith(own) && readFileSync(path.join(OUT, file)).includes(entry.key));
    expect({ room: entry.title, naming }).toEqual({ room: entry.title, naming: [] });
  }
});

test('a room leads home, and an address under /raum/ that is no room’s is not found', async ({ page }) => {
  await page.goto(address(open));
  await page.getByRole('link', { name: 'Hanna Marie Linde' }).click();
  await expect(page).toHaveURL(/\/$/);
  const response = await page.goto(`/raum/${'a'.repeat(26)}/`);
  expect(response!.status()).toBe(404);
});

test('the folder of the rooms lists none of them, where a host would list a folder without a page', async ({ request }) => {
  const folder = await (await request.get('/raum/')).text();
  expect(folder).toContain('Diese Seite gibt es nicht');
  for (const entry of [open, closed]) expect(folder).not.toContain(entry.key);
});

test('axe finds no violation in an open room', async ({ page }) => {
  await page.goto(address(open));
  await waitUntilAlive(page.getByRole('button', { name: 'Teilen' }).first());
  await expectNoViolations(page);
});

test('axe finds no violation in a closed room', async ({ page }) => {
  await page.goto(address(closed));
  await expectNoViolations(page);
});
