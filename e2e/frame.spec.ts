import { expect, test, type Page } from '@playwright/test';
import { gallery, isPhone, waitUntilAlive } from './helpers';

// One frame for every page: the same navigation reaches everything, and every page's content and
// its footer stand between the same two lines.

const PAGES = ['/', '/werke/', '/werke/alte-buche/', '/ausstellungen/wurzelwerk-2027/', '/impressum/', '/datenschutz/', '/gibt-es-nicht/'];

const ENTRIES: [string, RegExp][] = [
  ['info', /\/#info$/],
  ['galerie', /\/#gallery$/],
  ['alle werke', /\/werke\/$/],
  ['ausstellungen', /\/#exhibitions$/],
  ['Impressum', /\/impressum\/$/],
  ['Datenschutz', /\/datenschutz\/$/],
];

async function openMenu(page: Page) {
  const burger = page.getByRole('button', { name: 'Menü öffnen' });
  await waitUntilAlive(burger);
  await burger.click();
  return page.getByRole('navigation', { name: 'Hauptmenü' });
}

for (const path of PAGES) {
  test(`the menu on ${path} reaches the sections, all works, the exhibitions and the legal pages`, async ({ page }) => {
    await page.goto(path);
    const menu = await openMenu(page);
    for (const [name, href] of ENTRIES) {
      const link = menu.getByRole('link', { name, exact: true });
      await expect(link).toBeVisible();
      expect(new URL(await link.evaluate((anchor: HTMLAnchorElement) => anchor.href)).href).toMatch(href);
    }
  });
}

test('from a work’s page, the menu leads to the exhibitions on the home page', async ({ page }) => {
  await page.goto('/werke/alte-buche/');
  const menu = await openMenu(page);
  await menu.getByRole('link', { name: 'ausstellungen', exact: true }).click();
  await expect(page).toHaveURL(/\/#exhibitions$/);
  await expect(page.locator('#exhibitions')).toBeInViewport();
  await expect(page.getByRole('navigation', { name: 'Hauptmenü' })).toBeHidden();
});

test('the page of all works is marked as the current page in its menu', async ({ page }) => {
  await page.goto('/werke/');
  const menu = await openMenu(page);
  await expect(menu.getByRole('link', { name: 'alle werke' })).toHaveAttribute('aria-current', 'page');
});

/** The left and right edges of the first element matching each selector, in CSS pixels. */
const edges = (page: Page, selector: string) =>
  page.locator(selector).first().evaluate((element) => {
    const box = element.getBoundingClientRect();
    return { left: Math.round(box.left), right: Math.round(box.right) };
  });

/** Where an element's content starts and ends inside its padding. */
const contentEdges = (page: Page, selector: string) =>
  page.locator(selector).first().evaluate((element) => {
    const box = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    return { left: Math.round(box.left + parseFloat(style.paddingLeft)), right: Math.round(box.right - parseFloat(style.paddingRight)) };
  });

/** The header, the heading and the footer of a page other than home start on one line, and its content and footer end on one. */
/** Measured once the page's stylesheets have come: until then what follows the first screen is held out of the layout. */
const styled = (page: Page) => expect(page.locator('#held-below-fold')).toHaveCount(0);

async function expectSubPageLines(page: Page, path: string) {
  await styled(page);
  const header = await edges(page, 'main > header a');
  const heading = await edges(page, 'main h1');
  const footer = await contentEdges(page, 'body > footer');
  const footerLink = await edges(page, 'body > footer a');
  expect(Math.abs(header.left - footer.left)).toBeLessThanOrEqual(2);
  expect(Math.abs(footerLink.left - footer.left)).toBeLessThanOrEqual(2);
  if (path !== '/werke/alte-buche/') expect(Math.abs(heading.left - footer.left)).toBeLessThanOrEqual(2);
  const main = await contentEdges(page, 'main');
  expect(Math.abs(main.right - footer.right)).toBeLessThanOrEqual(2);
}

/** On the home page: the landing line, the sections, the gallery's heading and the footer start on one line; sections, the gallery's way to all works and the footer end on one. */
async function expectHomeLines(page: Page, wide: boolean) {
  await styled(page);
  const description = await edges(page, '#inhalt > :first-child p:last-of-type');
  const info = await contentEdges(page, '#info');
  const exhibitions = await contentEdges(page, '#exhibitions');
  const footer = await contentEdges(page, 'body > footer');
  for (const line of [info.left, exhibitions.left, footer.left]) expect(Math.abs(line - description.left)).toBeLessThanOrEqual(2);
  expect(Math.abs(info.right - footer.right)).toBeLessThanOrEqual(2);
  expect(Math.abs(exhibitions.right - footer.right)).toBeLessThanOrEqual(2);
  const heading = await edges(page, '#gallery h2');
  expect(Math.abs(heading.left - footer.left)).toBeLessThanOrEqual(2);
  if (wide) {
    const allWorks = await edges(page, '#gallery a[href$="/werke/"]');
    expect(Math.abs(allWorks.right - footer.right)).toBeLessThanOrEqual(2);
  }
}

for (const path of ['/werke/', '/werke/alte-buche/', '/ausstellungen/wurzelwerk-2027/', '/impressum/']) {
  test(`on ${path} the header, the content and the footer start on one line`, async ({ page }) => {
    await page.goto(path);
    await expectSubPageLines(page, path);
  });
}

test('on the home page, the landing line, the sections, the carousel controls and the footer share their edges', async ({ page }, testInfo) => {
  await page.goto('/');
  await expectHomeLines(page, !isPhone(testInfo));
});

test('on a screen wider than the frame, the content centres and every page keeps the same lines', async ({ page }) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.goto('/');
  await expectHomeLines(page, true);
  const home = await contentEdges(page, 'body > footer');
  // Centred in the room beside the bar: as much paper left of the content as right of it.
  expect(Math.abs(home.left - 90 - (1920 - home.right))).toBeLessThanOrEqual(20);
  for (const path of ['/werke/', '/impressum/']) {
    await page.goto(path);
    await expectSubPageLines(page, path);
    const footer = await contentEdges(page, 'body > footer');
    expect(Math.abs(footer.left - home.left)).toBeLessThanOrEqual(2);
  }
});

test('the footer’s and the menu’s links are a thumb’s size', async ({ page }) => {
  await page.goto('/impressum/');
  for (const link of await page.locator('body > footer a').all()) {
    const box = (await link.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
  }
  const menu = await openMenu(page);
  for (const link of await menu.getByRole('link').all()) {
    const box = (await link.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
  }
});

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 1440, height: 900 },
]) {
  test(`a work’s page at ${viewport.width}×${viewport.height} shows title, details, availability and the inquiry without scrolling`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/werke/alte-buche/');
    const main = page.getByRole('main');
    for (const part of [
      main.getByRole('heading', { level: 1 }),
      main.getByText(/Tusche auf Papier/),
      main.getByText(/Verfügbar · 1\.200/),
      main.getByRole('link', { name: 'Anfrage zu diesem Werk' }),
    ]) {
      const box = (await part.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
      expect(box.y).toBeGreaterThanOrEqual(0);
    }
  });
}

test('a sold work carries the red dot and asks after similar works; an available one has no dot', async ({ page }) => {
  const sold = gallery.flatMap((category) => category.pictures).find((picture) => picture.status === 'verkauft');
  expect(sold, 'the seed has a sold work').toBeDefined();
  await page.goto('/werke/birke-am-hang/');
  const availability = page.getByText('Verkauft', { exact: true });
  const dot = page.locator('[data-status="verkauft"]');
  await expect(dot).toBeVisible();
  expect(await dot.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgb(176, 54, 42)');
  await expect(availability).toBeVisible();
  const inquiry = page.getByRole('link', { name: 'Nach ähnlichen Werken fragen' });
  expect(decodeURIComponent((await inquiry.getAttribute('href'))!)).toContain('Ähnliche Werke wie „Birke am Hang“');
  await page.goto('/werke/alte-buche/');
  await expect(page.locator('[data-status]')).toHaveCount(0);
});
