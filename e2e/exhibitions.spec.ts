import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { nameExhibitions } from '../lib/domain/exhibitions';
import type { Exhibition } from '../lib/domain/types';
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
    expect(html).toContain(`<link rel="canonical" href="${SITE}${address}"/>`);
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
