import { expect, test } from '@playwright/test';
import { waitForHydration } from './helpers';

// Chromium warns about an unused preload a few seconds after the load event: wait past that.
const AFTER_LOAD_MS = 4000;

for (const address of ['/', '/impressum/', '/datenschutz/', '/category/', '/werke/', '/werke/alte-buche/']) {
  test(`loading ${address} leaves the console quiet: no warning, no error`, async ({ page }) => {
    const messages: string[] = [];
    page.on('console', (message) => ['warning', 'error'].includes(message.type()) && messages.push(`${message.type()}: ${message.text()}`));
    page.on('pageerror', (error) => messages.push(`uncaught: ${error.message}`));
    await page.goto(address, { waitUntil: 'load' });
    if (address === '/') {
      await waitForHydration(page);
      for (const id of ['info', 'gallery', 'exhibitions']) await page.locator(`#${id}`).scrollIntoViewIfNeeded();
    }
    await page.waitForTimeout(AFTER_LOAD_MS);
    expect(messages).toEqual([]);
  });
}
