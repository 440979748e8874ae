import { expect, test, type TestInfo } from '@playwright/test';
import { gallery, isPhone, pictureCount, swipe, waitForGallery, waitForHydration, watchErrors } from './helpers';

test('shows one slide per category on a phone, one per picture on a desktop', async ({ page }, testInfo) => {
  await page.goto('/');
  await waitForGallery(page);
  await page.locator('#gallery').scrollIntoViewIfNeeded();
  const carousel = page.locator('#gallery [data-layout]');
  if (isPhone(testInfo)) {
    await expect(carousel).toHaveAttribute('data-layout', 'mobile');
    await expect(carousel.getByRole('heading', { level: 3 })).toHaveText(gallery.map((category) => category.name));
    // Five thumbnails to a row: the sixth starts the next row.
    const tops = await carousel.locator('ul').first().locator('li').evaluateAll((cells) => cells.map((cell) => cell.getBoundingClientRect().top));
    expect(new Set(tops.slice(0, 5)).size).toBe(1);
    if (tops.length > 5) expect(tops[5]).toBeGreaterThan(tops[0]!);
  } else {
    await expect(carousel).toHaveAttribute('data-layout', 'desktop');
    await expect(carousel.locator('[role="group"][aria-roledescription="Folie"]')).toHaveCount(pictureCount);
    await expect(carousel.locator('[role="group"][aria-roledescription="Folie"]').nth(2)).toHaveAccessibleName(`Bild 3 von ${pictureCount}`);
  }
});

test('the gallery file and the slides beyond the first view wait until the visitor nears the gallery', async ({ page }, testInfo) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto('/');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  const layout = isPhone(testInfo) ? 'mobile' : 'desktop';
  const slides = page.locator(`#gallery [data-layout="${layout}"] [aria-roledescription="Folie"]`);
  // Reading the landing costs nothing for the catalogue: the first category on a phone, three pictures wider.
  await expect(slides).toHaveCount(isPhone(testInfo) ? 1 : 3);
  expect(requested.filter((pathname) => pathname.endsWith('.json'))).toEqual([]);
  // Nor for the carousel: it has not started, and the page shows it as prerendered, both layouts in it.
  await expect(page.locator('[data-layout]')).toHaveCount(2);

  await page.locator('#gallery').scrollIntoViewIfNeeded();
  await expect(page.locator('[data-layout]')).toHaveCount(1);
  await expect(slides).toHaveCount(isPhone(testInfo) ? gallery.length : pictureCount);
  await expect.poll(() => requested).toContain('/assets/gallery.json');
});

test('thumbnails are fetched only once the gallery comes near, and show once they arrive', async ({ page }) => {
  const fetched: string[] = [];
  page.on('request', (request) => request.url().includes('/assets/gallery/') && fetched.push(request.url()));
  await page.goto('/');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  // The first view does not wait on the gallery: its tiles are plain paper until it comes near.
  expect(fetched).toEqual([]);
  const first = page.locator('#gallery [data-layout] [data-picture="0"]');
  await expect(first.locator('picture')).toHaveCount(0);

  await page.locator('#gallery').scrollIntoViewIfNeeded();
  // Near, the carousel's code comes and it chooses its one layout (both are prerendered until then).
  await expect(page.locator('#gallery [data-layout]')).toHaveCount(1);
  const image = first.locator('img[data-show]');
  await expect(image).toHaveAttribute('data-show', 'true');
  await expect(image).toHaveCSS('opacity', '1');
  expect(fetched.length).toBeGreaterThan(0);
  // A picture on a slide further on, out of view, is not fetched yet.
  await expect(page.locator(`#gallery [data-layout] [data-picture="${pictureCount - 1}"] picture`)).toHaveCount(0);
});

test("each thumbnail is its work whole, in the work's shape, as large as its cell allows and on the cell's foot; a sold work's dot on its corner", async ({ page }, testInfo) => {
  await page.goto('/');
  await waitForGallery(page);
  await page.locator('#gallery').scrollIntoViewIfNeeded();
  await expect(page.locator('#gallery [data-layout] [data-picture="0"] img[data-show]')).toHaveAttribute('data-show', 'true');
  const thumbnails = await page.locator('#gallery [data-layout] a[data-picture]:has(picture)').evaluateAll((links) =>
    links.map((link) => {
      const box = (element: Element) => element.getBoundingClientRect().toJSON() as DOMRect;
      const picture = link.querySelector('picture img') as HTMLImageElement;
      const dot = link.querySelector('[data-status]');
      // The cell: a phone's square, or a slide's frame.
      return { index: Number(link.getAttribute('data-picture')), cell: box(link.parentElement!), link: box(link), picture: box(picture), ratio: picture.width / picture.height, dot: dot && box(dot) };
    }),
  );
  expect(thumbnails.length).toBeGreaterThanOrEqual(3);
  for (const { index, cell, link, picture, ratio, dot } of thumbnails) {
    const at = `thumbnail ${index}`;
    // The cells keep their shape whatever the work's: a phone's squares, a slide's 4:5 frames.
    expect(cell.height / cell.width, at).toBeCloseTo(isPhone(testInfo) ? 1 : 1.25, 2);
    // The link has the work's proportions, fills its cell's width or height, and stands centred on its foot.
    expect(Math.abs(link.width / link.height - ratio), at).toBeLessThan(0.05);
    expect(Math.max(link.width / cell.width, link.height / cell.height), at).toBeCloseTo(1, 1);
    expect(link.width, at).toBeLessThanOrEqual(cell.width + 0.5);
    expect(link.height, at).toBeLessThanOrEqual(cell.height + 0.5);
    expect(Math.abs(link.bottom - cell.bottom), at).toBeLessThan(1);
    expect(Math.abs(link.left + link.width / 2 - (cell.left + cell.width / 2)), at).toBeLessThan(1);
    // The picture covers the link, edge to edge.
    for (const side of ['left', 'top', 'right', 'bottom'] as const) expect(Math.abs(picture[side] - link[side]), `${at}: ${side}`).toBeLessThan(1);
    if (!isPhone(testInfo)) expect(dot, `${at}: a slide's dot stands in its caption`).toBeNull();
    // On a phone's square, the dot (9 px, on a 2 px disc of paper) sits 3 px in from the lower right corner.
    if (dot) {
      expect(link.right - dot.right, at).toBeCloseTo(5, 0);
      expect(link.bottom - dot.bottom, at).toBeCloseTo(5, 0);
    }
  }
  if (isPhone(testInfo)) expect(thumbnails.filter(({ dot }) => dot).length, 'the seed has sold and reserved works among the first').toBeGreaterThan(0);
});

test('a finger swipes the carousel on and a tap then opens the work it shows; a mouse drags it on', async ({ page }, testInfo) => {
  await page.goto('/');
  await waitForGallery(page);
  const carousel = page.locator('#gallery [data-layout]');
  await carousel.scrollIntoViewIfNeeded();
  await expect(carousel).toHaveCount(1);
  const area = (await carousel.locator('[aria-roledescription="Folie"]').first().boundingBox())!;
  const y = area.y + Math.min(area.height, 300) / 2;
  if (isPhone(testInfo)) {
    await swipe(page, y, [0.8, 0.6, 0.4, 0.2].map((share) => area.x + area.width * share));
    await expect(carousel.getByRole('button', { name: 'Zu Folie 2' })).toHaveAttribute('aria-current', 'true');
    // The second category's first work, tapped as soon as the carousel has come to rest on it.
    const second = gallery[1]!.pictures[0]!;
    const thumbnail = carousel.locator(`[data-picture="${gallery[0]!.pictures.length}"]`);
    await expect.poll(async () => (await thumbnail.boundingBox())?.x ?? -1).toBeGreaterThan(area.x - 1);
    await thumbnail.tap();
    await expect(page.getByRole('dialog')).toContainText(second.title!);
  } else {
    await page.mouse.move(area.x + area.width * 0.8, y);
    await page.mouse.down();
    await page.mouse.move(area.x + area.width * 0.2, y, { steps: 5 });
    await page.mouse.up();
    await expect(carousel.getByRole('button', { name: 'Zurück blättern' })).toBeEnabled();
  }
});

test('the next button moves the carousel on', async ({ page }) => {
  await page.goto('/');
  await waitForGallery(page);
  await page.locator('#gallery').scrollIntoViewIfNeeded();
  const firstSlide = page.locator('#gallery [data-layout] [aria-roledescription="Folie"]').first();
  const before = (await firstSlide.boundingBox())!.x;
  await page.getByRole('button', { name: 'Weiter blättern' }).click();
  await expect.poll(async () => (await firstSlide.boundingBox())?.x ?? Infinity).toBeLessThan(before - 100);
  await expect(page.getByRole('button', { name: 'Zurück blättern' })).toBeEnabled();
});

test('a thumbnail opens the picture at full size, and the close button closes it', async ({ page }) => {
  await page.goto('/');
  await waitForGallery(page);
  await page.locator('#gallery').scrollIntoViewIfNeeded();
  const thumbnail = page.locator('#gallery [data-layout] a').first();
  await thumbnail.click();

  const viewer = page.getByRole('dialog');
  await expect(viewer).toBeVisible();
  const image = viewer.getByRole('img');
  await expect(image).toHaveAttribute('src', `/${gallery[0]!.pictures[0]!.url}`);
  // AVIF, and never wider than this screen needs.
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.currentSrc)).toMatch(/-\d+\.avif$/);
  const chosen = Number((await image.evaluate((element: HTMLImageElement) => element.currentSrc)).match(/-(\d+)\.avif$/)![1]);
  const widths = (await image.evaluate((element: HTMLImageElement) => element.srcset)).match(/\d+(?=w)/g)!.map(Number);
  const screen = await page.evaluate(() => window.innerWidth * window.devicePixelRatio);
  expect(chosen).toBeLessThanOrEqual(widths.find((width) => width >= screen) ?? Math.max(...widths));

  await viewer.getByRole('button', { name: 'Schließen' }).click();
  await expect(viewer).toBeHidden();
  await expect(thumbnail).toBeFocused();
});

test('shows pictures added to gallery.json after the build', async ({ page }, testInfo) => {
  const added = { name: 'Neue Arbeiten', pictures: [gallery[0]!.pictures[0]!] };
  await page.route('**/assets/gallery.json', (route) => route.fulfill({ json: [...gallery, added] }));
  await page.goto('/');
  await page.locator('#gallery').scrollIntoViewIfNeeded();
  if (isPhone(testInfo)) {
    await expect(page.locator('#gallery').getByRole('heading', { name: 'Neue Arbeiten' })).toBeAttached();
  } else {
    await expect(page.locator('#gallery [role="group"][aria-roledescription="Folie"]')).toHaveCount(pictureCount + 1);
  }
});

/** What the page carries of the gallery: the first category on a phone, the first three pictures wider. */
const firstView = (testInfo: TestInfo) => (isPhone(testInfo) ? gallery[0]!.pictures.length : 3);

test('keeps the first view, and the way to every work, when gallery.json cannot be loaded, and says why in the console', async ({ page }, testInfo) => {
  const errors = watchErrors(page);
  await page.route('**/assets/gallery.json', (route) => route.fulfill({ status: 503, body: 'down' }));
  await page.goto('/');
  await page.locator('#gallery').scrollIntoViewIfNeeded();
  await expect.poll(() => errors.join('\n')).toContain('gallery.json');
  await expect(page.locator('#gallery [data-layout] [data-picture]')).toHaveCount(firstView(testInfo));
  await expect(page.locator('#gallery').getByRole('link', { name: `Alle ${pictureCount} Bilder auf einen Blick` })).toBeVisible();
});

test('keeps the first view as built when gallery.json on the host is empty, and says so once in the console', async ({ page }, testInfo) => {
  const warnings: string[] = [];
  page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
  await page.route('**/assets/gallery.json', (route) => route.fulfill({ json: [] }));
  await page.goto('/');
  await page.locator('#gallery').scrollIntoViewIfNeeded();
  await expect.poll(() => warnings).toEqual(['assets/gallery.json on the server is empty; showing the content as built.']);
  await expect(page.locator('#gallery [data-layout] [data-picture]')).toHaveCount(firstView(testInfo));
});

test('a picture whose files do not load shows as a quiet tile with its title, never as a broken image', async ({ page }) => {
  const first = gallery[0]!.pictures[0]!;
  await page.route(`**/${first.image!.base}-*`, (route) => route.fulfill({ status: 404, body: '' }));
  await page.goto('/');
  await waitForGallery(page);
  await page.locator('#gallery').scrollIntoViewIfNeeded();
  const tile = page.locator('#gallery [data-picture="0"]');
  await expect(tile).toHaveText(first.title!);
  await expect(tile.locator('img')).toHaveCount(0);
  const broken = await page.locator('#gallery img').evaluateAll((images) =>
    images.filter((image) => image instanceof HTMLImageElement && image.complete && image.naturalWidth === 0 && !image.closest('noscript')).length,
  );
  expect(broken).toBe(0);
});

test('on a wide screen a category name takes the carousel to its first picture, drawn once near; on a phone the carousel is as tall as the category shown', async ({ page }, testInfo) => {
  // The rest of the works come when the gallery is near: a jump pressed before is taken once they are there.
  const works = page.waitForResponse(/\/assets\/gallery\.json/);
  await page.goto('/');
  await waitForGallery(page);
  await page.locator('#gallery').scrollIntoViewIfNeeded();
  const carousel = page.locator('#gallery [data-layout]');
  if (isPhone(testInfo)) {
    // The window's own height, less the room it leaves around the slides for a focus ring.
    const viewportHeight = () =>
      carousel.locator('> div').first().evaluate((element) => {
        const { paddingTop, paddingBottom } = getComputedStyle(element);
        return element.getBoundingClientRect().height - parseFloat(paddingTop) - parseFloat(paddingBottom);
      });
    const slideHeight = (n: number) => carousel.locator('[aria-roledescription="Folie"]').nth(n).evaluate((element) => element.getBoundingClientRect().height);
    await expect.poll(viewportHeight).toBeCloseTo(await slideHeight(0), 0);
    await page.getByRole('button', { name: 'Zu Folie 2' }).click();
    await expect.poll(viewportHeight).toBeCloseTo(await slideHeight(1), 0);
    return;
  }
  const second = gallery[1]!;
  const firstOfSecond = gallery[0]!.pictures.length;
  const jumps = carousel.getByRole('group', { name: 'Kategorien' });
  await expect(jumps.getByRole('button')).toHaveText(gallery.map((category) => category.name));
  await expect(carousel.getByText(new RegExp(`^1–\\d+ von ${pictureCount}$`))).toBeVisible();
  await jumps.getByRole('button', { name: second.name }).click();
  await works;
  const slide = carousel.locator('[aria-roledescription="Folie"]').nth(firstOfSecond);
  await expect.poll(async () => (await slide.boundingBox())?.x ?? Infinity).toBeLessThan(200);
  await expect(jumps.getByRole('button', { name: second.name })).toHaveAttribute('aria-current', 'true');
  await expect(carousel.getByText(new RegExp(`^${firstOfSecond + 1}–\\d+ von ${pictureCount}$`))).toBeVisible();
  // A slide far from view is neither styled nor laid out until the carousel brings it near.
  const last = gallery.at(-1)!;
  const firstOfLast = carousel.locator('[aria-roledescription="Folie"]').nth(pictureCount - last.pictures.length);
  const drawn = () => firstOfLast.locator('p').evaluate((caption) => caption.checkVisibility({ contentVisibilityAuto: true }));
  expect(await drawn()).toBe(false);
  await jumps.getByRole('button', { name: last.name }).click();
  await expect.poll(drawn).toBe(true);
});
