// What is shot, the same in every engine: the home page and its carousel, menu and viewer, then a
// work's page, the page of all works, an exhibition's page, the Impressum, a room, the 404 page and English pages, at phone, tablet and desktop widths.
import path from 'node:path';
import { de } from '@/lib/labels/de';
import { openRoom } from '@/harness/engines/site';
import { sleep, type Engine, type Tab } from '@/harness/engines/engine';

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

/** Scrolls through once so lazy pictures and what fades in on scrolling show themselves, then waits out the fades. */
async function reveal(tab: Tab, settle: number) {
  const height = await tab.evaluate<number>('document.documentElement.scrollHeight');
  for (let y = 0; y < height; y += 400) {
    await tab.evaluate(`window.scrollTo(0, ${y})`);
    await sleep(120);
  }
  await sleep(settle);
  await tab.evaluate('window.scrollTo(0, 0)');
  await sleep(300);
}

/** The window at the top, the whole page where the engine can, and the window scrolled down to the footer. */
async function shootWhole(tab: Tab, engine: Engine, shoot: Shoot, top: string, name: string) {
  await shoot(top);
  if (engine.fullPage) await shoot(`${name}-page`, true);
  await tab.evaluate('window.scrollTo(0, document.documentElement.scrollHeight)');
  await sleep(400);
  await shoot(`${name}-footer`);
}

async function shootHome(tab: Tab, engine: Engine, shoot: Shoot, url: string) {
  await tab.goto(url);
  await reveal(tab, 5500);
  await shootWhole(tab, engine, shoot, 'landing', 'home');
  // The gallery as a visitor sees it. Chromium's full-page shot briefly resizes the window to 1 px,
  // and the carousel follows that as it must: it is given time to find its width again.
  await tab.evaluate(`document.getElementById('gallery').scrollIntoView()`);
  await sleep(1500);
  await shoot('gallery');
  await tab.evaluate('window.scrollTo(0, 0)');
  await sleep(300);
  await tab.click(`button[aria-label="${de.menu.open}"]`);
  await sleep(500);
  await shoot('menu');
  await tab.click(`button[aria-label="${de.menu.close}"]`);
  await sleep(300);
  if (!(await tab.evaluate<boolean>(MARK_VISIBLE_WORK))) throw new Error(`${engine.name}: no picture of the carousel lies in the window to open the viewer with.`);
  await tab.click('[data-screenshot="work"]');
  await sleep(800);
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
      await reveal(tab, 1200);
      await shootWhole(tab, engine, shoot, name, name);
    }
  } finally {
    await tab.close();
  }
}
