// What a visitor chose on the page of all works, as it reads in the address
// ('/werke/?verfuegbar&technik=aquarell&sort=neu'), and which works it shows in which order. Small
// and free of the glossary: the page's filter island carries it.

export const SIZE_CLASSES = ['klein', 'mittel', 'gross'] as const;
export type SizeClass = (typeof SIZE_CLASSES)[number];

export const SORTS = ['eigen', 'neu', 'preis'] as const;
export type Sort = (typeof SORTS)[number];

/** Where price bands divide, in euros: up to 500, 500 to 1,000, … over 5,000. A price on a step is in the band below. */
export const PRICE_STEPS = [500, 1000, 2000, 5000];

/** The band a price is in, as the address names it: 'bis-500', '500-1000', 'ab-5000'. */
export function priceBand(price: number): string {
  const above = PRICE_STEPS.findIndex((step) => price <= step);
  if (above === 0) return `bis-${PRICE_STEPS[0]}`;
  if (above === -1) return `ab-${PRICE_STEPS.at(-1)}`;
  return `${PRICE_STEPS[above - 1]}-${PRICE_STEPS[above]}`;
}

/** What a tile carries for the filters: set on its list item at build, read once in the browser. */
export type TileFacets = { category: string; media: string[]; year?: number; size?: SizeClass; price?: number; available: boolean };

/** The visitor's choice; what is not chosen is absent. German names on both languages' pages, so a link reads the same. */
export type FilterState = {
  reihe?: string;
  verfuegbar?: true;
  technik?: string;
  von?: number;
  bis?: number;
  groesse?: SizeClass;
  preis?: string;
  sort?: Exclude<Sort, 'eigen'>;
};

const NAME = /^[a-z0-9-]{1,80}$/;
const YEAR = /^\d{4}$/;

/** The choice an address holds; what it cannot mean (an unknown size, a year of letters) is left out, as if not chosen. */
export function parseFilters(search: string): FilterState {
  const params = new URLSearchParams(search);
  const name = (key: string) => {
    const value = params.get(key);
    return value !== null && NAME.test(value) ? value : undefined;
  };
  const year = (key: string) => {
    const value = params.get(key);
    return value !== null && YEAR.test(value) ? Number(value) : undefined;
  };
  const size = params.get('groesse');
  const sort = params.get('sort');
  const state: FilterState = {
    reihe: name('reihe'),
    verfuegbar: params.has('verfuegbar') ? true : undefined,
    technik: name('technik'),
    von: year('von'),
    bis: year('bis'),
    groesse: SIZE_CLASSES.find((known) => known === size),
    preis: name('preis'),
    sort: SORTS.find((known) => known === sort && known !== 'eigen') as FilterState['sort'],
  };
  return Object.fromEntries(Object.entries(state).filter(([, value]) => value !== undefined)) as FilterState;
}

/** The address's query for a choice, in a fixed order, '' for none: '?verfuegbar&technik=aquarell&sort=neu'. */
export function formatFilters(state: FilterState): string {
  const parts: string[] = [];
  if (state.reihe) parts.push(`reihe=${state.reihe}`);
  if (state.verfuegbar) parts.push('verfuegbar');
  for (const key of ['technik', 'von', 'bis', 'groesse', 'preis', 'sort'] as const) {
    const value = state[key];
    if (value !== undefined) parts.push(`${key}=${encodeURIComponent(value)}`);
  }
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

/** Whether a work is among those the choice shows. A work without a year, size or public price is left out when that is chosen. */
export function matches(work: TileFacets, state: FilterState): boolean {
  if (state.reihe && work.category !== state.reihe) return false;
  if (state.verfuegbar && !work.available) return false;
  if (state.technik && !work.media.includes(state.technik)) return false;
  if ((state.von !== undefined || state.bis !== undefined) && work.year === undefined) return false;
  if (state.von !== undefined && work.year! < state.von) return false;
  if (state.bis !== undefined && work.year! > state.bis) return false;
  if (state.groesse && work.size !== state.groesse) return false;
  if (state.preis && (work.price === undefined || priceBand(work.price) !== state.preis)) return false;
  return true;
}

/**
 * Which of two works comes first in a sorting other than hers: the newest, or the lowest price; a
 * work without a year or public price after those with one; ties keep her order (a stable sort).
 */
export function compareWorks(sort: Exclude<Sort, 'eigen'>) {
  const key = (work: TileFacets) => (sort === 'neu' ? (work.year === undefined ? undefined : -work.year) : work.price);
  return (a: TileFacets, b: TileFacets) => {
    const [x, y] = [key(a), key(b)];
    if (x === undefined || y === undefined) return x === y ? 0 : x === undefined ? 1 : -1;
    return x - y;
  };
}
