import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { isPhone, waitForHydration } from './helpers';

/** The works whose tiles show, by address, in the order shown. */
const shownWorks = (page: Page) =>
  page.locator('main li[data-reihe]:visible a, main section li:visible a').evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute('href')!.split('/').at(-2)!))]);

/** On a phone the choice is folded behind its button: unfolds it, as a visitor would to choose. */
async function unfold(page: Page, testInfo: TestInfo) {
  if (isPhone(testInfo)) await page.getByRole('button', { name: /^(Filter|Filters)\b/ }).click();
}

// The placeholder catalogue's available works, in her order.
const AVAILABLE = ['alte-buche', 'ahorn-im-fruehling', 'kastanie', 'abendeiche', 'walnussbaum'];

test('an address with a choice opens filtered, and each change is a step Back undoes', async ({ page }, testInfo) => {
  await page.goto('/werke/?verfuegbar');
  await waitForHydration(page);
  await unfold(page, testInfo);
  await expect(page.getByRole('status')).toHaveText('5 von 22 Werken');
  expect(await shownWorks(page)).toEqual(AVAILABLE);
  await expect(page.getByRole('checkbox', { name: 'Nur verfügbare' })).toBeChecked();

  await page.getByRole('combobox', { name: 'Technik' }).selectOption({ label: 'Aquarell' });
  await expect(page).toHaveURL(/\/werke\/\?verfuegbar&technik=aquarell$/);
  await expect(page.getByRole('status')).toHaveText('2 von 22 Werken');
  expect(await shownWorks(page)).toEqual(['ahorn-im-fruehling', 'kastanie']);

  await page.goBack();
  await expect(page).toHaveURL(/\/werke\/\?verfuegbar$/);
  await expect(page.getByRole('status')).toHaveText('5 von 22 Werken');
  await expect(page.getByRole('combobox', { name: 'Technik' })).toHaveValue('');
  await page.goForward();
  await expect(page.getByRole('status')).toHaveText('2 von 22 Werken');
});

test('sorting by the newest shows all works in one list, newest first; her order comes back by category', async ({ page }) => {
  await page.goto('/werke/?sort=neu');
  await waitForHydration(page);
  expect((await shownWorks(page)).slice(0, 4)).toEqual(['alte-buche', 'sommerlinde', 'abendeiche', 'birke-am-hang']);
  await expect(page.getByRole('heading', { level: 2 })).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Reihenfolge' }).selectOption({ label: 'Ihre Reihenfolge' });
  await expect(page.getByRole('heading', { level: 2, name: 'Zeichnungen' })).toBeVisible();
  expect((await shownWorks(page)).slice(0, 2)).toEqual(['alte-buche', 'birke-am-hang']);
});

test('a shared address opens as chosen in its first paint: nothing moves when the scripts take over', async ({ page }) => {
  // The framework's scripts are held back, so the page is seen as it is before they come.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/chunks/**/*.js', async (route) => {
    await held;
    await route.continue();
  });
  /** The tiles shown, in reading order, each with where it stands (to 10 px: the fonts' swap moves the words above a little). */
  const tilesSeen = () =>
    page.locator('main li[data-reihe]').evaluateAll((items) =>
      items
        .map((item) => ({ work: item.querySelector('a')!.getAttribute('href')!.split('/').at(-2)!, box: item.getBoundingClientRect() }))
        .filter(({ box }) => box.width > 0)
        .sort((a, b) => a.box.y - b.box.y || a.box.x - b.box.x)
        .map(({ work, box }) => `${work} ${Math.round(box.x / 10)},${Math.round(box.y / 10)}`),
    );
  await page.goto('/werke/?verfuegbar&sort=neu', { waitUntil: 'domcontentloaded' });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const before = await tilesSeen();
  // React takes over the server's tiles as they are, not rendering the page anew.
  await page.evaluate(() => Object.assign(window, { firstTile: document.querySelector('main li[data-reihe]') }));
  release();
  await waitForHydration(page);
  expect(await page.evaluate(() => document.contains((window as unknown as { firstTile: Element }).firstTile))).toBe(true);
  await expect(page.getByRole('status')).toHaveText('5 von 22 Werken');
  // The island has taken the sorting over: the tiles stand in one list, in the order seen.
  await expect(page.locator('[data-sorted] > li')).toHaveCount(22);
  expect(await shownWorks(page)).toEqual(['alte-buche', 'abendeiche', 'walnussbaum', 'ahorn-im-fruehling', 'kastanie']);
  expect(before.map((tile) => tile.split(' ')[0])).toEqual(['alte-buche', 'abendeiche', 'walnussbaum', 'ahorn-im-fruehling', 'kastanie']);
  expect(await tilesSeen()).toEqual(before);
});

test('a choice nothing matches says so, and its button shows every work again', async ({ page }) => {
  await page.goto('/werke/?reihe=pastelle&verfuegbar');
  await waitForHydration(page);
  await expect(page.getByRole('status')).toContainText('Zu dieser Auswahl gibt es leider kein Bild.');
  await page.getByRole('button', { name: 'Auswahl aufheben' }).click();
  await expect(page.getByRole('status')).toHaveText('22 von 22 Werken');
  await expect(page).toHaveURL(/\/werke\/$/);
});

test('the filters are a labelled form, each control a thumb’s size on a phone', async ({ page }, testInfo) => {
  await page.goto('/werke/');
  await waitForHydration(page);
  const form = page.getByRole('form', { name: 'Bilder finden' });
  if (isPhone(testInfo)) {
    const fold = form.getByRole('button', { name: 'Filter' });
    await expect(fold).toHaveAttribute('aria-expanded', 'false');
    expect((await fold.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    // Folded, the works begin on the first screen.
    await expect(page.locator('main li').first()).toBeInViewport();
    await unfold(page, testInfo);
  }
  await expect(form.getByRole('group', { name: 'Auswahl' })).toBeVisible();
  for (const control of [form.getByRole('checkbox', { name: 'Nur verfügbare' }).locator('..'), ...(await form.getByRole('combobox').all())]) {
    const box = (await control.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
    if (isPhone(testInfo)) expect(box.width).toBeGreaterThanOrEqual(44);
  }
  // By keyboard: to the checkbox, ticked with the space bar.
  await form.getByRole('checkbox', { name: 'Nur verfügbare' }).focus();
  await page.keyboard.press('Space');
  await expect(page).toHaveURL(/\?verfuegbar$/);
});

/** The options whose words do not fit inside their field, and the fields drawing the engine's own arrow. */
const cutShort = (page: Page) =>
  page.evaluate(async () => {
    const measure = document.createElement('canvas').getContext('2d')!;
    const cut: string[] = [];
    for (const select of document.querySelectorAll<HTMLSelectElement>('main form select')) {
      const style = getComputedStyle(select);
      // An engine's own arrow takes room beside the padding that no style tells, so each field draws its own chevron.
      if (style.appearance !== 'none') cut.push(`${select.options[0]!.text}: the engine's own arrow`);
      await document.fonts.load(`${style.fontWeight} ${style.fontSize} ${style.fontFamily.split(',')[0]}`);
      measure.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      // Half a pixel for the engines' rounding of the text's width.
      for (const option of select.options) if (measure.measureText(option.text).width > room + 0.5) cut.push(`${option.text} at ${innerWidth} px`);
    }
    return cut;
  });

for (const path of ['/werke/', '/en/werke/']) {
  test(`every option's words stand whole in its field, beside the chevron (${path})`, async ({ page }, testInfo) => {
    await page.goto(path);
    await waitForHydration(page);
    await unfold(page, testInfo);
    const cut = await cutShort(page);
    // A phone's sorting stands beside the fold button from 375 px, and below it on a row of its own.
    if (isPhone(testInfo)) {
      await page.setViewportSize({ width: 360, height: 780 });
      cut.push(...(await cutShort(page)));
    }
    expect(cut).toEqual([]);
  });
}

test('the pages of a choice are there, each with its own title and canonical address, and in the sitemap', async ({ page, request }) => {
  const pages = [
    ['/werke/verfuegbar/', 'Verfügbare Bilder – Hanna Marie Linde'],
    ['/werke/reihe/aquarelle/', 'Aquarelle – Hanna Marie Linde'],
    ['/werke/reihe/oel-und-acryl/', 'Öl und Acryl – Hanna Marie Linde'],
    ['/en/werke/verfuegbar/', 'Available pictures – Hanna Marie Linde'],
    ['/en/werke/reihe/aquarelle/', 'Watercolours – Hanna Marie Linde'],
  ];
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const [path, title] of pages) {
    await page.goto(path!);
    await expect(page).toHaveTitle(title!);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `https://hanna-linde.example${path}`);
    await expect(page.getByRole('navigation', { name: /Bilder nach Auswahl|Pictures by choice/ }).locator('[aria-current="page"]')).toHaveAttribute('href', path!);
    expect(sitemap).toContain(`<loc>https://hanna-linde.example${path}</loc>`);
  }
});

test('the English page filters alike, with the same names in its address', async ({ page }, testInfo) => {
  await page.goto('/en/werke/?technik=oel');
  await waitForHydration(page);
  // The phone's button to unfold the choice counts it (on a desktop it is not shown).
  await expect(page.locator('form button[aria-controls]')).toHaveText('Filters (1)');
  await unfold(page, testInfo);
  await expect(page.getByRole('status')).toHaveText('5 of 22 works');
  await expect(page.getByRole('combobox', { name: 'Technique' })).toHaveValue('oel');
  await expect(page.getByRole('combobox', { name: 'Technique' }).locator('option:checked')).toHaveText('Oil');
  expect(await shownWorks(page)).toEqual(['abendeiche', 'blutbuche', 'pappel-am-feldrand', 'solitaer-im-feld', 'walnussbaum']);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the page of the available works shows only those, and every category has its page', async ({ page }) => {
    await page.goto('/werke/verfuegbar/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Verfügbare Bilder');
    expect(await shownWorks(page)).toEqual(AVAILABLE);
    await expect(page.getByRole('form', { name: 'Bilder finden' })).toBeHidden();
    await page.getByRole('link', { name: 'Pastelle' }).click();
    await expect(page).toHaveURL(/\/werke\/reihe\/pastelle\/$/);
    expect(await shownWorks(page)).toEqual(['ginkgo', 'herbstbuche', 'kirschbaum-in-bluete', 'platane', 'roteiche']);
  });

  test('the page of all works lists every work', async ({ page }) => {
    await page.goto('/werke/');
    expect(await shownWorks(page)).toHaveLength(22);
  });
});
