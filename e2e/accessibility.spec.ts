import { expect, test } from '@playwright/test';
import { expectNoViolations, isPhone, pictureCount, sectionIsAtTop, waitForGallery, waitForHydration } from './helpers';

test('axe finds no violation on the page', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await expectNoViolations(page);
});

test('axe finds no violation on the page of all works', async ({ page }) => {
  await page.goto('/werke/');
  await expectNoViolations(page);
});

test('axe finds no violation on the page of all works with filters set and nothing matching', async ({ page }, testInfo) => {
  await page.goto('/werke/?verfuegbar&technik=aquarell&sort=neu');
  await waitForHydration(page);
  await expect(page.getByRole('status')).toHaveText('2 von 22 Werken');
  await expectNoViolations(page);
  // On a phone the choice is folded behind its button.
  if (isPhone(testInfo)) await page.getByRole('button', { name: 'Filter (2)' }).click();
  await page.getByRole('combobox', { name: 'Reihe', exact: true }).selectOption({ label: 'Pastelle' });
  await expect(page.getByRole('button', { name: 'Auswahl aufheben' })).toBeVisible();
  await expectNoViolations(page);
});

test("axe finds no violation on an exhibition's page", async ({ page }) => {
  await page.goto('/ausstellungen/wurzelwerk-2027/');
  await expectNoViolations(page);
});

test("axe finds no violation on a work's page that names its exhibitions", async ({ page }) => {
  await page.goto('/werke/kopfweide/');
  await expect(page.getByRole('region', { name: 'Ausgestellt' })).toBeVisible();
  await expectNoViolations(page);
});

test('axe finds no violation with the menu open', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Menü öffnen' }).click();
  await expect(page.getByRole('navigation', { name: 'Hauptmenü' })).toBeVisible();
  await expectNoViolations(page, { pageBehindIsInert: true });
});

test('axe finds no violation with the viewer open', async ({ page }) => {
  await page.goto('/');
  await waitForGallery(page);
  await page.locator('#gallery [data-picture]').first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoViolations(page);
});

test('a keyboard alone goes from the burger to a picture and back to its thumbnail', async ({ page }) => {
  await page.goto('/');
  await waitForGallery(page);

  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Zum Inhalt springen' })).toBeFocused();
  await page.keyboard.press('Tab');
  const burger = page.getByRole('button', { name: 'Menü öffnen' });
  await expect(burger).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Menü schließen' })).toHaveAttribute('aria-expanded', 'true');

  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'galerie' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#gallery')).toBeFocused();

  await page.keyboard.press('Tab');
  const first = page.locator('#gallery [data-picture="0"]');
  await expect(first).toBeFocused();
  await page.keyboard.press('Enter');
  const viewer = page.getByRole('dialog');
  await expect(viewer).toBeVisible();
  await expect(viewer).toContainText(`1 / ${pictureCount}`);

  await page.keyboard.press('ArrowRight');
  await expect(viewer).toContainText(`2 / ${pictureCount}`);
  await expect(viewer).toHaveAccessibleName(new RegExp(`^Bild 2 von ${pictureCount}: `));

  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  const second = page.locator('#gallery [data-picture="1"]');
  await expect(second).toBeFocused();
  await expect(second).toBeInViewport();
});

test('the menu closes on Escape and gives the focus back to the burger', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Menü öffnen' }).click();
  await page.getByRole('link', { name: 'info' }).focus();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('navigation', { name: 'Hauptmenü' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Menü öffnen' })).toBeFocused();
});

test('every control shows where the focus is', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Menü öffnen' })).toHaveCSS('outline-style', 'solid');
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('nothing animates and no content waits hidden for an animation', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await expect(page.locator('#info [data-revealed] > div').first()).toHaveCSS('opacity', '1');
    await expect(page.locator('#info').getByRole('heading')).toBeVisible();
    await page.locator('#gallery').scrollIntoViewIfNeeded();
    await expect(page.locator('#gallery [data-layout] img[data-show]').first()).toHaveCSS('opacity', '1');
    await expect(page.locator('section').first().locator('[aria-hidden="true"]').first()).toHaveCSS('animation-name', 'none');

    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    await page.getByRole('link', { name: 'ausstellungen' }).click();
    // The scroll jumps: no animation frames to wait for.
    expect(await sectionIsAtTop(page, 'exhibitions')).toBe(true);

    await page.locator('#gallery [data-picture]').first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await page.evaluate(() => document.getAnimations().filter((animation) => animation.playState === 'running').length)).toBe(0);
  });
});
