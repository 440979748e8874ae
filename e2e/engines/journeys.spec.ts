// A visitor's journeys, the same in Chromium, Firefox and WebKit, on a phone and on a desktop
// (playwright.config.ts names the engine and the screen). They find their works and shows on the
// site itself, so they hold whatever the artist publishes.
import type { Tab } from '@/harness/engines/engine';
import { artistName, openRoom } from '@/harness/engines/site';
import { expect, test, until, visit } from './tab';

/** Every picture that lies in the window has a box and has arrived: none is a 0 px frame or a broken file. */
async function expectPicturesInView(tab: Tab, within: string) {
  await until(
    tab,
    (selector) => {
      const inView = [...document.querySelectorAll<HTMLImageElement>(`${selector} img`)].filter((image) => {
        const box = image.getBoundingClientRect();
        return box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth && getComputedStyle(image).visibility !== 'hidden';
      });
      return inView.length > 0 && inView.every((image) => image.complete && image.naturalWidth > 0 && image.getBoundingClientRect().height >= 16 && image.getBoundingClientRect().width >= 16);
    },
    within,
    `the pictures in view in ${within} have no size or have not loaded`,
  );
}

/** The open viewer's name: 'Bild 2 von 22: Kastanie'. */
const viewerName = (tab: Tab) => tab.evaluate(() => document.querySelector('dialog[open]')?.getAttribute('aria-label') ?? null);

/** Opens the viewer from the first work that lies whole in the window, as a visitor taps what they see. */
async function openShownWork(tab: Tab) {
  // The carousel may still be gliding to the work the viewer showed last: wait until it stands.
  await until(tab, async () => {
    const places = () => [...document.querySelectorAll('#gallery [data-picture]')].map((link) => Math.round(link.getBoundingClientRect().left)).join();
    const before = places();
    await new Promise((resolve) => setTimeout(resolve, 150));
    return places() === before;
  });
  const index = await tab.evaluate(() =>
    [...document.querySelectorAll('#gallery [data-picture]')]
      .find((link) => {
        const box = link.getBoundingClientRect();
        return box.width > 0 && box.left >= document.querySelector('body > header')!.getBoundingClientRect().right && box.right <= innerWidth;
      })!
      .getAttribute('data-picture'),
  );
  await tab.click(`#gallery [data-picture="${index}"]`);
  await until(tab, () => document.querySelector('dialog[open]') !== null, undefined, 'the viewer did not open');
}

/** Brings the gallery into view, as a visitor scrolling down does, and waits for its carousel to start. */
async function reachGallery(tab: Tab) {
  await tab.evaluate(() => document.getElementById('gallery')!.scrollIntoView({ behavior: 'instant' }));
  await until(tab, () => document.querySelectorAll('[data-layout]').length === 1, undefined, 'the carousel never chose its layout');
}

test('the landing shows her name and the way into the site', async ({ tab }) => {
  await visit(tab, '/');
  expect(await tab.evaluate(() => document.documentElement.lang)).toBe('de');
  expect(await tab.evaluate(() => document.querySelector('h1')?.textContent?.replace(/\s+/g, ' ').trim())).toBe(artistName());
  expect(await tab.evaluate(() => document.querySelector('header button[aria-controls]')?.getAttribute('aria-label'))).toBe('Menü öffnen');
});

test('the gallery shows its pictures with a size, loaded', async ({ tab }) => {
  await visit(tab, '/');
  await reachGallery(tab);
  await expectPicturesInView(tab, '#gallery');
  // Each work in view stands in a frame of its shape, never a collapsed one.
  const frames = await tab.evaluate(() =>
    [...document.querySelectorAll('#gallery [data-picture]')]
      .map((link) => link.getBoundingClientRect())
      .filter((box) => box.right > 0 && box.left < innerWidth && box.width > 0)
      .map((box) => ({ width: Math.round(box.width), height: Math.round(box.height) })),
  );
  expect(frames.length).toBeGreaterThan(0);
  for (const frame of frames) expect(frame.height, `a frame ${frame.width} px wide`).toBeGreaterThanOrEqual(frame.width / 2);
});

test('the viewer covers the whole screen, the navigation bar too, from its first frame', async ({ tab }) => {
  await visit(tab, '/');
  await reachGallery(tab);
  await until(tab, () => document.querySelector('#gallery dialog') !== null, undefined, 'the viewer was never made ready');
  // Before it is made modal (use-modal-dialog.ts): what a tap lands on at the corners and the middle.
  await tab.evaluate(() => {
    const dialog = document.querySelector('#gallery dialog')!;
    const seen = window as unknown as { firstFrame?: boolean[] };
    new MutationObserver(() => {
      if (seen.firstFrame || !dialog.hasAttribute('data-opening')) return;
      // Within the page's own width: a desktop's scrollbar is not the page.
      const [width, height] = [document.body.clientWidth, innerHeight];
      const points = [[4, 4], [width - 4, 4], [width / 2, height / 2], [4, height - 4], [width - 4, height - 4]];
      seen.firstFrame = points.map(([x, y]) => dialog.contains(document.elementFromPoint(x!, y!)));
    }).observe(dialog, { attributes: true, attributeFilter: ['data-opening'] });
  });
  await openShownWork(tab);
  expect(await tab.evaluate(() => (window as unknown as { firstFrame?: boolean[] }).firstFrame)).toEqual([true, true, true, true, true]);
});

test('the viewer opens a work, goes on, zooms at a point, closes, and Back leaves it', async ({ tab }) => {
  await visit(tab, '/');
  await reachGallery(tab);
  await openShownWork(tab);
  const opened = Number((await viewerName(tab))!.match(/^Bild (\d+) von/)![1]);
  const first = await tab.evaluate(() => location.pathname);
  expect(first).toMatch(/^\/werke\/[^/]+\/$/);

  await tab.press('ArrowRight');
  await expect.poll(() => viewerName(tab)).toMatch(new RegExp(`^Bild ${opened + 1} von \\d+`));
  await expect.poll(() => tab.evaluate(() => location.pathname)).not.toBe(first);
  await until(tab, () => {
    const image = document.querySelector<HTMLImageElement>('dialog[open] img');
    return Boolean(image?.complete && image.naturalWidth > 0 && image.getBoundingClientRect().width > 100);
  });

  const point = await tab.evaluate(() => {
    const box = document.querySelector('dialog[open] img')!.getBoundingClientRect();
    return { x: box.left + box.width * 0.4, y: box.top + box.height * 0.4 };
  });
  await tab.doubleClickAt(point.x, point.y);
  const zoom = () => tab.evaluate(() => document.querySelector('dialog[open] button[aria-pressed]')?.getAttribute('aria-pressed'));
  await expect.poll(zoom).toBe('true');
  await tab.press('Escape');
  await expect.poll(zoom).toBe('false');

  await tab.click('dialog[open] button[aria-label="Schließen"]');
  await until(tab, () => document.querySelector('dialog[open]') === null, undefined, 'the viewer did not close');
  expect(await tab.evaluate(() => location.pathname)).toBe('/');

  await openShownWork(tab);
  await tab.back();
  await until(tab, () => document.querySelector('dialog[open]') === null, undefined, 'Back did not close the viewer');
  expect(await tab.evaluate(() => location.pathname)).toBe('/');
});

test('a work’s page shows its title and its picture, whole', async ({ tab }) => {
  await visit(tab, '/werke/');
  // The first work under its category (the links above them lead to the pages of a choice).
  const work = await tab.evaluate(() => document.querySelector<HTMLAnchorElement>('main section li a[href*="/werke/"]')!.getAttribute('href')!);
  const title = await tab.evaluate(() => document.querySelector('main section li a[href*="/werke/"]')!.textContent!.trim());
  await visit(tab, work);
  expect(await tab.evaluate(() => document.querySelector('h1')?.textContent?.trim())).toBe(title);
  await expectPicturesInView(tab, 'main figure');
});

test('the page of all works lists every work, with its pictures in view loaded', async ({ tab }) => {
  await visit(tab, '/werke/');
  expect(await tab.evaluate(() => document.querySelector('h1')?.textContent?.trim())).toBe('Alle Bilder');
  expect(await tab.evaluate(() => document.querySelectorAll('main li a[href*="/werke/"]').length)).toBeGreaterThan(1);
  await expectPicturesInView(tab, 'main ul');
});

test('an exhibition’s page, reached from the home page’s list, shows the show', async ({ tab }) => {
  await visit(tab, '/');
  const show = await tab.evaluate(() => document.querySelector('#exhibitions a[href*="/ausstellungen/"]')!.getAttribute('href')!);
  await visit(tab, show);
  expect(await tab.evaluate(() => document.querySelector('h1')?.textContent?.trim().length)).toBeGreaterThan(0);
  // Its phase is the one its days give, after the scripts as before them.
  expect(await tab.evaluate(() => document.querySelector('main time')?.getAttribute('datetime'))).toMatch(/^\d{4}/);
});

test('a private room shows its title and its works', async ({ tab }) => {
  const room = openRoom();
  await visit(tab, `/raum/${room.key}/`);
  expect(await tab.evaluate(() => document.querySelector('h1')?.textContent?.trim())).toBe(room.title);
  await expectPicturesInView(tab, 'main');
});

test('the menu opens, and an entry takes the visitor to its section and closes it', async ({ tab }) => {
  await visit(tab, '/');
  await tab.click('header button[aria-controls="menu"]');
  await until(tab, () => document.querySelector('header button[aria-controls="menu"]')?.getAttribute('aria-expanded') === 'true');
  await until(tab, () => {
    const menu = document.getElementById('menu');
    return Boolean(menu && menu.getBoundingClientRect().width > 0 && getComputedStyle(menu).visibility !== 'hidden');
  });
  await tab.click('#menu a[href$="#exhibitions"]');
  await until(tab, () => document.querySelector('header button[aria-controls="menu"]')?.getAttribute('aria-expanded') === 'false', undefined, 'the menu stayed open');
  await until(tab, () => Math.abs(document.getElementById('exhibitions')!.getBoundingClientRect().top) <= 2, undefined, 'the exhibitions did not come to the top');
});

test('the English home is in English', async ({ tab }) => {
  await visit(tab, '/en/');
  expect(await tab.evaluate(() => document.documentElement.lang)).toBe('en');
  expect(await tab.evaluate(() => document.querySelector('header button[aria-controls]')?.getAttribute('aria-label'))).toBe('Open the menu');
  expect(await tab.evaluate(() => document.querySelector('#gallery h2')?.textContent?.trim())).toBe('Pictures');
});

test('an address that leads nowhere says so, beside the side bar, with the way home', async ({ tab }) => {
  await visit(tab, '/diese-seite-gibt-es-nicht/');
  expect(await tab.evaluate(() => document.querySelector('h1')?.textContent?.trim())).toBe('Diese Seite gibt es nicht');
  const [bar, heading] = await tab.evaluate(() => [document.querySelector('header')!.getBoundingClientRect().right, document.querySelector('h1')!.getBoundingClientRect().left]);
  expect(heading).toBeGreaterThanOrEqual(bar!);
  expect(await tab.evaluate(() => document.querySelector<HTMLAnchorElement>('main a[href="/"]')?.textContent?.trim())).toBe('Zur Startseite');
});
