// What the filters on the page of all works know of each work, derived at build from what she
// writes: the media of its technique (the glossary's words), its size class by the long side, its
// public price, and the choices the form offers. Also the addresses of the pages of a choice.
import { MEDIUM_GROUPS, glossaryEnglish, mediaOf } from './glossary';
import type { Locale } from './locale';
import { slugify } from './slug';
import type { GalleryPicture } from './types';
import { faceInCentimetres, readSize } from './work-size';
import { PRICE_STEPS, SIZE_CLASSES, priceBand, type SizeClass, type TileFacets } from './work-filters';
import { priceText } from './works';

/** The page of the works she offers. */
export const AVAILABLE_PATH = '/werke/verfuegbar/';

/** A category's page: '/werke/reihe/aquarelle/' (under /werke/reihe/, so no work's address can be taken). */
export const categoryPath = (slug: string) => `/werke/reihe/${slug}/`;

/** The folders under /werke/ that hold pages of a choice, not a work's page. */
export const CHOICE_FOLDERS = ['verfuegbar', 'reihe'];

/** A category's name in addresses, from its German name: 'Öl und Acryl' → 'oel-und-acryl'. */
export const categorySlug = (german: string) => slugify(german);

/** The long side's bounds in centimetres: small below 40 cm, large above 100 cm, medium from 40 to 100 cm. */
export const SIZE_BOUNDS = { small: 40, large: 100 };

/** Small, medium or large by the long side; none where her size cannot be read. */
export function sizeClass(size: string | undefined): SizeClass | undefined {
  const read = readSize(size);
  if (!read) return undefined;
  const { width, height } = faceInCentimetres(read);
  const long = Math.max(width, height);
  return long < SIZE_BOUNDS.small ? 'klein' : long > SIZE_BOUNDS.large ? 'gross' : 'mittel';
}

/** The price visitors can read: a work's page names it only while the work is available (lib/domain/works.ts availabilityText). */
export const publicPrice = (picture: Pick<GalleryPicture, 'status' | 'price'>): number | undefined =>
  picture.status === 'verfügbar' && typeof picture.price === 'number' ? picture.price : undefined;

/** A work's facets from its German words (the English pages filter by the same names). */
export function facetsOf(picture: GalleryPicture): TileFacets {
  return {
    category: categorySlug(picture.category),
    media: mediaOf(picture.technique).map((medium) => slugify(medium)),
    year: picture.year,
    size: sizeClass(picture.size),
    price: publicPrice(picture),
    available: picture.status === 'verfügbar',
  };
}

export type FilterOption = { value: string; label: string };
export type FilterOptions = { categories: FilterOption[]; media: FilterOption[]; years: number[]; sizes: SizeClass[]; prices: FilterOption[] };

type OptionWords = { priceOnRequest: string; priceUpTo: string; priceBetween: string; priceFrom: string };

/** A price band's words: 'bis 500 €', '500 € bis 1.000 €', 'über 5.000 €'. */
function bandLabel(band: string, words: OptionWords, locale: Locale): string {
  const euros = (amount: number) => priceText(amount, { priceOnRequest: words.priceOnRequest, locale });
  const [from, to] = band.split('-');
  if (from === 'bis') return words.priceUpTo.replace('{to}', euros(Number(to)));
  if (from === 'ab') return words.priceFrom.replace('{from}', euros(Number(to)));
  return words.priceBetween.replace('{from}', euros(Number(from))).replace('{to}', euros(Number(to)));
}

/**
 * What the form offers: only what some work has, so no choice is empty from the start. Categories
 * in her order by their names on the page; media in the glossary's order, in the page's language.
 */
export function filterOptions(works: { german: GalleryPicture; shown: GalleryPicture; facets: TileFacets }[], words: OptionWords, locale: Locale): FilterOptions {
  const categories = new Map<string, string>();
  const media = new Set<string>();
  const years = new Set<number>();
  const sizes = new Set<SizeClass>();
  const bands = new Set<string>();
  for (const { german, shown, facets } of works) {
    if (!categories.has(facets.category)) categories.set(facets.category, shown.category);
    for (const medium of mediaOf(german.technique)) media.add(medium);
    if (facets.year !== undefined) years.add(facets.year);
    if (facets.size) sizes.add(facets.size);
    if (facets.price !== undefined) bands.add(priceBand(facets.price));
  }
  const bandOrder = [`bis-${PRICE_STEPS[0]}`, ...PRICE_STEPS.slice(1).map((step, index) => `${PRICE_STEPS[index]}-${step}`), `ab-${PRICE_STEPS.at(-1)}`];
  return {
    categories: [...categories].map(([value, label]) => ({ value, label })),
    media: Object.keys(MEDIUM_GROUPS).filter((medium) => media.has(medium)).map((medium) => ({ value: slugify(medium), label: locale === 'de' ? medium : (glossaryEnglish(medium) ?? medium) })),
    years: [...years].sort((a, b) => a - b),
    sizes: SIZE_CLASSES.filter((size) => sizes.has(size)),
    prices: bandOrder.filter((band) => bands.has(band)).map((band) => ({ value: band, label: bandLabel(band, words, locale) })),
  };
}
