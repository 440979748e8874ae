// How the page of all works shows a visitor's choice: in place, on the markup the server made
// (components/work/work-index.tsx), so no tile is rendered again. Used twice over: by the filter
// island on each change, and before the first paint by the inline script the build writes after the
// works (scripts/filters-first.ts), so an address with a choice opens as chosen and nothing moves
// once drawn.
import { compareWorks, matches, parseFilters, type FilterState, type SizeClass, type TileFacets } from '@/lib/domain/work-filters';

/** The element around the works that the filters arrange. */
export const CATALOGUE = 'data-catalogue';
/** On the catalogue while a sorting is shown by CSS `order` alone (before the scripts have come). */
export const ORDERED = 'data-ordered';

export type Tile = { item: HTMLElement; home: HTMLElement; facets: TileFacets };

/** A tile's facets, as the page of all works wrote them on its list item. */
function readTile(item: HTMLElement): Tile {
  const { reihe, technik, jahr, groesse, preis } = item.dataset;
  return {
    item,
    home: item.parentElement!,
    facets: {
      category: reihe ?? '',
      media: technik ? technik.split(' ') : [],
      year: jahr ? Number(jahr) : undefined,
      size: groesse as SizeClass | undefined,
      price: preis ? Number(preis) : undefined,
      available: item.dataset.verfuegbar !== undefined,
    },
  };
}

/** The catalogue's tiles, each with the list it belongs in. */
export const readTiles = (catalogue: HTMLElement): Tile[] => [...catalogue.querySelectorAll<HTMLElement>('li[data-reihe]')].map(readTile);

/** How many tiles the choice shows. */
export const countShown = (tiles: Tile[], state: FilterState) => tiles.filter(({ facets }) => matches(facets, state)).length;

/** The tiles in a sorting of the visitor's (a stable sort: ties keep her order). */
const sortedBy = (tiles: Tile[], sort: NonNullable<FilterState['sort']>) => {
  const order = compareWorks(sort);
  return [...tiles].sort((a, b) => order(a.facets, b.facets));
};

/**
 * Hides the tiles the choice leaves out and the categories left empty (unless `sorting`, which shows
 * no category), writing only what changes: the style of what stays is not worked out again.
 * Returns how many tiles show.
 */
function filter(catalogue: HTMLElement, tiles: Tile[], state: FilterState, sorting: boolean): number {
  const filled = new Set<HTMLElement>();
  let shown = 0;
  for (const { item, home, facets } of tiles) {
    const match = matches(facets, state);
    if (item.hidden === match) item.hidden = !match;
    if (match) {
      shown++;
      filled.add(home);
    }
  }
  for (const section of catalogue.querySelectorAll<HTMLElement>('[data-category]')) {
    const hide = sorting || !filled.has(section.querySelector('ul')!);
    if (section.hidden !== hide) section.hidden = hide;
  }
  return shown;
}

/**
 * The island's way: a sorting of hers moves the tiles into one list of their own (and back), so the
 * keyboard and a screen reader meet them in the order seen. Returns how many tiles show.
 */
export function arrange(catalogue: HTMLElement, tiles: Tile[], state: FilterState): number {
  const shown = filter(catalogue, tiles, state, Boolean(state.sort));
  const sorted = catalogue.querySelector<HTMLElement>('[data-sorted]')!;
  if (state.sort) sorted.append(...sortedBy(tiles, state.sort).map(({ item }) => item));
  else if (sorted.childElementCount > 0) for (const { item, home } of tiles) home.append(item);
  sorted.hidden = !state.sort;
  // Where the first paint showed the sorting by CSS order, the same places now hold the moved tiles.
  if (catalogue.hasAttribute(ORDERED)) {
    catalogue.removeAttribute(ORDERED);
    for (const { item } of tiles) item.style.removeProperty('order');
  }
  return shown;
}

/**
 * Before the first paint, from the address: the same tiles hidden, and a sorting shown by CSS order in
 * one grid over the categories, as moving tiles before React has taken the page over would leave its
 * markup other than the server's. The island moves them where they show once it runs.
 */
export function arrangeBeforePaint(catalogue: HTMLElement) {
  const state = parseFilters(location.search);
  if (Object.keys(state).length === 0) return;
  const tiles = readTiles(catalogue);
  filter(catalogue, tiles, state, false);
  if (!state.sort) return;
  sortedBy(tiles, state.sort).forEach(({ item }, index) => item.style.setProperty('order', String(index)));
  catalogue.setAttribute(ORDERED, '');
}
