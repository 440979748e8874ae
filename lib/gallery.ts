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

/** A picture as the home page carries it before gallery.json arrives: a made picture's `thumb` and `url` are left out, since its image names them. */
export type SeedPicture = Omit<Picture, 'thumb' | 'url' | 'placeholder' | 'hash'> & Partial<Pick<Picture, 'thumb' | 'url'>>;
export type SeedCategory = { name: string; pictures: SeedPicture[] };

/**
 * What the page itself carries of each picture: what its first view and a visitor without
 * JavaScript need. The blurred placeholders and content hashes come with gallery.json, which the
 * carousel fetches after load anyway, and the file names the image already gives are left out, so
 * a catalogue of hundreds does not weigh on the first HTML.
 */
export function toSeed(categories: GalleryCategory[]): SeedCategory[] {
  return categories.map(({ name, pictures }) => ({
    name,
    pictures: pictures.map(({ placeholder, hash, thumb, url, ...seed }) => (seed.image ? seed : { ...seed, thumb, url })),
  }));
}

/** The seed with its file names back, as gallery.json has them. */
export function fromSeed(categories: SeedCategory[]): GalleryCategory[] {
  return categories.map(({ name, pictures }) => ({
    name,
    pictures: pictures.map(({ thumb, url, ...picture }) => {
      const named = picture.image ? namedFiles(picture.image) : undefined;
      return { ...picture, thumb: thumb ?? named?.thumb ?? '', url: url ?? named?.url ?? '' };
    }),
  }));
}
