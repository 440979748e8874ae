import { expect, test, type Locator, type Page } from '@playwright/test';
import { gallery, isPhone, pictureCount, waitForGallery } from './helpers';

/** The home page with the gallery in view and all its slides there. */
async function openGallery(page: Page, phone: boolean) {
  await page.goto('/');
  await waitForGallery(page);
  await page.locator('#gallery').scrollIntoViewIfNeeded();
  await expect(page.locator('#gallery [data-layout] [aria-roledescription="Folie"]')).toHaveCount(phone ? gallery.length : pictureCount);
  return page.locator('#gallery [data-layout]');
}

/**
 * The boxes of the element's ancestors that clip it: overflow other than visible, and paint
 * containment, which content-visibility brings. Up to the page's root, or to the first ancestor
 * matching `stop`, which is not looked at.
 */
function clipsAround(element: Locator, stop?: string) {
  return element.evaluate((node, stopAt) => {
    const clipping: DOMRect[] = [];
    for (let parent = node.parentElement; parent && !(stopAt && parent.matches(stopAt)); parent = parent.parentElement) {
      const { overflowX, overflowY, contain, contentVisibility } = getComputedStyle(parent);
      const contained = contentVisibility !== 'visible' || /paint|strict|content/.test(contain);
      if (contained || [overflowX, overflowY].some((overflow) => overflow !== 'visible')) clipping.push(parent.getBoundingClientRect().toJSON() as DOMRect);
    }
    return clipping;
  }, stop ?? null);
}

const works = gallery.flatMap((category) => category.pictures);
const ratioOf = (index: number) => works[index]!.width! / works[index]!.height!;

test("the carousel's dots, arrows and category names are targets a thumb can hit, 44 × 44 px at least", async ({ page }, testInfo) => {
  const carousel = await openGallery(page, isPhone(testInfo));
  const controls = carousel.locator('button:visible');
  await expect(controls).toHaveCount(gallery.length + 2);
  for (const box of await controls.evaluateAll((buttons) => buttons.map((button) => button.getBoundingClientRect().toJSON()))) {
    expect(box.width).toBeGreaterThanOrEqual(44);
    expect(box.height).toBeGreaterThanOrEqual(44);
  }
});

test('no element of the page carries a class named "undefined"', async ({ page }, testInfo) => {
  await openGallery(page, isPhone(testInfo));
  const classes = await page.locator('[class]').evaluateAll((elements) => elements.map((element) => element.getAttribute('class')!));
  expect(classes.length).toBeGreaterThan(20);
  expect(classes.filter((names) => names.split(/\s+/).includes('undefined'))).toEqual([]);
});

test("Tab from the gallery's start reaches the works in view, then the carousel's controls; a slide out of view is passed by", async ({ page }, testInfo) => {
  const phone = isPhone(testInfo);
  const carousel = await openGallery(page, phone);
  // The section is where the menu's link leaves the focus: Tab goes on from there.
  await page.locator('#gallery').focus();
  const shown = phone ? gallery[0]!.pictures.length : 3;
  const reached: string[] = [];
  for (let step = 0; step < shown + 1; step++) {
    await page.keyboard.press('Tab');
    reached.push(await page.evaluate(() => document.activeElement?.getAttribute('data-picture') ?? document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? ''));
  }
  const firstControl = phone ? 'Zu Folie 1' : gallery[0]!.name;
  expect(reached).toEqual([...Array.from({ length: shown }, (_, index) => String(index)), firstControl]);
  // What Tab reached is in view, inside the carousel's window.
  const window = (await carousel.locator('> div').first().boundingBox())!;
  for (let index = 0; index < shown; index++) {
    const box = (await carousel.locator(`[data-picture="${index}"]`).boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(window.x);
    expect(box.x + box.width).toBeLessThanOrEqual(window.x + window.width + 1);
  }
});

test("a thumbnail's focus ring is drawn whole, not cut off by the carousel's edge", async ({ page }, testInfo) => {
  await openGallery(page, isPhone(testInfo));
  await page.locator('#gallery').focus();
  await page.keyboard.press('Tab');
  const first = page.locator('#gallery [data-layout] [data-picture="0"]');
  await expect(first).toBeFocused();
  const ring = await first.evaluate((link) => {
    const style = getComputedStyle(link);
    const reach = parseFloat(style.outlineWidth) + parseFloat(style.outlineOffset);
    const box = link.getBoundingClientRect();
    return { style: style.outlineStyle, left: box.left - reach, top: box.top - reach, right: box.right + reach, bottom: box.bottom + reach };
  });
  const clips = await clipsAround(first);
  expect(ring.style).not.toBe('none');
  expect(clips.length).toBeGreaterThan(0);
  for (const clip of clips) {
    expect(ring.left).toBeGreaterThanOrEqual(clip.left);
    expect(ring.top).toBeGreaterThanOrEqual(clip.top);
    expect(ring.right).toBeLessThanOrEqual(clip.right);
    expect(ring.bottom).toBeLessThanOrEqual(clip.bottom);
  }
});

test("a thumbnail's blur stays within its shape while the picture comes; once there, the picture needs no clip", async ({ page }, testInfo) => {
  const first = gallery[0]!.pictures[0]!;
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let asked = 0;
  await page.route(`**/${first.image!.base}-*`, async (route) => {
    asked++;
    await released;
    await route.continue();
  });
  const carousel = await openGallery(page, isPhone(testInfo));
  const link = carousel.locator('[data-picture="0"]');
  const placeholder = link.locator('img[src^="data:"]');
  const picture = link.locator('img[data-show]');
  await expect(placeholder).toBeVisible();
  await expect.poll(() => asked).toBeGreaterThan(0);
  // The blur, scaled to hide its soft edge, is clipped to the work's own shape, the link's box, and the picture is raised over it.
  const shape = (await link.boundingBox())!;
  const clips = await clipsAround(placeholder, 'li, [aria-roledescription]');
  expect(clips).toHaveLength(1);
  expect(Math.abs(clips[0]!.x - shape.x) + Math.abs(clips[0]!.width - shape.width) + Math.abs(clips[0]!.y - shape.y) + Math.abs(clips[0]!.height - shape.height)).toBeLessThan(2);
  await expect(picture).toHaveCSS('position', 'relative');
  release();
  await expect(placeholder).toHaveCount(0);
  // Once it has gone, neither is left (docs/performance.md, the tap's hit tests), and the picture fills the shape.
  expect(await clipsAround(picture, 'li, [aria-roledescription]')).toEqual([]);
  await expect(picture).toHaveCSS('position', 'static');
  const drawn = (await picture.boundingBox())!;
  expect(Math.abs(drawn.width - shape.width) + Math.abs(drawn.height - shape.height)).toBeLessThan(2);
});

test("each work is drawn whole in its own shape: on a phone in its tile, wider on its slide with its caption right beneath it", async ({ page }, testInfo) => {
  const carousel = await openGallery(page, isPhone(testInfo));
  const drawn = (index: number) => carousel.locator(`[data-picture="${index}"] img[data-show]`);
  const landscape = works.findIndex((work) => work.width! > work.height! * 1.2);
  const portrait = works.findIndex((work) => work.height! > work.width! * 1.2);
  expect(landscape).toBeGreaterThanOrEqual(0);
  expect(landscape).toBeLessThan(gallery[0]!.pictures.length);
  for (const index of [portrait, landscape]) {
    await expect(drawn(index)).toHaveAttribute('data-show', 'true');
    const box = (await drawn(index).boundingBox())!;
    expect(box.width / box.height).toBeCloseTo(ratioOf(index), 1);
    if (isPhone(testInfo)) continue;
    const caption = (await carousel.locator('[aria-roledescription="Folie"]').nth(index).locator('p').boundingBox())!;
    expect(caption.y - (box.y + box.height)).toBeGreaterThanOrEqual(0);
    expect(caption.y - (box.y + box.height)).toBeLessThanOrEqual(24);
  }
  if (!isPhone(testInfo)) {
    // The row keeps its line: every slide's caption at one height.
    const captions = await carousel.locator('[aria-roledescription="Folie"] p').evaluateAll((elements) => elements.slice(0, 3).map((element) => Math.round(element.getBoundingClientRect().top)));
    expect(new Set(captions).size).toBe(1);
  }
});

/** How many of the chosen file's pixels fall on each CSS pixel of the picture drawn, for the first works in view. */
async function sharpness(page: Page, count: number) {
  const images = page.locator('#gallery [data-layout] [data-picture] img[data-show="true"]');
  const loaded = (elements: Element[], count: number) =>
    elements.slice(0, count).filter((image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).currentSrc).length;
  await expect.poll(() => images.evaluateAll(loaded, count)).toBe(count);
  return images.evaluateAll((elements, count) =>
    elements.slice(0, count).map((image) => {
      const width = Number((image as HTMLImageElement).currentSrc.match(/-t?(\d+)\.\w+$/)![1]);
      return width / image.getBoundingClientRect().width;
    }), count);
}

test('a 2× screen is given pictures as sharp as it can show', async ({ page, browser }, testInfo) => {
  if (isPhone(testInfo)) {
    await openGallery(page, true);
    for (const density of await sharpness(page, gallery[0]!.pictures.length)) expect(density).toBeGreaterThanOrEqual(1.8);
    return;
  }
  // A 1440 px screen's slides are 384 px wide: its largest thumbnail (640 px) alone would give 1.67.
  for (const width of [1280, 1440]) {
    const context = await browser.newContext({ viewport: { width, height: 900 }, deviceScaleFactor: 2 });
    const sharp = await context.newPage();
    await openGallery(sharp, false);
    for (const density of await sharpness(sharp, 3)) expect(density).toBeGreaterThanOrEqual(1.8);
    await context.close();
  }
});
