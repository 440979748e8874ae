import { expect, test, type Page } from '@playwright/test';
import { isPhone } from './helpers';

// A work to scale beside a person, on the work's page: in the caption's column on a wide screen,
// below the details on a phone, small, and named for screen readers. Left out where the photo is
// not of the size's proportions. Alte Buche is 50 × 60 cm, its photo 960 × 1200; Platane says
// 50 × 38 cm and its photo is square.

const drawing = (page: Page) => page.getByRole('img', { name: /^So groß ist das Werk/ });

test('a work’s page draws it to scale, named, in the caption’s column or below the details, smaller than the work', async ({ page }, testInfo) => {
  await page.goto('/werke/alte-buche/');
  await expect(drawing(page)).toBeVisible();
  await expect(drawing(page)).toHaveAccessibleName('So groß ist das Werk: 50 cm breit und 60 cm hoch, an der Wand über einem Sideboard, neben einer 1,65 m großen Person');

  const box = (await drawing(page).boundingBox())!;
  const title = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
  const details = (await page.getByText('2025 · Tusche auf Papier · 50 × 60 cm').boundingBox())!;
  const inquiry = (await page.getByRole('link', { name: 'Anfrage zu diesem Werk' }).boundingBox())!;
  const picture = (await page.locator('main img[fetchpriority="high"]').boundingBox())!;
  expect(box.y).toBeGreaterThan(Math.max(details.y + details.height, inquiry.y + inquiry.height));
  expect(box.width * box.height).toBeLessThan((picture.width * picture.height) / 2);
  if (isPhone(testInfo)) {
    // Beneath the picture and its words, across the column as they are.
    expect(box.y).toBeGreaterThan(picture.y + picture.height);
    expect(box.x).toBeGreaterThanOrEqual(picture.x - 1);
    expect(box.x + box.width).toBeLessThanOrEqual(picture.x + picture.width + 1);
  } else {
    // Beside the picture, on the caption's line, and within the first view.
    expect(box.x).toBeGreaterThan(picture.x + picture.width);
    expect(Math.abs(box.x - title.x)).toBeLessThan(2);
    expect(box.y + box.height).toBeLessThanOrEqual(page.viewportSize()!.height);
  }
});

test('the English page names it in English', async ({ page }) => {
  await page.goto('/en/werke/alte-buche/');
  await expect(page.getByRole('img', { name: 'How large the work is: 50 cm wide and 60 cm high, on the wall above a sideboard, beside a person 1.65 m tall' })).toBeVisible();
});

test('a work whose photo is not of its size’s proportions is not drawn to scale', async ({ page }) => {
  await page.goto('/werke/platane/');
  await expect(page.getByRole('heading', { level: 1, name: 'Platane' })).toBeVisible();
  await expect(drawing(page)).toHaveCount(0);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the drawing is there, made at build', async ({ page }) => {
    await page.goto('/werke/alte-buche/');
    await expect(drawing(page)).toBeVisible();
  });
});
