import { expect, test } from '@playwright/test';
import { waitForHydration } from './helpers';

// Pictures have their sizes and fonts their matched fallbacks, so nothing moves once it is drawn:
// not while the page loads, not while a visitor scrolls through all of it, and not when the carousel
// starts on the way.
test('scrolling through the whole page shifts nothing', async ({ page }) => {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/');
  await waitForHydration(page);
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let top = 0; top <= height; top += 300) {
    await page.evaluate((y) => window.scrollTo(0, y), top);
    // Let lazy pictures arrive where they are in view.
    await page.waitForLoadState('networkidle');
  }
  // The carousel started on the way, where the visitor came near it, and moved nothing either. It
  // starts in a transition, which a busy test machine may hold back for a while.
  await expect(page.locator('[data-layout]')).toHaveCount(1, { timeout: 15_000 });
  const shift = await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((sum, value) => sum + value, 0));
  expect(shift).toBeLessThan(0.005);
});
