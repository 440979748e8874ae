import { expect, test, type Locator, type Page } from '@playwright/test';
import { gallery, pictureCount, swipe, waitForGallery } from './helpers';

// Every work in the gallery's order, as the artist's gallery.json lists them.
const pictures = gallery.flatMap((category) => category.pictures);
// A portrait work, and a landscape one large enough to be moved around when zoomed on any screen.
const PORTRAIT = pictures.findIndex((picture) => picture.height! > picture.width!);
const LANDSCAPE = pictures.findIndex((picture) => picture.width! > picture.height! && picture.image!.fullWidths.at(-1)! >= 2400);

async function openPicture(page: Page, index: number) {
  await page.goto('/');
  await waitForGallery(page);
  await page.locator(`#gallery [data-picture="${index}"]`).click();
  const viewer = page.getByRole('dialog');
  await expect(viewer).toBeVisible();
  return { viewer, image: viewer.getByRole('img', { name: pictures[index]!.alt! }) };
}

/** Where a point of the picture (as shares of its width and height) is, and the middle of the viewer (the screen less the page's scroll bar's room). */
const pointOf = (image: Locator, x: number, y: number) =>
  image.evaluate(
    (element, [shareX, shareY]) => {
      const box = element.getBoundingClientRect();
      const screen = element.closest('dialog')!.getBoundingClientRect();
      return { x: box.left + shareX! * box.width, y: box.top + shareY! * box.height, middleX: screen.left + screen.width / 2, middleY: screen.top + screen.height / 2 };
    },
    [x, y],
  );

test('a double-click zooms in on the point clicked: that point of the picture is in the middle of the screen', async ({ page }) => {
  const { viewer, image } = await openPicture(page, LANDSCAPE);
  // Where the double-click lands exactly, as a share of the picture whole: a pixel there is several zoomed in.
  const clicked = image.evaluate(
    (element) =>
      new Promise<[number, number]>((resolve) =>
        element.addEventListener('dblclick', (event) => {
          const { clientX, clientY } = event as MouseEvent;
          const box = element.getBoundingClientRect();
          resolve([(clientX - box.left) / box.width, (clientY - box.top) / box.height]);
        }),
      ),
  );
  const box = (await image.boundingBox())!;
  await image.dblclick({ position: { x: box.width * 0.35, y: box.height * 0.4 } });
  await expect(viewer.getByRole('button', { name: 'In voller Größe zeigen' })).toHaveAttribute('aria-pressed', 'true');
  const [x, y] = await clicked;
  expect(x).toBeCloseTo(0.35, 1);
  const point = await pointOf(image, x, y);
  expect(Math.abs(point.x - point.middleX)).toBeLessThanOrEqual(3);
  expect(Math.abs(point.y - point.middleY)).toBeLessThanOrEqual(3);
});

test('the zoom button zooms in on the middle of the picture', async ({ page }) => {
  const { viewer, image } = await openPicture(page, LANDSCAPE);
  await viewer.getByRole('button', { name: 'In voller Größe zeigen' }).click();
  const point = await pointOf(image, 0.5, 0.5);
  expect(Math.abs(point.x - point.middleX)).toBeLessThanOrEqual(3);
  expect(Math.abs(point.y - point.middleY)).toBeLessThanOrEqual(3);
});

test('the zoomed picture follows a mouse drag and the arrow keys, and Escape leaves the zoom but not the work', async ({ page }) => {
  const { viewer, image } = await openPicture(page, LANDSCAPE);
  const zoom = viewer.getByRole('button', { name: 'In voller Größe zeigen' });
  await zoom.click();
  const before = (await image.boundingBox())!;
  const { width, height } = page.viewportSize()!;
  await page.mouse.move(width / 2, height / 2);
  await page.mouse.down();
  await page.mouse.move(width / 2 + 60, height / 2 + 40, { steps: 4 });
  await page.mouse.up();
  const dragged = (await image.boundingBox())!;
  expect(dragged.x - before.x).toBeCloseTo(60, 0);
  expect(dragged.y - before.y).toBeCloseTo(40, 0);

  await page.keyboard.press('ArrowRight');
  await expect.poll(async () => (await image.boundingBox())!.x).toBeLessThan(dragged.x - 20);
  await expect(viewer).toContainText(`${LANDSCAPE + 1} / ${pictureCount}`);

  await page.keyboard.press('Escape');
  await expect(zoom).toHaveAttribute('aria-pressed', 'false');
  await expect(viewer).toBeVisible();
});

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true });

  test('a finger moves the zoomed picture around, and does not change the work', async ({ page }) => {
    const { viewer, image } = await openPicture(page, LANDSCAPE);
    await viewer.getByRole('button', { name: 'In voller Größe zeigen' }).click();
    const before = (await image.boundingBox())!;
    const { width, height } = page.viewportSize()!;
    await swipe(page, height / 2, [0.7, 0.6, 0.5, 0.4, 0.3].map((share) => width * share));
    await expect.poll(async () => (await image.boundingBox())!.x).toBeLessThan(before.x - 50);
    await expect(viewer).toContainText(`${LANDSCAPE + 1} / ${pictureCount}`);
  });
});

for (const [shape, index] of [
  ['portrait', PORTRAIT],
  ['landscape', LANDSCAPE],
] as const) {
  test(`the caption sits right under a ${shape} work`, async ({ page }) => {
    const { viewer, image } = await openPicture(page, index);
    const [drawnBottom, captionTop] = await image.evaluate((element: HTMLImageElement) => {
      const box = element.getBoundingClientRect();
      // object-fit: contain draws the picture in the middle of the image's box.
      const drawnHeight = Math.min(box.height, (box.width * Number(element.getAttribute('height'))) / Number(element.getAttribute('width')));
      const caption = element.closest('figure')!.querySelector('figcaption > *')!;
      return [box.top + (box.height + drawnHeight) / 2, caption.getBoundingClientRect().top];
    });
    expect(captionTop - drawnBottom).toBeGreaterThanOrEqual(0);
    expect(captionTop - drawnBottom).toBeLessThanOrEqual(24);
    await expect(viewer.locator('figcaption')).toBeInViewport({ ratio: 1 });
  });
}

test("the viewer's buttons are at least 44 px square, a thumb's size", async ({ page }) => {
  const { viewer } = await openPicture(page, PORTRAIT);
  for (const name of ['Schließen', 'Vorheriges Bild', 'In voller Größe zeigen', 'Nächstes Bild']) {
    const box = (await viewer.getByRole('button', { name }).boundingBox())!;
    expect(box.width, name).toBeGreaterThanOrEqual(44);
    expect(box.height, name).toBeGreaterThanOrEqual(44);
  }
});

test('opened by a click, no button shows a focus ring, and the focus is in the viewer', async ({ page }) => {
  const { viewer } = await openPicture(page, PORTRAIT);
  await expect(viewer).toBeFocused();
  expect(await viewer.evaluate((dialog) => dialog.querySelectorAll(':focus-visible').length)).toBe(0);
  await page.keyboard.press('Tab');
  await expect(viewer.getByRole('button', { name: 'Schließen' })).toBeFocused();
});

test('opened from the keyboard, the focus is in the viewer, with its ring', async ({ page }) => {
  await page.goto('/');
  await waitForGallery(page);
  // The viewer's code has come (it comes as the gallery nears), as it has for a visitor who tabbed this far.
  await page.locator(`#gallery [data-picture="${PORTRAIT}"]`).focus();
  await expect(page.locator('dialog')).toBeAttached();
  await page.keyboard.press('Enter');
  const viewer = page.getByRole('dialog');
  await expect(viewer).toBeVisible();
  await expect.poll(() => viewer.evaluate((dialog) => dialog.contains(document.activeElement) && document.activeElement!.matches(':focus-visible'))).toBe(true);
});

test("while the full picture is on its way, the gallery's sharp thumbnail stands in for it, from the same file", async ({ page }) => {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  // The full sizes' files end in their width alone ('-1600.avif'); the thumbnails' in 't' and theirs.
  await page.route(/\/assets\/gallery\/.*-\d+\.(avif|webp|jpg)$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/');
  await waitForGallery(page);
  const tile = page.locator(`#gallery [data-picture="${LANDSCAPE}"]`);
  await tile.scrollIntoViewIfNeeded();
  const tileImage = tile.locator('img:not([aria-hidden])');
  await expect.poll(() => tileImage.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
  const thumbnail = await tileImage.evaluate((element: HTMLImageElement) => element.currentSrc);
  await tile.click();
  const viewer = page.getByRole('dialog');
  await expect(viewer).toBeVisible();
  const shown = viewer.locator('img[alt=""]');
  await expect.poll(() => shown.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
  expect(await shown.evaluate((element: HTMLImageElement) => element.currentSrc)).toBe(thumbnail);
  expect(await shown.isVisible()).toBe(true);
  await expect(viewer.locator('img[src^="data:"]')).toHaveCount(0);
  const full = viewer.getByRole('img', { name: pictures[LANDSCAPE]!.alt! });
  expect(await full.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(0);
  release();
  await expect.poll(() => full.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
});

test('a viewer button shows it is pressed as soon as it is held, before what it does comes', async ({ page }) => {
  const { viewer } = await openPicture(page, PORTRAIT);
  const close = viewer.getByRole('button', { name: 'Schließen' });
  const box = (await close.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  const look = () => close.evaluate((element) => `${getComputedStyle(element).backgroundColor} ${getComputedStyle(element).borderTopColor}`);
  const resting = await look();
  await page.mouse.down();
  await expect.poll(look).not.toBe(resting);
  await expect(viewer).toBeVisible();
  await page.mouse.up();
  await expect(viewer).toBeHidden();
});
