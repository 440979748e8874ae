import { namedFiles } from './pictures/settings';
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

/** Pictures of the desktop carousel in the page before it starts: those its first view shows. */
export const FIRST_VIEW_SLIDES = 3;

/**
 * A picture as the home page carries it before gallery.json arrives. Made pictures leave out `thumb`
 * and `url` (their image names them); beyond the first view they carry only what their link needs.
 */
export type SeedPicture = Omit<Picture, 'thumb' | 'url' | 'placeholder' | 'hash'> & Partial<Pick<Picture, 'thumb' | 'url'>>;
export type SeedCategory = { name: string; pictures: SeedPicture[] };

/**
 * What the page itself carries of each picture: all of it for the first view (the first category
 * on a phone, the first pictures wider), and beyond it a made work's name and title, for its link.
 * The rest comes with gallery.json, which the carousel fetches after load anyway: so the data React
 * reads while the page is parsed grows by a few bytes per work, not by a whole picture's.
 */
export function toSeed(categories: GalleryCategory[]): SeedCategory[] {
  const firstView = Math.max(categories[0]?.pictures.length ?? 0, FIRST_VIEW_SLIDES);
  let index = 0;
  return categories.map(({ name, pictures }) => ({
    name,
    pictures: pictures.map(({ placeholder, hash, thumb, url, ...seed }) => {
      const inFirstView = index++ < firstView;
      // A gallery.json written by hand names its files and nothing else: it stays as it is.
      if (!seed.image) return { ...seed, thumb, url };
      return inFirstView ? seed : { slug: seed.slug, title: seed.title };
    }),
  }));
}

/** The seed with its file names back, as gallery.json has them; a work known only by name has none yet. */
export function fromSeed(categories: SeedCategory[]): GalleryCategory[] {
  return categories.map(({ name, pictures }) => ({
    name,
    pictures: pictures.map(({ thumb, url, ...picture }) => {
      const named = picture.image ? namedFiles(picture.image) : undefined;
      return { ...picture, thumb: thumb ?? named?.thumb ?? '', url: url ?? named?.url ?? '' };
    }),
  }));
}

/** A work the page knows only by name, until gallery.json arrives: no file to show yet. */
export const isPending = (picture: Picture) => !picture.image && !picture.url;
