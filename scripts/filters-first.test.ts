/** @jest-environment node */
// esbuild, which compiles the script, refuses to run inside jsdom's window.
import { JSDOM } from 'jsdom';
import { withFiltersFirst } from './filters-first';

// The page of all works as the server writes it, for Ilse Brandauer's made-up catalogue: two
// categories, the sorted list empty and hidden.
const PAGE = [
  '<!DOCTYPE html><html lang="de"><head></head><body><main>',
  '<form aria-label="Bilder finden"></form>',
  '<div data-catalogue=""><ul data-sorted="" hidden=""></ul>',
  '<section data-category=""><h2>Aquarelle</h2><ul>',
  '<li data-reihe="aquarelle" data-jahr="2012" data-verfuegbar=""><a href="/werke/ulme/">Ulme</a></li>',
  '<li data-reihe="aquarelle" data-jahr="2024"><a href="/werke/esche/">Esche</a></li>',
  '</ul></section>',
  '<section data-category=""><h2>Öl</h2><ul>',
  '<li data-reihe="oel" data-jahr="2018" data-verfuegbar=""><a href="/werke/zeder/">Zeder</a></li>',
  '</ul></section>',
  '</div></main><footer></footer></body></html>',
].join('');

/** The finished page opened at an address, its scripts run as the parser meets them. */
const open = (search: string) => new JSDOM(withFiltersFirst(PAGE), { url: `http://localhost/werke/${search}`, runScripts: 'dangerously' }).window.document;

/** Each tile's work, whether it is hidden, its CSS order and the list it stands in. */
const tiles = (document: Document) =>
  [...document.querySelectorAll('li')].map((item) => ({
    work: item.querySelector('a')!.textContent,
    hidden: item.hidden,
    order: item.style.order,
    list: item.parentElement!.closest('section')?.querySelector('h2')?.textContent,
  }));

describe('withFiltersFirst', () => {
  it('writes one inline script right after the <main> that holds the works, in the <body> itself', () => {
    const document = new JSDOM(withFiltersFirst(PAGE)).window.document;
    const script = document.querySelector('body > main + script')!;
    expect(script.attributes).toHaveLength(0);
    expect(document.querySelectorAll('script')).toHaveLength(1);
  });

  it('shows the address’s choice before the first paint: hidden and sorted by CSS order, no tile moved', () => {
    const document = open('?verfuegbar&sort=neu');
    expect(tiles(document)).toEqual([
      { work: 'Ulme', hidden: false, order: '2', list: 'Aquarelle' },
      { work: 'Esche', hidden: true, order: '0', list: 'Aquarelle' },
      { work: 'Zeder', hidden: false, order: '1', list: 'Öl' },
    ]);
    expect(document.querySelector('[data-catalogue]')!.hasAttribute('data-ordered')).toBe(true);
  });

  it('hides a category the choice leaves empty, and changes nothing at an address without a choice', () => {
    const chosen = open('?reihe=oel');
    expect([...chosen.querySelectorAll<HTMLElement>('section')].map((section) => section.hidden)).toEqual([true, false]);
    expect(chosen.querySelector('[data-catalogue]')!.hasAttribute('data-ordered')).toBe(false);
    const plain = open('');
    expect(tiles(plain).every(({ hidden, order }) => !hidden && order === '')).toBe(true);
    expect([...plain.querySelectorAll<HTMLElement>('section')].every((section) => !section.hidden)).toBe(true);
  });

  it('leaves a page without the works as it was', () => {
    const page = '<!DOCTYPE html><html><head></head><body><main><p>Ulme</p></main></body></html>';
    expect(withFiltersFirst(page)).toBe(page);
  });
});
