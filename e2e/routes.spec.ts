import { expect, test } from '@playwright/test';

test("/category/ shows only 'category works!'", async ({ page }) => {
  await page.goto('/category/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('category works!');
  await expect(page.getByRole('main')).toHaveText('category works!');
});

test('an unknown address gets a German not-found page with a way home', async ({ page }) => {
  const response = await page.goto('/gibt-es-nicht/');
  expect(response!.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Diese Seite gibt es nicht' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await page.getByRole('link', { name: 'Zur Startseite' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hanna Marie Linde');
});

test('the editor at /admin/ carries the site’s icon', async ({ request }) => {
  const page = await (await request.get('/admin/')).text();
  const href = /<link rel="icon" href="([^"]+)"/.exec(page)?.[1];
  expect(href).toBeDefined();
  const icon = await request.get(new URL(href!, 'http://localhost/admin/').pathname);
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toContain('image/svg+xml');
});
