import { namedFiles } from '@/lib/domain/picture-files';
import type { GalleryCategory, GalleryPicture, MadeImage, Picture } from './types';

/** All pictures of all categories, in order: the viewer's list. */
export function flattenPictures(categories: GalleryCategory[]): GalleryPicture[] {
  let index = 0;
  return categories.flatMap((category, categoryIndex) =>
    category.pictures.map((picture) => ({ ...picture, category: category.name, categoryIndex, index: index++ })),
  );
}

/** The made files of a picture, or null for one from a gallery.json written by hand (one plain file each). */
export function madeImage({ image, width, height, placeholder }: Picture): MadeImage | null {
  return image && width && height ? { image, width, height, placeholder } : null;
}

/** A real description when the data has one, else its title, else where it stands: never a file name. */
export function pictureAlt(picture: GalleryPicture, total: number): string {
  return picture.alt ?? picture.title ?? `${picture.category}, Bild ${picture.index + 1} von ${total}`;
}

/**
 * Pictures of the desktop carousel's first view: those in the page before the carousel starts, and
 * in the seed below, beside the phone's first view.
 */
export const FIRST_VIEW_PICTURES = 3;

/**
 * Tiles of the phone's first view: the first category's first six rows, five to a row, about half
 * of what a phone's screen shows of it. A first category of a hundred drawings would otherwise
 * double the home page's HTML; the rest of it comes with gallery.json, which the page asks for a
 * screen before the gallery shows.
 */
export const FIRST_VIEW_TILES = 30;

/**
 * How many pictures either side of those a slide shows the running carousel draws: a wide screen's
 * next pages, a phone's next rows. The rest of a catalogue of hundreds is empty slides of the right
 * size until the carousel goes near them, so a tap restyles and repaints dozens of thumbnails, not all.
 */
export const DRAWN_AROUND = 12;

/** A phone's grid holds five tiles to a row (SPEC section 9; category-grid.module.scss lays them out). */
export const TILES_PER_ROW = 5;

/**
 * Tiles of a category a phone draws before the visitor scrolls down it: twelve rows, about what a
 * phone's screen shows under the category's name (eleven rows and part of a twelfth at 412 × 823).
 * Rows further down are drawn as they come near (components/gallery/use-drawn-rows.ts), so a
 * category of hundreds costs a screen or two of thumbnails when the gallery comes near, not hundreds.
 */
export const FIRST_DRAWN_TILES = 12 * TILES_PER_ROW;

/** Where a category's first picture stands in the list of all pictures. */
export const categoryStart = (pictures: GalleryPicture[], category: number) => pictures.findIndex((picture) => picture.categoryIndex === category);

/**
 * How many rows of a phone's grid lie from the top of `edge` (a square of the grid) down to
 * `reachBottom` (the bottom of the view and the margin it watches, in the same coordinates): the rows
 * to draw for the view to meet no empty square. An edge above the view counts every row down to it.
 */
export function rowsToReach(edge: { top: number; height: number }, reachBottom: number): number {
  return edge.height > 0 ? Math.max(0, Math.ceil((reachBottom - edge.top) / edge.height)) : 0;
}

/** A catalogue up to this many works is drawn whole: it costs a tap little, and every work stays in the page to read. */
export const DRAWN_WHOLE = 48;

/**
 * The first and last picture the carousel draws when it stands at (or goes to) `snap`: on a phone,
 * whose slides are categories, that category's pictures; wider, whose slides are pictures, the
 * first view's pictures from `snap` on; each with DRAWN_AROUND more either side. A small
 * catalogue, all of it.
 */
export function drawnAround(snap: number, layout: 'mobile' | 'desktop', pictures: GalleryPicture[]): [number, number] {
  if (pictures.length <= DRAWN_WHOLE) return [0, pictures.length - 1];
  const [first, last] =
    layout === 'mobile' ? [categoryStart(pictures, snap), pictures.findLastIndex((picture) => picture.categoryIndex === snap)] : [snap, snap + FIRST_VIEW_PICTURES - 1];
  return [Math.max(0, first - DRAWN_AROUND), last + DRAWN_AROUND];
}

/** A picture as the home page carries it before gallery.json arrives: a made picture's `thumb` and `url` are left out, since its image names them. */
export type SeedPicture = Omit<Picture, 'thumb' | 'url' | 'placeholder' | 'hash'> & Partial<Pick<Picture, 'thumb' | 'url'>>;
/** A category as the home page carries it: its name, how many works it holds, and those of the first view. */
export type SeedCategory = { name: string; count: number; pictures: SeedPicture[]; german?: boolean };

/**
 * What the home page itself carries of the gallery: the pictures of its first view (the first
 * category's first rows, which a phone shows first, and the first pictures, which a wider screen
 * shows) and how many works each category holds. The rest, with the blurred placeholders and
 * content hashes, comes with gallery.json when the visitor nears the gallery (or an address names a
 * work), and without JavaScript every work is on the page of all works. So a catalogue of hundreds
 * does not weigh on the first HTML, and the file names a made picture's image gives are left out as
 * well.
 */
export function toSeed(categories: GalleryCategory[]): SeedCategory[] {
  let before = 0;
  return categories.map(({ name, pictures, german }, categoryIndex) => {
    const firstView = pictures.slice(0, categoryIndex === 0 ? FIRST_VIEW_TILES : Math.max(0, FIRST_VIEW_PICTURES - before));
    before += pictures.length;
    return {
      name,
      count: pictures.length,
      pictures: firstView.map(({ placeholder, hash, thumb, url, ...seed }) => (seed.image ? seed : { ...seed, thumb, url })),
      ...(german && { german }),
    };
  });
}

/** How many works the whole gallery holds. */
export const seedTotal = (categories: SeedCategory[]) => categories.reduce((sum, category) => sum + category.count, 0);

/** Whether the seed carries every work, as it does when the first view is the whole gallery. */
export const isWholeSeed = (categories: SeedCategory[]) => categories.every((category) => category.pictures.length === category.count);

/** The seed's pictures with their file names back, as gallery.json has them. */
export function fromSeed(categories: SeedCategory[]): GalleryCategory[] {
  return categories.map(({ name, pictures, german }) => ({
    name,
    ...(german && { german }),
    pictures: pictures.map(({ thumb, url, ...picture }) => {
      const named = picture.image ? namedFiles(picture.image) : undefined;
      return { ...picture, thumb: thumb ?? named?.thumb ?? '', url: url ?? named?.url ?? '' };
    }),
  }));
}
