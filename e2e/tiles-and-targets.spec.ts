import { expect, test, type Locator } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { flattenPictures } from '@/lib/domain/gallery';
import { pictureSlugs } from '@/lib/domain/viewer';
import type { Exhibition } from '@/lib/domain/types';
import { gallery, isPhone, waitForGallery } from './helpers';

// Issue #35 §4: a collector sees at a glance, in every tile of a work, what is still to be had; and
// a thumb finds every link a phone offers.

const ROOT = path.join(__dirname, '..');
const works = flattenPictures(gallery);
const slugs = pictureSlugs(works);
/** What a screen reader hears after a tile's name, in the German pages' words. */
const SAID = { verkauft: '(verkauft)', reserviert: '(reserviert)' } as const;
/** The works the placeholder content has sold or reserved (Birke am Hang, Eiche im Wind, Sommerlinde, Blutbuche). */
const spokenFor = works.flatMap((work, index) =>
  work.status === 'verkauft' || work.status === 'reserviert' ? [{ ...work, status: work.status, slug: slugs[index]!, index }] : [],
);

const exhibition: Exhibition = (JSON.parse(readFileSync(path.join(ROOT, 'public/assets/exhibitions.json'), 'utf8')) as Exhibition[]).find(
  (entry) => entry.title === 'Wurzelwerk',
)!;
const openRoom: { key: string; works: string[] } = JSON.parse(readFileSync(path.join(ROOT, 'content/rooms/familie-berger.json'), 'utf8'));

/** The dot in a tile: the galleries' red one, full or half, for the eye only. */
const dotIn = (tile: Locator) => tile.locator('[data-status]');

async function expectMarked(holder: Locator, status: keyof typeof SAID) {
  const dot = dotIn(holder);
  await expect(dot).toHaveAttribute('data-status', status);
  await expect(dot).toBeVisible();
  // Its words say it: the dot itself is not read out.
  expect(await dot.evaluate((element) => element.closest('[aria-hidden="true"]') !== null)).toBe(true);
}

test.describe('a sold or reserved work shows the red dot, and says so, in every tile', () => {
  test('on the page of all works', async ({ page }) => {
    expect(spokenFor.length).toBeGreaterThan(0);
    await page.goto('/werke/');
    for (const work of spokenFor) {
      const tile = page.getByRole('main').locator(`a[href="/werke/${work.slug}/"]`);
      await expect(tile).toHaveAccessibleName(`${work.title} ${SAID[work.status]}`);
      await expectMarked(tile, work.status);
    }
    // And no other: a work still to be had carries none.
    await expect(dotIn(page.getByRole('main'))).toHaveCount(spokenFor.length);
  });

  test("in the home page's gallery, on a phone's squares and beside a slide's title", async ({ page }, testInfo) => {
    await page.goto('/');
    await waitForGallery(page);
    await page.locator('#gallery').scrollIntoViewIfNeeded();
    const carousel = page.locator('#gallery [data-layout]');
    // Every work's tile is there once the gallery file has come: the phone's every category, the desktop's every slide.
    await expect(carousel.locator('[data-picture]')).toHaveCount(works.length);
    for (const work of spokenFor) {
      const tile = carousel.locator(`a[data-picture="${work.index}"]`);
      await expect(tile).toHaveAccessibleName(`${work.alt} ${SAID[work.status]}`);
      // On a desktop slide the dot stands beside the title beneath the picture.
      const slide = carousel.locator('[aria-roledescription="Folie"]').filter({ has: page.locator(`a[data-picture="${work.index}"]`) });
      await expectMarked(isPhone(testInfo) ? tile : slide.locator('p'), work.status);
    }
    await expect(dotIn(carousel)).toHaveCount(spokenFor.length);
  });

  test("on an exhibition's page, among the works it shows", async ({ page }) => {
    const shown = spokenFor.filter((work) => exhibition.works!.includes(work.slug));
    expect(shown.map((work) => work.title)).toEqual(['Birke am Hang']);
    await page.goto('/ausstellungen/wurzelwerk-2027/');
    const region = page.getByRole('region', { name: 'Gezeigte Werke' });
    for (const work of shown) {
      const tile = region.locator(`a[href="/werke/${work.slug}/"]`);
      await expect(tile).toHaveAccessibleName(`${work.title} ${SAID[work.status]}`);
      await expectMarked(tile, work.status);
    }
    await expect(dotIn(region)).toHaveCount(shown.length);
  });

  // The placeholder content's open room holds only works still to be had, so here it shows none
  // marked; room-work.test.tsx marks a sold and a reserved one.
  test('in a viewing room, in the caption of each work, as on its page', async ({ page }) => {
    await page.goto(`/raum/${openRoom.key}/`);
    const articles = page.getByRole('region', { name: 'Die ausgewählten Werke' }).getByRole('article');
    await expect(articles).toHaveCount(openRoom.works.length);
    for (const [index, slug] of openRoom.works.entries()) {
      const work = spokenFor.find((candidate) => candidate.slug === slug);
      const article = articles.nth(index);
      if (work) {
        await expectMarked(article, work.status);
        await expect(article.getByRole('figure')).toContainText(work.status === 'verkauft' ? 'Verkauft' : 'Reserviert');
      } else {
        await expect(dotIn(article)).toHaveCount(0);
      }
    }
  });
});

/**
 * Where a thumb lands on the link: the points near the edges and corners of a 44 px square centred on
 * it, each of which must take the link (its own box, or the hit area it reaches with).
 */
async function missedPoints(link: Locator) {
  await link.scrollIntoViewIfNeeded();
  return link.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const [x, y] = [box.left + box.width / 2, box.top + box.height / 2];
    const reach = 21.5;
    const points = [-reach, 0, reach].flatMap((dx) => [-reach, 0, reach].map((dy) => [x + dx, y + dy] as const));
    return points.filter(([px, py]) => {
      const hit = document.elementFromPoint(px, py);
      return !hit || !element.contains(hit);
    }).map(([px, py]) => `${Math.round(px - x)},${Math.round(py - y)}`);
  });
}

/** Any other link or button within the 44 px square centred on the link, which a thumb meant for it could hit instead. */
async function neighboursWithin(link: Locator) {
  return link.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const [x, y] = [box.left + box.width / 2, box.top + box.height / 2];
    const target = { left: Math.min(box.left, x - 22), right: Math.max(box.right, x + 22), top: Math.min(box.top, y - 22), bottom: Math.max(box.bottom, y + 22) };
    return [...document.querySelectorAll('a, button')]
      .filter((other) => other !== element && !other.contains(element) && !element.contains(other))
      .filter((other) => {
        const rect = other.getBoundingClientRect();
        return rect.width > 0 && rect.left < target.right && rect.right > target.left && rect.top < target.bottom && rect.bottom > target.top;
      })
      .map((other) => other.textContent || other.getAttribute('aria-label'));
  });
}

async function expectThumbSized(link: Locator) {
  await expect(link).toBeVisible();
  // The page's stylesheets come after its first paint: until then a link is only as large as its words.
  await expect.poll(() => missedPoints(link)).toEqual([]);
  expect(await neighboursWithin(link)).toEqual([]);
}

test.describe('a thumb finds every link: at least 44 px high, and as wide where its word is short', () => {
  test("the exhibitions' titles in the home page's list", async ({ page }) => {
    await page.goto('/');
    const titles = page.locator('#exhibitions').getByRole('link');
    await expect(titles).toHaveText(['Wurzelwerk', 'Wurzeln und Kronen', 'Lichtungen']);
    for (const title of await titles.all()) await expectThumbSized(title);
  });

  test("the exhibition a work's page names as having shown it", async ({ page }) => {
    await page.goto('/werke/kopfweide/');
    await expectThumbSized(page.getByRole('region', { name: 'Ausgestellt' }).getByRole('link', { name: 'Wurzelwerk' }));
  });

  test("the footer's link to the other language", async ({ page }) => {
    for (const [address, name] of [
      ['/', 'English'],
      ['/werke/kopfweide/', 'English'],
      ['/en/', 'Deutsch'],
    ]) {
      await page.goto(address!);
      await expectThumbSized(page.getByRole('contentinfo').getByRole('link', { name }));
    }
  });
});
