// The price list, preisliste.pdf (made at build by scripts/price-list.mts): which works it lists and
// what it says of each. Only a work she marked `verfügbar` is on it, so a sold, reserved or
// unverkäuflich work never is, whatever its price field still says.
import type { Labels } from '@/lib/labels/de';
import { PRICE_ON_REQUEST } from './availability';
import type { GalleryPicture } from './types';
import { priceText } from './works';

/** Where the list is published, beside the pages: out/preisliste.pdf. */
export const PRICE_LIST_FILE = 'preisliste.pdf';

/** One row of the list: a work's small picture (its `thumb`), its words, and its price. */
export type PriceListEntry = {
  slug: string;
  /** Where its picture is, relative to public/ (or a web address, which the list leaves out). */
  thumb: string;
  title: string;
  year?: number;
  technique?: string;
  size?: string;
  price: string;
  /** Where it stands in gallery.json, for a message about it: 'entry 2 ("Aquarelle"), pictures entry 3'. */
  source: string;
};

export type PriceListSection = { category: string; entries: PriceListEntry[] };

type PriceListLabels = { work: Pick<Labels['work'], 'priceOnRequest'>; priceList: Pick<Labels['priceList'], 'untitled'> };

/**
 * The available works, by category in the gallery's order, each category's works in their order
 * there; a category with none available is left out. A work with no price says 'Preis auf Anfrage'.
 */
export function priceListSections(works: { picture: GalleryPicture; slug: string }[], labels: PriceListLabels): PriceListSection[] {
  const sections = new Map<number, PriceListSection>();
  const positions = new Map<number, number>();
  for (const { picture, slug } of works) {
    const position = (positions.get(picture.categoryIndex) ?? 0) + 1;
    positions.set(picture.categoryIndex, position);
    if (picture.status !== 'verfügbar') continue;
    if (!sections.has(picture.categoryIndex)) sections.set(picture.categoryIndex, { category: picture.category, entries: [] });
    sections.get(picture.categoryIndex)!.entries.push({
      slug,
      thumb: picture.thumb,
      title: picture.title ?? labels.priceList.untitled,
      year: picture.year,
      technique: picture.technique,
      size: picture.size,
      price: priceText(picture.price ?? PRICE_ON_REQUEST, labels.work),
      source: `entry ${picture.categoryIndex + 1} (${JSON.stringify(picture.category)}), pictures entry ${position}`,
    });
  }
  return [...sections.entries()].sort(([a], [b]) => a - b).map(([, section]) => section);
}
