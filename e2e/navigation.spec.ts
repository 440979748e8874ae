import { expect, test } from '@playwright/test';
import { isPhone, sectionIsAtTop, waitForHydration } from './helpers';

test('the side navigation is 55px wide on a phone and 90px on a desktop', async ({ page }, testInfo) => {
  await page.goto('/');
  const bar = page.getByRole('banner');
  expect((await bar.boundingBox())!.width).toBe(isPhone(testInfo) ? 55 : 90);
  await expect(bar).toHaveCSS('position', 'fixed');
});

for (const [entry, id] of [
  ['info', 'info'],
  ['galerie', 'gallery'],
  ['ausstellungen', 'exhibitions'],
] as const) {
  test(`the menu entry '${entry}' scrolls to its section and closes the menu`, async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const burger = page.getByRole('button', { name: 'Menü öffnen' });
    await burger.click();
    const menu = page.getByRole('navigation', { name: 'Hauptmenü' });
    await expect(menu).toBeVisible();

    await menu.getByRole('link', { name: entry }).click();
    await expect(menu).toBeHidden();
    await expect.poll(() => sectionIsAtTop(page, id)).toBe(true);
    await expect(page.getByRole('button', { name: 'Menü öffnen' })).toHaveAttribute('aria-expanded', 'false');
  });
}

test('a second click on the burger closes the menu', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Menü öffnen' }).click();
  await page.getByRole('button', { name: 'Menü schließen' }).click();
  await expect(page.getByRole('navigation', { name: 'Hauptmenü' })).toBeHidden();
});
