import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { nameExhibitions } from '@/lib/domain/exhibitions';
import type { Exhibition } from '@/lib/domain/types';
import { watchErrors } from './helpers';

const SITE = 'https://hanna-linde.example';
const exhibitions = nameExhibitions(JSON.parse(readFileSync(path.join(__dirname, '..', 'public/assets/exhibitions.json'), 'utf8')) as Exhibition[]);
const withPages = exhibitions.filter((exhibition) => exhibition.slug !== null);

type Node = Record<string, unknown>;

test('every exhibition with more than a line has its page: title, days, place, works, its event for search engines, and a place in the sitemap', async ({
  request,
}) => {
  expect(withPages.length).toBeGreaterThan(0);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const exhibition of withPages) {
    const address = `/ausstellungen/${exhibition.slug}/`;
    const response = await request.get(address);
    expect(response.status(), address).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<title>${exhibition.title} – Hanna Marie Linde</title>`);
    expect(html).toContain(`<link rel="canonical" href="${SITE}${address}"`);
    expect(sitemap).toContain(`<loc>${SITE}${address}</loc>`);
    const data: Node = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)![1]!);
    expect(data).toMatchObject({
      '@type': 'ExhibitionEvent',
      name: exhibition.title,
      url: `${SITE}${address}`,
      startDate: exhibition.from,
      endDate: exhibition.to,
      location: { '@type': 'Place', name: exhibition.venue, address: { '@type': 'PostalAddress', addressCountry: 'DE', postalCode: expect.stringMatching(/^\d{5}$/) } },
      performer: { '@type': 'Person', name: 'Hanna Marie Linde' },
    });
    expect((data.workFeatured as Node[]).map((work) => work.url)).toEqual(exhibition.works!.map((slug) => `${SITE}/werke/${slug}/`));
  }
});

test('a visitor walks from an exhibition to a work it shows and back', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/ausstellungen/wurzelwerk-2027/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wurzelwerk');
  const facts = page.getByRole('definition');
  await expect(facts.nth(0)).toHaveText('12. März – 30. April 2027');
  await expect(facts.nth(1)).toHaveText('Freitag, 12. März 2027, 19:00 Uhr');
  await expect(facts.nth(2)).toContainText('Schloßplatz 7, 29221 Celle');
  const works = page.getByRole('region', { name: 'Gezeigte Werke' });
  // The pictures, each whole; the titles beside them name the links.
  await expect(works.locator('picture img')).toHaveCount(3);
  for (const picture of await works.locator('picture img').all()) await expect(picture).toHaveJSProperty('complete', true);
  await works.getByRole('link', { name: 'Kopfweide' }).click();
  await expect(page).toHaveURL(/\/werke\/kopfweide\/$/);
  const shown = page.getByRole('region', { name: 'Ausgestellt' });
  await expect(shown).toContainText('Wurzelwerk, Kunstverein Celle, 2027');
  await shown.getByRole('link', { name: 'Wurzelwerk' }).click();
  await expect(page).toHaveURL(/\/ausstellungen\/wurzelwerk-2027\/$/);
  await page.getByRole('link', { name: 'Zu den Ausstellungen' }).click();
  await expect(page).toHaveURL(/\/#exhibitions$/);
  expect(errors).toEqual([]);
});

test('the home page names what is on and what comes next above the gallery, and lists the shows by phase', async ({ page }) => {
  // The placeholder content's shows, on the day the build and this test are set for.
  await page.clock.setFixedTime(new Date('2026-11-23T12:00:00+01:00'));
  await page.goto('/');
  const highlight = page.getByRole('region', { name: 'Ausstellungen jetzt und demnächst' });
  await expect(highlight.getByRole('heading', { level: 2 })).toHaveText(['Wurzeln und Kronen', 'Wurzelwerk']);
  await expect(highlight.getByRole('article').first()).toContainText('Jetzt zu sehen');
  await expect(highlight.getByRole('article').nth(1)).toContainText('Eröffnung: Freitag, 12. März 2027, 19:00 Uhr');
  // Above the gallery.
  const [highlightBox, galleryBox] = await Promise.all([highlight.boundingBox(), page.locator('#gallery').boundingBox()]);
  expect(highlightBox!.y).toBeLessThan(galleryBox!.y);
  const list = page.locator('#exhibitions');
  await expect(list.getByRole('heading', { level: 3 })).toHaveText(['Demnächst', 'Jetzt zu sehen', 'Vergangene Ausstellungen']);
  await highlight.getByRole('link', { name: /Mehr zur Ausstellung.*Wurzelwerk/ }).click();
  await expect(page).toHaveURL(/\/ausstellungen\/wurzelwerk-2027\/$/);
});

test('between builds, the page checks the dates after load: an ended show is not on, a begun one no longer to come', async ({ page }) => {
  const errors = watchErrors(page);
  // Read on 20 March 2027 a page built in November 2026: Wurzeln und Kronen ended in January, Wurzelwerk began.
  await page.clock.setFixedTime(new Date('2027-03-20T12:00:00+01:00'));
  await page.goto('/');
  const highlight = page.getByRole('region', { name: 'Ausstellungen jetzt und demnächst' });
  await expect(highlight.getByRole('heading', { level: 2 })).toHaveText(['Wurzelwerk']);
  await expect(highlight).toContainText('Jetzt zu sehen');
  const list = page.locator('#exhibitions');
  await expect(list.getByRole('heading', { level: 3 })).toHaveText(['Jetzt zu sehen', 'Vergangene Ausstellungen']);
  await expect(list.locator('section').first().getByRole('listitem')).toHaveText([/^2027Wurzelwerk/]);
  expect(errors).toEqual([]);
});

test('"In den Kalender" gives the run and the opening as an iCalendar file: CRLF lines of at most 75 octets', async ({ page, request }) => {
  await page.goto('/ausstellungen/wurzelwerk-2027/');
  const href = (await page.getByRole('link', { name: 'In den Kalender' }).getAttribute('href'))!;
  expect(href).toBe('/ausstellungen/wurzelwerk-2027/wurzelwerk-2027.ics');
  const response = await request.get(href);
  expect(response.headers()['content-type']).toMatch(/^text\/calendar/);
  const file = await response.text();
  expect(file.endsWith('END:VCALENDAR\r\n')).toBe(true);
  const lines = file.slice(0, -2).split('\r\n');
  expect(lines.every((line) => !line.includes('\n') && Buffer.byteLength(line) <= 75)).toBe(true);
  const unfolded = file.replace(/\r\n /g, '');
  // Its lasting tag: the day it was first published and its first address.
  expect(unfolded).toMatch(/UID:tag:hanna-linde\.example,\d{4}-\d{2}-\d{2}:\/ausstellungen\/wurzelwerk-2027\/\r\nDTSTAMP:/);
  expect(unfolded).toMatch(/DTSTAMP:\d{8}T\d{6}Z\r\n/);
  expect(unfolded).toContain('DTSTART;VALUE=DATE:20270312\r\nDTEND;VALUE=DATE:20270501\r\nSUMMARY:Wurzelwerk\r\n');
  expect(unfolded).toContain('LOCATION:Kunstverein Celle\\, Schloßplatz 7\\, 29221 Celle\r\n');
  expect(unfolded).toContain('DTSTART;TZID=Europe/Berlin:20270312T190000\r\nDURATION:PT2H\r\nSUMMARY:Eröffnung: Wurzelwerk\r\n');
  // A show that is over has none.
  await page.goto('/ausstellungen/lichtungen-2026/');
  await expect(page.getByRole('link', { name: 'In den Kalender' })).toHaveCount(0);
});

test('the Atom feed holds the new works and exhibitions, and every page names it in its head', async ({ page, request }) => {
  const response = await request.get('/feed.xml');
  // A static host types the file by its ending, .xml; feed readers read either.
  expect(response.headers()['content-type']).toMatch(/^application\/(atom\+)?xml/);
  const feed = await response.text();
  await page.goto('/');
  // Well-formed XML, read as the browser reads it.
  const links = await page.evaluate((xml) => {
    const document = new DOMParser().parseFromString(xml, 'application/xml');
    if (document.querySelector('parsererror')) return null;
    return [...document.querySelectorAll('entry > link')].map((link) => link.getAttribute('href'));
  }, feed);
  expect(links).toContain('https://hanna-linde.example/ausstellungen/wurzelwerk-2027/');
  expect(links).toContain('https://hanna-linde.example/werke/kopfweide/');
  for (const address of ['/', '/werke/', '/werke/kopfweide/', '/ausstellungen/wurzelwerk-2027/', '/impressum/']) {
    await page.goto(address);
    await expect(page.locator('head link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute('href', 'https://hanna-linde.example/feed.xml');
  }
});
