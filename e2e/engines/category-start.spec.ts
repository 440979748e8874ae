// A phone's category chosen with the dots under the carousel, in every engine: shown from its start,
// whether the engine keeps what is on the screen in place as the carousel's height changes
// (Chromium, Firefox) or not (WebKit). Run once per engine, at a phone's size, by the desktop projects.
import { PHONE } from '@/harness/engines/engine';
import { gallery } from '../helpers';
import { expect, test, until, visit } from './tab';

test('a dot tapped below a category shows the category it chooses from its name down', async ({ open }) => {
  const tab = await open(PHONE);
  await visit(tab, '/');
  await tab.evaluate(() => document.getElementById('gallery')!.scrollIntoView({ behavior: 'instant' }));
  await until(tab, () => document.querySelectorAll('#gallery [data-layout="mobile"] button[aria-label^="Zu Folie"]').length > 1, undefined, 'the dots never came');
  // The dots at the window's top: the category shown, and the carousel's top, lie above it.
  const before = await tab.evaluate(() => {
    document.querySelector('#gallery button[aria-label="Zu Folie 2"]')!.scrollIntoView({ block: 'start', behavior: 'instant' });
    return document.querySelector('#gallery [data-layout] > div')!.getBoundingClientRect().top;
  });
  expect(before).toBeLessThan(-100);
  await tab.click('#gallery button[aria-label="Zu Folie 2"]');
  await until(
    tab,
    () => document.querySelector('#gallery button[aria-label="Zu Folie 2"]')!.getAttribute('aria-current') === 'true',
    undefined,
    'the second dot was never marked',
  );
  // Its name stands in the window's upper half once the page has glided up, within the window's width.
  await until(
    tab,
    () => {
      const title = document.querySelectorAll('#gallery [aria-roledescription="Folie"] h3')[1]!.getBoundingClientRect();
      return title.top >= 0 && title.bottom <= innerHeight / 2 && title.left >= 0 && title.right <= innerWidth;
    },
    undefined,
    'the second category’s name never came into the window’s upper half',
  );
  expect(await tab.evaluate(() => document.querySelectorAll('#gallery [aria-roledescription="Folie"] h3')[1]!.textContent)).toBe(gallery[1]!.name);
});
