import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { waitForHydration, watchErrors } from './helpers';

const SITE = 'https://hanna-linde.example';
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** Each page in German and its English version. */
const PAIRS = [
  ['/', '/en/'],
  ['/werke/', '/en/werke/'],
  ['/werke/alte-buche/', '/en/werke/alte-buche/'],
  ['/ausstellungen/wurzelwerk-2027/', '/en/ausstellungen/wurzelwerk-2027/'],
] as const;

async function alternates(page: Page) {
  const links = page.locator('head link[rel="alternate"][hreflang]');
  return Object.fromEntries(await links.evaluateAll((elements) => elements.map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')])));
}

for (const [german, english] of PAIRS) {
  test(`${english} is in English and ${german} in German, each naming both with hreflang and itself as canonical`, async ({ page }) => {
    for (const [path, lang] of [
      [german, 'de'],
      [english, 'en'],
    ] as const) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      expect(await alternates(page)).toEqual({ de: `${SITE}${german}`, en: `${SITE}${english}`, 'x-default': `${SITE}${german}` });
      await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', `${SITE}${path}`);
    }
  });
}

test('the switch leads to the same page in the other language, named in that language', async ({ page }) => {
  await page.goto('/werke/alte-buche/');
  const footer = page.getByRole('contentinfo');
  const toEnglish = footer.getByRole('link', { name: 'English' });
  await expect(toEnglish).toHaveAttribute('hreflang', 'en');
  await expect(toEnglish).toHaveAttribute('lang', 'en');
  await toEnglish.click();
  await expect(page).toHaveURL(/\/en\/werke\/alte-buche\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Old Beech');
  const toGerman = page.getByRole('contentinfo').getByRole('link', { name: 'Deutsch' });
  await expect(toGerman).toHaveAttribute('hreflang', 'de');
  await toGerman.click();
  await expect(page).toHaveURL(/\/werke\/alte-buche\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Alte Buche');
});

test('the menu offers the switch too, and its entries stay in English', async ({ page }) => {
  await page.goto('/en/werke/');
  await waitForHydration(page).catch(() => undefined);
  await page.getByRole('button', { name: 'Open the menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('link', { name: 'all works' })).toHaveAttribute('href', '/en/werke/');
  await expect(menu.getByRole('link', { name: 'Deutsch' })).toHaveAttribute('href', '/werke/');
});

test('a title she has not translated is her German one, marked as German; a translated one is not', async ({ page }) => {
  await page.goto('/en/werke/kopfweide/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kopfweide');
  await expect(page.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'de');
  await page.goto('/en/werke/alte-buche/');
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveAttribute('lang', /.*/);
  // On the page of all works, too.
  await page.goto('/en/werke/');
  await expect(page.getByRole('link', { name: 'Kopfweide' }).locator('[lang="de"]')).toHaveText('Kopfweide');
  await expect(page.getByRole('link', { name: 'Old Beech' }).locator('[lang]')).toHaveCount(0);
  // An exhibition's kind, as its title: hers in English where she gave it, else German and marked.
  await page.goto('/en/ausstellungen/wurzelwerk-2027/');
  await expect(page.getByText('Group exhibition', { exact: true })).not.toHaveAttribute('lang', /.*/);
  await page.goto('/en/ausstellungen/lichtungen-2026/');
  await expect(page.getByText('Gruppenausstellung', { exact: true })).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'de');
});

/** The language a screen reader reads an element's words in: its own lang, or its nearest ancestor's. */
const spokenLang = (page: Page, selector: string) => page.locator(selector).first().evaluate((element) => element.closest('[lang]')?.getAttribute('lang'));

test('categories and techniques she has not translated are English from the glossary; her German descriptions are marked German', async ({ page, isMobile }) => {
  await page.goto('/en/');
  await waitForHydration(page);
  const categories = ['Drawings', 'Watercolours', 'Pastels', 'Oil and acrylic'];
  if (isMobile) {
    // On a phone each category is a slide of its own, named by it, once the carousel has started
    // near the gallery (before, both layouts are in the page).
    await page.locator('#gallery').scrollIntoViewIfNeeded();
    await expect(page.locator('#gallery [data-layout]')).toHaveCount(1);
    await expect(page.locator('#gallery [data-layout]')).toHaveAttribute('data-layout', 'mobile');
    const slides = page.locator('#gallery [aria-roledescription="Slide"]');
    await expect(slides).toHaveCount(categories.length);
    expect(await slides.evaluateAll((groups) => groups.map((group) => group.getAttribute('aria-label')))).toEqual(categories.map((name, index) => `${name}, group ${index + 1} of 4`));
    await expect(page.locator('#gallery h3').first()).toHaveText('Drawings');
    await expect(page.locator('#gallery h3[lang]')).toHaveCount(0);
  } else {
    const jumps = page.getByRole('group', { name: 'Categories' });
    await expect(jumps.getByRole('button')).toHaveText(categories);
    await expect(jumps.locator('[lang]')).toHaveCount(0);
  }
  // A thumbnail is named by her description: German ones are read as German, her English ones as English.
  expect(await spokenLang(page, 'a[href="/en/werke/kiefer-im-nebel/"]')).toBe('de');
  expect(await spokenLang(page, 'a[href="/en/werke/alte-buche/"]')).toBe('en');

  await page.goto('/en/werke/');
  await expect(page.getByRole('heading', { level: 2, name: 'Oil and acrylic' })).not.toHaveAttribute('lang', /.*/);

  await page.goto('/en/werke/abendeiche/');
  await expect(page.getByText('2023 · Oil on canvas · 60 × 70 cm', { exact: true })).not.toHaveAttribute('lang', /.*/);
  const picture = page.getByRole('img', { name: /^Ölbild „Abendeiche“/ });
  expect(await picture.evaluate((element) => element.closest('[lang]')?.getAttribute('lang'))).toBe('de');
  await page.goto('/en/werke/alte-buche/');
  expect(await page.getByRole('img', { name: /^Ink drawing “Old Beech”/ }).evaluate((element) => element.closest('[lang]')?.getAttribute('lang'))).toBe('en');
});

test('dates and prices are written the English way', async ({ page }) => {
  await page.goto('/en/ausstellungen/wurzelwerk-2027/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Root Work');
  await expect(page.getByText('12 March – 30 April 2027')).toBeVisible();
  await expect(page.getByText('Friday, 12 March 2027, 19:00')).toBeVisible();
  await page.goto('/en/werke/abendeiche/');
  await expect(page.getByText('Available · €2,400')).toBeVisible();
  await page.goto('/werke/abendeiche/');
  await expect(page.getByText('Verfügbar · 2.400 €')).toBeVisible();
});

test('the inquiry from an English page is an English e-mail', async ({ page }) => {
  await page.goto('/en/werke/alte-buche/');
  const href = await page.getByRole('link', { name: 'Ask about this work' }).getAttribute('href');
  const mail = new URL(href!);
  expect(mail.searchParams.get('subject')).toBe('Inquiry about “Old Beech” (2025)');
  expect(mail.searchParams.get('body')).toBe(`Dear Ms Linde,\n\nI am interested in your work “Old Beech”:\n${SITE}/en/werke/alte-buche/\n\n`);
});

test('the legal pages are linked from English pages, in German and saying so', async ({ page }) => {
  await page.goto('/en/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Impressum' })).toHaveAttribute('hreflang', 'de');
  await expect(footer.getByRole('link', { name: 'Impressum' })).toHaveAttribute('href', '/impressum/');
  await expect(footer.getByText('(in German)')).toBeVisible();
  // A page only in German switches to the English home page.
  await page.goto('/impressum/');
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'English' })).toHaveAttribute('href', '/en/');
});

test('the English home page speaks English, with her words where she translated them', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/en/');
  await waitForHydration(page);
  await expect(page).toHaveTitle('Hanna Marie Linde – Line and Colour');
  await expect(page.getByRole('heading', { name: 'about the picture maker' })).toBeVisible();
  await expect(page.locator('#gallery').getByRole('link', { name: /^All \d+ pictures at a glance$/ })).toHaveAttribute('href', '/en/werke/');
  // The portrait's description is not translated: German, and marked so.
  await expect(page.locator('#info img[alt^="Porträt"]')).toHaveAttribute('lang', 'de');
  const data = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!);
  expect(data['@graph'][0]).toMatchObject({ inLanguage: 'en', url: `${SITE}/en/` });
  // The exhibitions' days are written the English way.
  await expect(page.locator('#exhibitions').getByText('30 October 2026 – 17 January 2027 · Galerie am Markt')).toBeVisible();
  await expect(page.locator('head link[type="application/atom+xml"]')).toHaveAttribute('href', `${SITE}/en/feed.xml`);
  expect(errors).toEqual([]);
});

for (const path of ['/en/', '/en/werke/', '/en/werke/kopfweide/', '/en/ausstellungen/wurzelwerk-2027/']) {
  test(`axe finds no violation on ${path}`, async ({ page }) => {
    await page.goto(path);
    if (path === '/en/') await waitForHydration(page);
    const { violations } = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
    expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the English pages and the switch are all there', async ({ page }) => {
    await page.goto('/en/');
    await expect(page.getByRole('heading', { name: 'about the picture maker' })).toBeVisible();
    await expect(page.locator('#gallery').getByRole('link', { name: /^All \d+ pictures at a glance$/ })).toBeVisible();
    await page.goto('/en/werke/alte-buche/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Old Beech');
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Deutsch' })).toHaveAttribute('href', '/werke/alte-buche/');
  });
});

test('the sitemap lists the English addresses, each with both languages', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`<loc>${SITE}/en/werke/alte-buche/</loc>`);
  expect(sitemap).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${SITE}/en/werke/alte-buche/" />`);
  expect(sitemap).toContain(`<xhtml:link rel="alternate" hreflang="de" href="${SITE}/werke/alte-buche/" />`);
  const feed = await (await request.get('/en/feed.xml')).text();
  expect(feed).toContain('<title>Hanna Marie Linde – Line and Colour</title>');
  expect(feed).toContain(`${SITE}/en/werke/alte-buche/`);
});

test('the English home page refreshes its gallery from the English file, so the works beyond its first view come in English', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  await page.goto('/en/');
  await waitForHydration(page);
  await page.locator('#gallery').scrollIntoViewIfNeeded();
  await expect.poll(() => asked).toContain('/assets/en/gallery.json');
  expect(asked).not.toContain('/assets/gallery.json');
  const categories: { name: string; pictures: { title?: string; german?: string[] }[] }[] = await (await page.request.get('/assets/en/gallery.json')).json();
  const drawings = categories.find((category) => category.name === 'Drawings')!;
  expect(drawings.pictures.map((picture) => picture.title)).toContain('Old Beech');
  expect(drawings.pictures.find((picture) => picture.title === 'Kopfweide')!.german).toContain('title');
});

test('the English home page lists the exhibitions by their English names, with the German ones marked, each leading to its English page', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  await page.goto('/en/');
  await waitForHydration(page);
  const list = page.locator('#exhibitions');
  await list.scrollIntoViewIfNeeded();
  await expect.poll(() => asked).toContain('/assets/en/exhibitions.json');
  expect(asked).not.toContain('/assets/exhibitions.json');
  const translated = list.getByRole('link', { name: 'Root Work' });
  await expect(translated).toHaveAttribute('href', '/en/ausstellungen/wurzelwerk-2027/');
  await expect(translated).not.toHaveAttribute('lang', 'de');
  await expect(list.getByRole('link', { name: 'Lichtungen' })).toHaveAttribute('lang', 'de');
  await expect(list.getByText('Tree Signs – drawings and watercolours, Galerie am Markt, Lüneburg (solo exhibition)')).not.toHaveAttribute('lang', 'de');
  await expect(list.getByText('Unter Bäumen, Kunstverein Celle (mit Anna Vogt und Jens Ohlsen)')).toHaveAttribute('lang', 'de');
  // On now, and named in English above the gallery too.
  await expect(page.getByRole('region', { name: 'Exhibitions now and soon' }).getByRole('heading', { name: 'Roots and Crowns' })).toBeVisible();
});
