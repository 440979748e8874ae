import { expect, test, type Page } from '@playwright/test';
import { waitForGallery } from './helpers';

// SPEC section 9: mobile under 768px, tablet from 769px, wide from 1088px. Each is checked one
// pixel either side, by what changes on the page there.
async function open(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await page.goto('/');
  await waitForGallery(page);
}

const navigationWidth = async (page: Page) => (await page.getByRole('banner').boundingBox())!.width;

test('under 768px the site is the phone layout, from 768px the desktop one', async ({ page }) => {
  await open(page, 767);
  expect(await navigationWidth(page)).toBe(55);
  await expect(page.locator('[data-layout]')).toHaveAttribute('data-layout', 'mobile');

  await open(page, 768);
  expect(await navigationWidth(page)).toBe(90);
  await expect(page.locator('[data-layout]')).toHaveAttribute('data-layout', 'desktop');
});

/** Whether the info heading stands beside the portrait rather than under it. */
async function infoInColumns(page: Page) {
  const portrait = (await page.locator('#info img').first().boundingBox())!;
  const heading = (await page.locator('#info h2').boundingBox())!;
  return heading.x >= portrait.x + portrait.width;
}

test('from 769px the info section sets portrait and text side by side', async ({ page }) => {
  await open(page, 768);
  expect(await infoInColumns(page)).toBe(false);
  await open(page, 769);
  expect(await infoInColumns(page)).toBe(true);
});

/** The width of one picture's slide, as a share of the carousel's. */
async function slideShare(page: Page) {
  const slide = (await page.locator('[data-layout="desktop"] [aria-roledescription="Folie"]').first().boundingBox())!;
  const carousel = (await page.locator('[data-layout="desktop"]').boundingBox())!;
  return slide.width / carousel.width;
}

test('from 1088px the desktop carousel shows three pictures at a time instead of two', async ({ page }) => {
  await open(page, 1087);
  expect(await slideShare(page)).toBeCloseTo(1 / 2, 1);
  await open(page, 1088);
  expect(await slideShare(page)).toBeCloseTo(1 / 3, 1);
});
