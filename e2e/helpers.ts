import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { GalleryCategory } from '@/lib/domain/types';

/** The content the site was built from, read the way the artist wrote it. */
export const gallery: GalleryCategory[] = JSON.parse(readFileSync(path.join(__dirname, '..', 'public/assets/gallery.json'), 'utf8'));
export const pictureCount = gallery.reduce((count, category) => count + category.pictures.length, 0);

export const isPhone = (testInfo: TestInfo) => testInfo.project.name === 'phone';

/** Collects what the page writes to the console as errors, and uncaught exceptions. */
export function watchErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Waits until the page says its scripts have taken it over (`<html data-hydrated>`): a tap before that would do nothing. */
export async function waitForHydration(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated');
}

/**
 * Brings the gallery near, as a visitor scrolling down does, and waits until its carousel has
 * started (chosen its one layout): its code loads only then. The page is left where it was.
 */
export async function waitForGallery(page: Page) {
  await waitForHydration(page);
  const scrolled = await page.evaluate(() => window.scrollY);
  await page.locator('#gallery').scrollIntoViewIfNeeded();
  await expect(page.locator('[data-layout]')).toHaveCount(1);
  await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), scrolled);
}

/** Whether the section's top sits at the top of the window (or the page cannot scroll further). */
export async function sectionIsAtTop(page: Page, id: string) {
  return page.evaluate((sectionId) => {
    const top = document.getElementById(sectionId)!.getBoundingClientRect().top;
    const atBottom = window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
    return Math.abs(top) <= 1 || (top > 0 && atBottom);
  }, id);
}

/** Waits until this element can be used: shown, on a page whose scripts have taken it over. */
export async function waitUntilAlive(locator: Locator) {
  await expect(locator).toBeVisible();
  await waitForHydration(locator.page());
}

// Best practices too: they catch duplicate landmarks and roles on elements that may not carry them.
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** Axe's checks of the page as it stands, none failing. */
export async function expectNoViolations(page: Page, { pageBehindIsInert = false } = {}) {
  // While the menu is open the page behind it is inert on purpose (focus and screen readers stay in
  // the menu), so it has no reachable <main> or <h1> then; the page's own test checks both.
  const rulesOfThePageBehind = pageBehindIsInert ? ['landmark-one-main', 'page-has-heading-one'] : [];
  const { violations } = await new AxeBuilder({ page }).withTags(AXE_TAGS).disableRules(rulesOfThePageBehind).analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** One finger laid at the first of `xs` at height `y`, drawn through the others and lifted: a swipe, as plain touch input. */
export async function swipe(page: Page, y: number, xs: number[]) {
  const cdp = await page.context().newCDPSession(page);
  const [start, ...path] = xs;
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: start!, y }] });
  for (const x of path) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}
