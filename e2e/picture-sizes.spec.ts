import { expect, test } from '@playwright/test';

// Every iPhone browser is WebKit, which reads a `sizes` written with min() or max() as invalid and
// fetches the picture for the whole screen's width. Every page writes its sizes as media queries
// and calc() instead.

for (const path of ['/', '/werke/', '/werke/alte-buche/', '/werke/birke-am-hang/', '/ausstellungen/wurzelwerk-2027/']) {
  test(`no picture on ${path} names its size with min() or max()`, async ({ page }) => {
    await page.goto(path);
    const sizes = await page.locator('[sizes], link[imagesizes]').evaluateAll((elements) =>
      elements.map((element) => element.getAttribute('sizes') ?? element.getAttribute('imagesizes') ?? ''),
    );
    expect(sizes.length).toBeGreaterThan(0);
    for (const value of sizes) expect(value).not.toMatch(/\b(min|max)\(/);
  });
}
