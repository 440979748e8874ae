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
