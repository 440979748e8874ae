import { expect, test, type Page } from '@playwright/test';
import { flattenPictures } from '@/lib/domain/gallery';
import { pictureSlugs } from '@/lib/domain/viewer';
import { gallery, pictureCount, swipe, waitForGallery } from './helpers';

const pictures = flattenPictures(gallery);
const slugs = pictureSlugs(pictures);

async function openFirstPicture(page: Page) {
  await page.goto('/');
  await waitForGallery(page);
  await page.locator('#gallery [data-picture="0"]').click();
  const viewer = page.getByRole('dialog');
  await expect(viewer).toBeVisible();
  return viewer;
}

test("opening a work puts its page's address in place, the arrows move it along, and Back returns to the gallery where the visitor was", async ({ page }) => {
  const viewer = await openFirstPicture(page);
  const scrolled = await page.evaluate(() => window.scrollY);
  await expect(page).toHaveURL(new RegExp(`/werke/${slugs[0]}/$`));
  await viewer.getByRole('button', { name: 'Nächstes Bild' }).click();
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(new RegExp(`/werke/${slugs[2]}/$`));

  await page.goBack();
  await expect(viewer).toBeHidden();
  await expect(page).toHaveURL(/\/$/);
  // Still the same page, where it was: Back did not load anything.
  expect(await page.evaluate(() => window.scrollY)).toBeCloseTo(scrolled, -1);
  await expect(page.locator('#gallery [data-picture="2"]')).toBeFocused();
});

test("an old '#bild-' address opens its work, at the work page's address", async ({ page }) => {
  const index = 7;
  await page.goto(`/#bild-${slugs[index]}`);
  await expect(page).toHaveURL(new RegExp(`/werke/${slugs[index]}/$`));
  const viewer = page.getByRole('dialog');
  await expect(viewer).toBeVisible();
  await expect(viewer.getByRole('img')).toHaveAttribute('src', `/${pictures[index]!.url}`);
  await expect(viewer).toContainText(`${index + 1} / ${pictureCount}`);
  await viewer.getByRole('button', { name: 'Schließen' }).click();
  await expect(viewer).toBeHidden();
  await expect(page.locator(`#gallery [data-picture="${index}"]`)).toBeFocused();
});

test('previous goes round from the first picture to the last, and shows the caption', async ({ page }) => {
  const viewer = await openFirstPicture(page);
  await viewer.getByRole('button', { name: 'Vorheriges Bild' }).click();
  const last = pictures[pictureCount - 1]!;
  await expect(viewer).toContainText(`${pictureCount} / ${pictureCount}`);
  await expect(viewer.locator('figcaption')).toContainText(last.title!);
  await expect(viewer.locator('figcaption')).toContainText(String(last.year));
});

test('closing the viewer at a work far along the carousel takes the carousel there, with the focus on its thumbnail', async ({ page }) => {
  const viewer = await openFirstPicture(page);
  await viewer.getByRole('button', { name: 'Vorheriges Bild' }).click();
  await expect(viewer).toContainText(`${pictureCount} / ${pictureCount}`);
  await viewer.getByRole('button', { name: 'Schließen' }).click();
  await expect(viewer).toBeHidden();
  // Its thumbnail (in a catalogue of hundreds drawn only once the carousel goes there) has the focus, whole and in view.
  const thumbnail = page.locator(`#gallery [data-picture="${pictureCount - 1}"]`);
  await expect(thumbnail).toBeFocused();
  await expect(thumbnail).toBeInViewport({ ratio: 1 });
});

test('a work opened before the rest of the works have come counts them all, and previous waits for the last', async ({ page }) => {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/gallery.json', async (route) => {
    await released;
    await route.continue();
  });
  const viewer = await openFirstPicture(page);
  await expect(viewer).toContainText(`1 / ${pictureCount}`);
  await viewer.getByRole('button', { name: 'Vorheriges Bild' }).click();
  release();
  await expect(viewer).toContainText(`${pictureCount} / ${pictureCount}`);
  await expect(page).toHaveURL(new RegExp(`/werke/${slugs[pictureCount - 1]}/$`));
});

test('the neighbours are loaded while a picture is looked at', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await openFirstPicture(page);
  const fetched = (picture: (typeof pictures)[number]) => requested.some((url) => url.startsWith(`/${picture.image!.base}-`) && /-\d+\.avif$/.test(url));
  // The last comes with gallery.json, which may still be on its way when the viewer opens.
  await expect.poll(() => fetched(pictures[1]!) && fetched(pictures[pictureCount - 1]!)).toBe(true);
});

test('a click beside the picture closes the viewer, and the page behind does not scroll', async ({ page }) => {
  const viewer = await openFirstPicture(page);
  const before = await page.evaluate(() => window.scrollY);
  await page.mouse.wheel(0, 600);
  expect(await page.evaluate(() => window.scrollY)).toBe(before);
  await viewer.click({ position: { x: 8, y: 8 } });
  await expect(viewer).toBeHidden();
});

test('double-click shows the picture at full resolution', async ({ page }) => {
  const viewer = await openFirstPicture(page);
  const image = viewer.getByRole('img');
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
  await image.dblclick();
  await expect(viewer.getByRole('button', { name: 'In voller Größe zeigen' })).toHaveAttribute('aria-pressed', 'true');
  // One pixel of the file to one of the screen, once the larger file the zoom asks for has come.
  const shownAndNatural = () => image.evaluate((element: HTMLImageElement) => [element.getBoundingClientRect().width, element.naturalWidth]);
  await expect.poll(async () => (await shownAndNatural())[1]).toBeGreaterThan(0);
  const [shown, natural] = await shownAndNatural();
  expect(shown).toBe(natural);
});

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true });

  test('a sideways swipe changes the picture', async ({ page }) => {
    const viewer = await openFirstPicture(page);
    // Across the middle of the viewer, which is the picture's stage whether or not the image has arrived.
    const box = (await viewer.boundingBox())!;
    const y = box.y + box.height * 0.4;
    await swipe(page, y, [0.8, 0.6, 0.4, 0.2].map((share) => box.x + box.width * share));
    await expect(viewer).toContainText(`2 / ${pictureCount}`);
  });
});

test.describe('on a phone held sideways', () => {
  test.use({ viewport: { width: 812, height: 375 } });

  test('the picture takes the whole screen', async ({ page }) => {
    const viewer = await openFirstPicture(page);
    const image = viewer.getByRole('img');
    await expect.poll(async () => (await image.boundingBox())!.height).toBeGreaterThan(370);
    await expect(viewer.locator('figcaption')).toBeHidden();
  });
});

test('once the picture has arrived, no blurred placeholder is left around it', async ({ page }) => {
  const viewer = await openFirstPicture(page);
  const picture = viewer.getByRole('img');
  await expect.poll(() => picture.evaluate((image) => image instanceof HTMLImageElement && image.complete && image.naturalWidth > 0)).toBe(true);
  await expect(viewer.locator('img[src^="data:"]')).toHaveCount(0);
});
