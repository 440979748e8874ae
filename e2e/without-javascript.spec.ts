import { expect, test } from '@playwright/test';
import { flattenPictures } from '@/lib/domain/gallery';
import { pictureSlugs } from '@/lib/domain/viewer';
import { gallery, isPhone } from './helpers';

const works = flattenPictures(gallery);
const slugs = pictureSlugs(works);

test.use({ javaScriptEnabled: false });

test("every section, the gallery's first view, the way to every work and the exhibitions are there without JavaScript", async ({ page }, testInfo) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hanna Marie Linde');
  await expect(page.getByRole('heading', { name: 'zur bildermacherin' })).toBeVisible();
  await expect(page.locator('#info').getByRole('img')).toBeVisible();
  // The first category on a phone, the first three pictures wider.
  await expect(page.locator('#gallery img[data-show]:visible')).toHaveCount(isPhone(testInfo) ? gallery[0]!.pictures.length : 3);
  await expect(page.locator('#gallery').getByRole('link', { name: `Alle ${works.length} Bilder auf einen Blick` })).toBeVisible();
  // Nothing waits for a script to fade it in.
  await expect(page.locator('#gallery img[data-show]:visible').first()).toHaveCSS('opacity', '1');
  await expect(page.getByRole('heading', { name: 'zur bildermacherin' }).locator('..')).toHaveCSS('opacity', '1');
  await expect(page.locator('#info [data-revealed] > div').first()).toHaveCSS('opacity', '1');
  await expect(page.locator('#exhibitions').getByRole('listitem').first()).toBeVisible();
});

test('the menu links are plain anchors that jump to their sections', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Menü öffnen' }).click();
  const menu = page.getByRole('navigation', { name: 'Hauptmenü' });
  await expect(menu).toBeVisible();
  await menu.getByRole('link', { name: 'ausstellungen' }).click();
  await expect(page).toHaveURL(/#exhibitions$/);
  await expect(page.getByRole('heading', { name: 'Austellungen' })).toBeInViewport();
  await expect(menu).toBeHidden();
});

test("a thumbnail is a link to its work's page, which shows the picture", async ({ page }) => {
  await page.goto('/');
  const thumbnail = page.locator('#gallery a:visible').first();
  await expect(thumbnail).toHaveAttribute('href', `/werke/${slugs[0]}/`);
  await thumbnail.click();
  await expect(page).toHaveURL(new RegExp(`/werke/${slugs[0]}/$`));
  await expect(page.getByRole('img', { name: works[0]!.alt! })).toBeVisible();
});
