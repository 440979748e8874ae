import { expect, test } from '@playwright/test';
import { watchErrors } from './helpers';

test.describe('landing', () => {
  test('shows the name, the vertical tagline and the description line over a full-height section', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto('/');
    await expect(page).toHaveTitle(/Hanna Marie Linde/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hanna Marie Linde');
    const tagline = page.getByText('Zeichen und Farbe', { exact: true });
    await expect(tagline).toBeVisible();
    await expect(tagline).toHaveCSS('writing-mode', 'vertical-rl');
    const description = page.getByText(/am Ende wird daraus meistens ein Baum/);
    await expect(description).toBeVisible();
    expect((await description.boundingBox())!.width).toBeLessThanOrEqual(350);

    const landing = page.locator('section').first();
    const viewport = page.viewportSize()!;
    const landingBox = (await landing.boundingBox())!;
    expect(landingBox.height).toBeGreaterThanOrEqual(viewport.height);
    // The faded tree covers the whole landing, whatever the screen's shape.
    const treeBox = (await landing.locator('picture img').boundingBox())!;
    expect(treeBox.width).toBeGreaterThanOrEqual(landingBox.width - 1);
    expect(treeBox.height).toBeGreaterThanOrEqual(landingBox.height - 1);
    expect(errors).toEqual([]);
  });

  test('the tree is the backdrop of the whole screen, under the navigation bar, while the text keeps beside the bar', async ({ page }) => {
    await page.goto('/');
    const viewport = page.viewportSize()!;
    const landingBox = (await page.locator('section').first().boundingBox())!;
    expect(landingBox.x).toBeLessThanOrEqual(0);
    // Up to a classic scrollbar's width short of the window.
    expect(landingBox.width).toBeGreaterThanOrEqual(viewport.width - 20);
    const burger = (await page.getByRole('button', { name: 'Menü öffnen' }).boundingBox())!;
    const name = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
    expect(name.x).toBeGreaterThanOrEqual(burger.x + burger.width);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });

    test('the largest paint is words, which need no picture to arrive', async ({ page }) => {
      await page.goto('/');
      // A picture that fills the screen counts as its background for Largest Contentful Paint.
      const largest = await page.evaluate(
        () =>
          new Promise<string>((resolve) =>
            new PerformanceObserver((list) => {
              const entries = list.getEntries() as (PerformanceEntry & { element: Element | null })[];
              resolve(entries.at(-1)?.element?.tagName ?? 'none');
            }).observe({ type: 'largest-contentful-paint', buffered: true }),
          ),
      );
      expect(largest).toBe('P');
    });
  });

  test('moves the faded tree more slowly than the page (parallax)', async ({ page }) => {
    await page.goto('/');
    // Its drift comes with the stylesheets, after the first paint (scripts/paint-first.ts).
    await expect(page.locator('#held-below-fold')).toHaveCount(0);
    const tree = page.locator('section').first().locator('[aria-hidden="true"]').first();
    const opacity = Number(await tree.evaluate((image) => getComputedStyle(image).opacity));
    expect(opacity).toBeLessThan(0.5);
    const offset = () => tree.evaluate((image) => new DOMMatrix(getComputedStyle(image).transform).m42);
    const before = await offset();
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect.poll(offset).toBeGreaterThan(before + 10);
  });
});

test.describe('info', () => {
  test('fades the portrait in over 5 seconds when it comes into view, and shows the text and CV link', async ({ page, request }) => {
    await page.goto('/');
    const section = page.locator('#info');
    await expect(section.getByRole('heading', { name: 'zur bildermacherin' })).toBeAttached();
    const columns = section.locator('[data-revealed]');
    await expect(columns).toHaveAttribute('data-revealed', 'false');

    await section.getByRole('img').scrollIntoViewIfNeeded();
    await expect(columns).toHaveAttribute('data-revealed', 'true');
    const portraitArea = section.locator('[data-revealed] > div').first();
    await expect(portraitArea).toHaveCSS('animation-duration', '5s');
    await expect(section.getByRole('heading', { name: 'zur bildermacherin' })).toBeVisible();

    const paragraph = section.locator('p').first();
    for (const fact of ['2005', 'Fachschule für Gestaltung', 'mehr als 50 Baumzeichnungen', 'Öl', 'Acryl', 'Aquarell', 'Pastell', 'kleinen Serien']) {
      await expect(paragraph).toContainText(fact);
    }

    const curriculum = section.getByRole('link', { name: 'Curriculum herunterladen' });
    await expect(curriculum).toHaveAttribute('target', '_blank');
    const pdf = await request.get((await curriculum.getAttribute('href'))!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
  });
});

test.describe('exhibitions', () => {
  test("lists each exhibition's year and description under 'Austellungen'", async ({ page }) => {
    await page.goto('/');
    const section = page.locator('#exhibitions');
    await expect(section.getByRole('heading', { name: 'Austellungen' })).toBeVisible();
    const rows = section.getByRole('listitem');
    await expect(rows.first()).toHaveText(/^\d{4}\s*\S/);
    expect(await rows.count()).toBeGreaterThan(2);
  });
});
