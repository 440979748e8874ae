import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { flattenPictures } from '@/lib/domain/gallery';
import { pictureSlugs } from '@/lib/domain/viewer';
import { gallery, pictureCount, waitForGallery, waitUntilAlive, watchErrors } from './helpers';

const works = flattenPictures(gallery);
const slugs = pictureSlugs(works);
const SITE = 'https://hanna-linde.example';
const byTitle = (title: string) => works.findIndex((work) => work.title === title);

type Node = Record<string, unknown>;

test('every work has its page with its title, description, canonical address, share image and structured data', async ({ request }) => {
  for (const [index, work] of works.entries()) {
    const address = `/werke/${slugs[index]}/`;
    const response = await request.get(address);
    expect(response.status(), address).toBe(200);
    const html = await response.text();
    const meta = (attribute: string, name: string) => new RegExp(`<meta ${attribute}="${name}" content="([^"]*)"`).exec(html)?.[1];
    expect(html).toContain(`<title>${work.title} – Hanna Marie Linde</title>`);
    expect(meta('name', 'description'), address).toContain(`${work.title}, ${work.year}: ${work.technique}, ${work.size}.`);
    expect(html).toContain(`<link rel="canonical" href="${SITE}${address}"`);

    const shareImage = new URL(meta('property', 'og:image')!);
    expect(shareImage.pathname).toBe(`/${work.image!.base}-share.jpg`);
    expect(meta('property', 'og:image:width')).toBe('1200');
    const image = await request.get(shareImage.pathname);
    expect(image.headers()['content-type'], address).toBe('image/jpeg');

    const data: Node = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)![1]!);
    expect(data).toMatchObject({ '@type': 'VisualArtwork', name: work.title, url: `${SITE}${address}`, dateCreated: String(work.year) });
    expect(data.image).toMatchObject({
      '@type': 'ImageObject',
      contentUrl: `${SITE}/${work.url}`,
      creditText: 'Hanna Marie Linde',
      license: `${SITE}/impressum/#urheberrecht`,
      acquireLicensePage: `${SITE}/impressum/#urheberrecht`,
    });
    expect((data.image as Node).copyrightNotice).toContain('Hanna Marie Linde');
  }
});

test('the structured data offers a work that is for sale, with its price, and says when it is sold', async ({ request }) => {
  const dataOf = async (title: string) => {
    const html = await (await request.get(`/werke/${slugs[byTitle(title)]}/`)).text();
    return JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)![1]!) as Node;
  };
  expect((await dataOf('Alte Buche')).offers).toMatchObject({ '@type': 'Offer', availability: 'https://schema.org/InStock', price: 1200, priceCurrency: 'EUR' });
  expect((await dataOf('Birke am Hang')).offers).toMatchObject({ availability: 'https://schema.org/SoldOut' });
  expect((await dataOf('Eiche im Wind')).offers).toMatchObject({ availability: 'https://schema.org/Reserved' });
  expect(await dataOf('Kiefer im Nebel')).not.toHaveProperty('offers');
});

test('the sitemap lists every work page with its picture', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('xmlns:image="http://www.google.com/schemas/sitemap-image/1.1"');
  for (const [index, work] of works.entries()) {
    const entry = new RegExp(`<loc>${SITE}/werke/${slugs[index]}/</loc>[\\s\\S]*?<image:image>\\s*<image:loc>${SITE}/${work.url}</image:loc>`);
    expect(sitemap).toMatch(entry);
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a work page is complete: the picture, its caption and status, the inquiry, the works beside it and the way back', async ({ page }) => {
    const index = byTitle('Alte Buche');
    await page.goto(`/werke/${slugs[index]}/`);
    const picture = page.getByRole('img', { name: works[index]!.alt! });
    await expect(picture).toBeVisible();
    await expect(picture).toHaveJSProperty('complete', true);
    expect(await picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    await expect(page.locator('picture source[type="image/avif"]')).toHaveAttribute('srcset', /800w/);
    await expect(page.getByRole('heading', { level: 1, name: 'Alte Buche' })).toBeVisible();
    await expect(page.getByText('2025 · Tusche auf Papier · 50 × 60 cm')).toBeVisible();
    await expect(page.getByText('Verfügbar · 1.200 €')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Anfrage zu diesem Werk' })).toHaveAttribute('href', /^mailto:/);
    // Sharing needs a script: without one there is no button that would do nothing.
    await expect(page.getByRole('button', { name: 'Teilen' })).toBeHidden();

    await page.getByRole('link', { name: /Nächstes Werk/ }).click();
    await expect(page).toHaveURL(new RegExp(`/werke/${slugs[index + 1]}/$`));
    await page.getByRole('link', { name: /Vorheriges Werk/ }).click();
    await expect(page).toHaveURL(new RegExp(`/werke/${slugs[index]}/$`));
    await page.getByRole('link', { name: 'Zur Galerie' }).click();
    await expect(page).toHaveURL(/\/#gallery$/);
  });

  test('the gallery leads to the page of all works, which links every work to its page under its category and title', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: `Alle ${works.length} Bilder auf einen Blick` }).click();
    await expect(page).toHaveURL(/\/werke\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Alle Bilder');
    // The works' links, under their categories (the links to the pages of a choice lead elsewhere).
    const hrefs = new Set(await page.locator('main section a[href^="/werke/"]').evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href'))));
    expect([...hrefs].sort()).toEqual(slugs.map((slug) => `/werke/${slug}/`).sort());
    // A sold or reserved work's name says so after its title (its red dot's words).
    const said: Record<string, string> = { verkauft: ' (verkauft)', reserviert: ' (reserviert)' };
    for (const [index, work] of works.entries()) {
      const name = `${work.title}${said[work.status ?? ''] ?? ''}`;
      await expect(page.getByRole('region', { name: work.category }).getByRole('link', { name, exact: true })).toHaveAttribute('href', `/werke/${slugs[index]}/`);
    }
    const first = page.locator('main img:visible').first();
    await expect.poll(() => first.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  });
});

test('a work page says each status in German, and a price on request as such', async ({ page }) => {
  for (const [title, text] of [
    ['Birke am Hang', 'Verkauft'],
    ['Eiche im Wind', 'Reserviert'],
    ['Kiefer im Nebel', 'Nicht verkäuflich'],
    ['Kastanie', 'Verfügbar · Preis auf Anfrage'],
  ]) {
    await page.goto(`/werke/${slugs[byTitle(title!)]}/`);
    await expect(page.locator('figcaption')).toContainText(text!);
  }
});

test("the inquiry is an e-mail to the artist whose subject names the work and whose text holds its address", async ({ page }) => {
  const index = byTitle('Alte Buche');
  await page.goto(`/werke/${slugs[index]}/`);
  const href = await page.getByRole('link', { name: 'Anfrage zu diesem Werk' }).getAttribute('href');
  const mail = new URL(href!);
  expect(mail.pathname).toBe('hanna.linde@example.org');
  expect(mail.searchParams.get('subject')).toBe('Anfrage zu „Alte Buche“ (2025)');
  expect(mail.searchParams.get('body')).toContain(`${SITE}/werke/${slugs[index]}/`);
});

test('sharing opens the share sheet where there is one', async ({ page }) => {
  await page.addInitScript(() => {
    const shared: ShareData[] = [];
    Object.assign(window, { shared });
    Object.defineProperty(navigator, 'share', { value: async (data: ShareData) => void shared.push(data) });
  });
  await page.goto(`/werke/${slugs[0]}/`);
  await waitUntilAlive(page.getByRole('button', { name: 'Teilen' }));
  await page.getByRole('button', { name: 'Teilen' }).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared)).toEqual([{ title: works[0]!.title, url: `${SITE}/werke/${slugs[0]}/` }]);
});

test('sharing copies the address where there is no share sheet, and says so', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.addInitScript(() => Reflect.deleteProperty(Navigator.prototype, 'share'));
  await page.goto(`/werke/${slugs[0]}/`);
  await waitUntilAlive(page.getByRole('button', { name: 'Teilen' }));
  await page.getByRole('button', { name: 'Teilen' }).click();
  await expect(page.getByRole('status')).toHaveText('Adresse kopiert');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${SITE}/werke/${slugs[0]}/`);
});

test('on a work page the arrow keys go to the works beside it, and Escape to the gallery', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto(`/werke/${slugs[0]}/`);
  await waitUntilAlive(page.getByRole('button', { name: 'Teilen' }));
  await page.keyboard.press('ArrowLeft');
  await expect(page).toHaveURL(new RegExp(`/werke/${slugs[pictureCount - 1]}/$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(works[pictureCount - 1]!.title!);
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(new RegExp(`/werke/${slugs[0]}/$`));
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/#gallery$/);
  await expect(page.locator('#gallery')).toBeInViewport();
  expect(errors).toEqual([]);
});

test('the viewer offers the inquiry and sharing for the work it shows', async ({ page }) => {
  await page.goto('/');
  await waitForGallery(page);
  await page.locator('#gallery [data-picture="0"]').click();
  const viewer = page.getByRole('dialog');
  await expect(viewer).toContainText('Verfügbar · 1.200 €');
  const mail = new URL((await viewer.getByRole('link', { name: 'Anfrage zu diesem Werk' }).getAttribute('href'))!);
  expect(mail.searchParams.get('subject')).toBe(`Anfrage zu „${works[0]!.title}“ (${works[0]!.year})`);
  expect(mail.searchParams.get('body')).toContain(`/werke/${slugs[0]}/`);
  await expect(viewer.getByRole('button', { name: 'Teilen' })).toBeVisible();
});

test('axe finds no violation on a work page', async ({ page }) => {
  await page.goto(`/werke/${slugs[0]}/`);
  await expect(page.getByRole('button', { name: 'Teilen' })).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
});

// A shared link opens on a slow line: the words paint before the picture's file has come, and the
// picture's place is already the work's shape, so nothing moves when it arrives.
test("a work page holds its picture's shape from the first paint, before the file arrives", async ({ page }) => {
  const work = works[byTitle('Alte Buche')]!;
  await page.route(/\/assets\/gallery\//, () => {});
  // The picture never comes, so the page never finishes loading: the words are enough.
  await page.goto(`/werke/${slugs[byTitle('Alte Buche')]}/`, { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const frame = await page.locator('figure span:has(> picture)').boundingBox();
  expect(frame!.height).toBeGreaterThan(200);
  expect(frame!.height / frame!.width).toBeCloseTo(work.height! / work.width!, 2);
});
