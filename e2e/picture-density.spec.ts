import { expect, test, type Locator, type Page } from '@playwright/test';
import { flattenPictures } from '@/lib/domain/gallery';
import { gallery, isPhone, waitForGallery } from './helpers';

// On a 2× screen a work looks sharp with at least 1.6 of its file's pixels to each CSS pixel it is
// drawn at; where its original has fewer, with every pixel the original has. Seen on the phone, and
// on a laptop's 1440 × 900 (the desktop project's 1280 × 800 at 1× would ask far less).
const SHARP = 1.6;
const pictures = flattenPictures(gallery);

test.use({
  deviceScaleFactor: 2,
  viewport: async ({}, provide, testInfo) => provide(isPhone(testInfo) ? testInfo.project.use.viewport! : { width: 1440, height: 900 }),
  // The carousel jumps instead of gliding, so a slide is in place once its control is pressed.
  reducedMotion: 'reduce',
});

/**
 * The width of the file the browser chose, decoded (a srcset's naturalWidth is already divided by
 * the density it was chosen for), and the width the picture is drawn at in CSS pixels: whole in its
 * box, or filling it.
 */
async function measure(image: Locator) {
  // A large file may take a while on a busy machine.
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 20_000 }).toBe(true);
  return image.evaluate(async (img: HTMLImageElement) => {
    const box = img.getBoundingClientRect();
    const aspect = Number(img.getAttribute('width')) / Number(img.getAttribute('height'));
    const drawn = getComputedStyle(img).objectFit === 'cover' ? Math.max(box.width, box.height * aspect) : Math.min(box.width, box.height * aspect);
    const file = await createImageBitmap(await (await fetch(img.currentSrc)).blob());
    return { file: file.width, drawn, src: img.currentSrc };
  });
}

async function expectSharp(image: Locator, original: number) {
  const { file, drawn, src } = await measure(image);
  expect(file, `${src}, drawn ${drawn.toFixed(1)} px wide, of an original ${original} px wide`).toBeGreaterThanOrEqual(Math.min(SHARP * drawn, original));
}

/** Brings a work's thumbnail into view: a phone's carousel by its category's dot, a wider one a slide on at a time. */
async function showThumbnail(page: Page, index: number, phone: boolean) {
  const thumbnail = page.locator(`#gallery [data-layout] [data-picture="${index}"]`);
  const { categoryIndex } = pictures[index]!;
  if (phone && categoryIndex > 0 && pictures[index - 1]!.categoryIndex !== categoryIndex) {
    await page.getByRole('button', { name: `Zu Folie ${categoryIndex + 1}` }).click();
  }
  // The first three slides are in the first view; each press brings one more.
  if (!phone && index >= 3) await page.getByRole('button', { name: 'Weiter blättern' }).click();
  await thumbnail.scrollIntoViewIfNeeded();
  await expect(thumbnail).toBeInViewport({ ratio: 1 });
  return thumbnail.locator('img[data-show]');
}

for (const picture of pictures) {
  test(`the page of ${picture.slug} draws it sharp`, async ({ page }) => {
    await page.goto(`/werke/${picture.slug}/`);
    await expectSharp(page.locator('main picture img'), picture.width!);
  });
}

test('every thumbnail of the carousel is drawn sharp', async ({ page }, testInfo) => {
  // Every work, one after another.
  test.setTimeout(120_000);
  await page.goto('/');
  await waitForGallery(page);
  for (const [index, picture] of pictures.entries()) {
    await expectSharp(await showThumbnail(page, index, isPhone(testInfo)), picture.width!);
  }
});

test('the viewer draws every work sharp', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await waitForGallery(page);
  await page.locator('#gallery [data-picture="0"]').click();
  const viewer = page.getByRole('dialog');
  for (const [index, picture] of pictures.entries()) {
    await expect(viewer).toContainText(`${index + 1} / ${pictures.length}`);
    await expectSharp(viewer.getByRole('img'), picture.width!);
    await viewer.getByRole('button', { name: 'Nächstes Bild' }).click();
  }
});
