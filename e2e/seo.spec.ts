import { AVAILABLE_PATH } from '@/lib/domain/work-facets';
import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { validateXML } from 'xmllint-wasm';
import { pictureCount, waitForHydration } from './helpers';

type Node = Record<string, unknown> & { '@type': string };
const exhibitions: { from?: string; venue?: string; address?: string }[] = JSON.parse(readFileSync(path.join(__dirname, '..', 'public/assets/exhibitions.json'), 'utf8'));

test('the page says who and what it is: German title, description, canonical address, sharing card', async ({ page, request }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page).toHaveTitle('Hanna Marie Linde – Zeichen und Farbe');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Baumbilder/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /^https:\/\/[^/]+\/$/);
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
  const shareImage = await page.locator('meta[property="og:image"]').getAttribute('content');
  const image = await request.get(new URL(shareImage!).pathname);
  expect(image.headers()['content-type']).toBe('image/png');
  await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute('content', '1200');
  await expect(page.locator('meta[property="og:image:height"]')).toHaveAttribute('content', '630');
});

test('structured data names the artist and her exhibitions; each work has its own page for its data', async ({ page }) => {
  await page.goto('/');
  const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
  expect(data['@context']).toBe('https://schema.org');
  const graph: Node[] = data['@graph'];
  const person = graph.find((node) => node['@type'] === 'Person')!;
  expect(person).toMatchObject({ name: 'Hanna Marie Linde', email: expect.stringMatching(/^mailto:/) });
  expect(person.sameAs).toHaveLength(2);
  expect(graph.filter((node) => node['@type'] === 'VisualArtwork')).toHaveLength(0);
  // The shows with days, a venue and its address; the seed's lines (a year) are no events.
  const events = graph.filter((node) => node['@type'] === 'ExhibitionEvent');
  expect(events).toHaveLength(exhibitions.filter(({ from, venue, address }) => from && venue && address).length);
  for (const event of events) expect(event.startDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
});

test('robots.txt, the sitemap and the web manifest are there, and the icons they name', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/Allow: \//);
  expect(robots).toMatch(/Sitemap: https:\/\/.+\/sitemap\.xml/);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const page of ['/', '/werke/', '/ausstellungen/wurzelwerk-2027/', '/impressum/', '/datenschutz/']) expect(sitemap).toContain(`${page}</loc>`);
  const manifest = await (await request.get('/manifest.webmanifest')).json();
  expect(manifest).toMatchObject({ lang: 'de', start_url: '/' });
  for (const icon of manifest.icons) expect((await request.get(icon.src)).status()).toBe(200);
  expect((await request.get('/apple-touch-icon.png')).headers()['content-type']).toBe('image/png');
});

test("the sitemap is valid by the sitemaps.org schema, Google's image sitemap schema and its language alternates", async ({ request }) => {
  const schema = (name: string) => ({ fileName: name, contents: readFileSync(path.join(__dirname, '..', 'test/xsd', name), 'utf8') });
  const result = await validateXML({
    xml: { fileName: 'sitemap.xml', contents: await (await request.get('/sitemap.xml')).text() },
    schema: schema('sitemap-with-images.xsd'),
    preload: [schema('sitemap.xsd'), schema('sitemap-image.xsd'), schema('sitemap-alternates.xsd')],
  });
  expect(result.errors.map((error) => error.rawMessage)).toEqual([]);
  expect(result.valid).toBe(true);
});

test("each work's structured data gives its picture's size as the file it links to has it", async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  // The works' pages, not the page of the available works beside them.
  const workPages = [...sitemap.matchAll(/<loc>https:\/\/[^/]+(\/werke\/[^/<]+\/)<\/loc>/g)].map((match) => match[1]!).filter((address) => address !== AVAILABLE_PATH);
  expect(workPages).toHaveLength(pictureCount);
  for (const address of workPages) {
    const html = await (await request.get(address)).text();
    const image: { contentUrl: string; width: number; height: number } = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)![1]!).image;
    const file = await request.get(new URL(image.contentUrl).pathname);
    const { width, height } = await sharp(await file.body()).metadata();
    expect({ width: image.width, height: image.height }, address).toEqual({ width, height });
  }
});

test('the category placeholder has its own title and is kept out of search results', async ({ page }) => {
  await page.goto('/category/');
  await expect(page).toHaveTitle('Kategorien – Hanna Marie Linde – Zeichen und Farbe');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
});

test('the not-found page has its own title and is kept out of search results', async ({ page }) => {
  await page.goto('/gibt-es-nicht/');
  await expect(page).toHaveTitle('Diese Seite gibt es nicht – Hanna Marie Linde – Zeichen und Farbe');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
});

test('the footer leads to the Impressum and the privacy page, which says what the site does not do', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('navigation', { name: 'Rechtliches' });
  await footer.getByRole('link', { name: 'Impressum' }).click();
  await expect(page).toHaveURL(/\/impressum\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Impressum');
  // What the artist still has to fill in is marked as such.
  await expect(page.locator('mark').first()).toContainText('[');
  await page.getByRole('navigation', { name: 'Rechtliches' }).getByRole('link', { name: 'Datenschutz' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Datenschutz');
  await expect(page.getByRole('main')).toContainText('keine Cookies');
  await expect(page.getByRole('main')).toContainText('lädt nichts von anderen Anbietern');
  // The artist's name at the top of every page leads home.
  await page.getByRole('main').getByRole('link', { name: 'Hanna Marie Linde' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hanna Marie Linde');
});

test('the menu links to the legal pages too', async ({ page }) => {
  await page.goto('/');
  // The burger opens the overlay once the page has come alive; before that it is a plain link.
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Menü öffnen' }).click();
  await page.getByRole('navigation', { name: 'Hauptmenü' }).getByRole('link', { name: 'Datenschutz' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Datenschutz');
});
