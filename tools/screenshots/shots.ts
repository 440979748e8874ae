// What is shot, the same in every engine: the home page and its carousel, menu and viewer, then a
// work's page, the page of all works, an exhibition's page, the Impressum, a room, the 404 page and English pages, at phone, tablet and desktop widths.
import path from 'node:path';
import { de } from '@/lib/labels/de';
import { openRoom } from '@/harness/engines/site';
import type { Engine, Tab } from '@/harness/engines/engine';
import { untilStill } from '@/harness/still';

export const SIZES = [
  { width: 320, height: 640 },
  { width: 375, height: 812 },
  { width: 768, height: 1024 },
  { width: 1440, height: 900 },
];

/** The pages besides the home page, by the name their files take. */
const PAGES = [
  // A work's page as a shared link opens it; this one has a price and an exhibition.
  { name: 'work', address: 'werke/alte-buche/' },
  { name: 'works', address: 'werke/' },
  { name: 'exhibition', address: 'ausstellungen/wurzeln-und-kronen-2026/' },
  { name: 'impressum', address: 'impressum/' },
  { name: 'room', address: `raum/${openRoom().key}/` },
  { name: 'not-found', address: 'diese-seite-gibt-es-nicht/' },
  // The English pages: her translated words, and a work and an exhibition she has not translated.
  { name: 'en-home', address: 'en/' },
  { name: 'en-work', address: 'en/werke/kopfweide/' },
  { name: 'en-exhibition', address: 'en/ausstellungen/wurzelwerk-2027/' },
];

/** Marks the first picture link of the carousel that lies across the window, for a driver to click. */
const MARK_VISIBLE_WORK = `(() => {
  const links = [...document.querySelectorAll('#gallery a[href*="/werke/"]')];
  const link = links.find((a) => { const box = a.getBoundingClientRect(); return box.width > 0 && box.left >= 0 && box.right <= innerWidth; });
  link?.setAttribute('data-screenshot', 'work');
  return Boolean(link);
})()`;

type Shoot = (name: string, fullPage?: boolean) => Promise<void>;

/** Waits until the window is still, its pictures loaded; says so where it never was, and shoots anyway. */
async function settle(tab: Tab, what: string) {
  const waitedFor = await tab.evaluate<string>(untilStill({ quiet: 500, limit: 10_000, pictures: true }));
  if (waitedFor) console.warn(`${what}: not still after 10 s (${waitedFor}); shot as it stood.`);
}

/**
 * Scrolls through once, half a window at a time, so lazy pictures and what fades in show themselves;
 * then back to the top. The page's height is read at each step: what lies below the first screen is
 * let in after the first paint.
 */
async function reveal(tab: Tab, what: string) {
  await settle(tab, what);
  const step = Math.round((await tab.evaluate<number>('innerHeight')) / 2);
  for (let y = step; y < (await tab.evaluate<number>('document.documentElement.scrollHeight')); y += step) {
    await tab.evaluate(`window.scrollTo(0, ${y})`);
    await settle(tab, what);
  }
  await tab.evaluate('window.scrollTo(0, 0)');
  await settle(tab, what);
}

/** The window at the top, the whole page where the engine can, and the window scrolled down to the footer. */
async function shootWhole(tab: Tab, engine: Engine, shoot: Shoot, top: string, name: string) {
  await shoot(top);
  if (engine.fullPage) await shoot(`${name}-page`, true);
  await tab.evaluate('window.scrollTo(0, document.documentElement.scrollHeight)');
  await settle(tab, `${name}-footer`);
  await shoot(`${name}-footer`);
}

async function shootHome(tab: Tab, engine: Engine, shoot: Shoot, url: string) {
  await tab.goto(url);
  await reveal(tab, 'home');
  await shootWhole(tab, engine, shoot, 'landing', 'home');
  // The gallery as a visitor sees it. Chromium's full-page shot briefly resizes the window to 1 px,
  // and the carousel follows that as it must: the wait lets it find its width again.
  await tab.evaluate(`document.getElementById('gallery').scrollIntoView()`);
  await settle(tab, 'gallery');
  await shoot('gallery');
  await tab.evaluate('window.scrollTo(0, 0)');
  await settle(tab, 'top');
  await tab.click(`button[aria-label="${de.menu.open}"]`);
  await settle(tab, 'menu');
  await shoot('menu');
  await tab.click(`button[aria-label="${de.menu.close}"]`);
  await settle(tab, 'menu-closed');
  if (!(await tab.evaluate<boolean>(MARK_VISIBLE_WORK))) throw new Error(`${engine.name}: no picture of the carousel lies in the window to open the viewer with.`);
  await tab.click('[data-screenshot="work"]');
  await settle(tab, 'viewer');
  await shoot('viewer');
}

/** Every shot at one width into <dir>/<engine>/<name>-<width>.png. */
export async function shootAll(engine: Engine, site: string, dir: string, { width, height }: (typeof SIZES)[number]) {
  const tab = await engine.open({ width, height });
  const shoot: Shoot = (name, fullPage) => tab.shoot(path.join(dir, engine.name, `${name}-${width}.png`), fullPage);
  try {
    await shootHome(tab, engine, shoot, site);
    for (const { name, address } of PAGES) {
      await tab.goto(new URL(address, site).href);
      await reveal(tab, name);
      await shootWhole(tab, engine, shoot, name, name);
    }
  } finally {
    await tab.close();
  }
}
