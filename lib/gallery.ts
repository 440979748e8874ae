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
