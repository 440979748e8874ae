// The picture viewer's state, as plain functions: which picture, its address, what is announced.
import { slugCandidates, slugify } from './slug';
import type { GalleryPicture } from './types';

export const PICTURE_HASH_PREFIX = '#bild-';

/** Previous and next go round: after the last picture comes the first. */
export function wrapIndex(index: number, count: number): number {
  return ((index % count) + count) % count;
}

/**
 * One address per picture: the name `npm run pictures` gave it (unique already), else its title,
 * else its file name ('eiche-im-wind'); a name used twice gets its category in front, and then a number.
 */
export function pictureSlugs(pictures: GalleryPicture[]): string[] {
  const used = new Set<string>();
  return pictures.map((picture) => {
    const fileName = picture.url.split('/').pop()?.replace(/\.[^.]+$/, '') ?? '';
    const name = slugify(picture.slug ?? picture.title ?? fileName) || String(picture.index + 1);
    for (const slug of slugCandidates(name, picture.category)) {
      if (used.has(slug)) continue;
      used.add(slug);
      return slug;
    }
    throw new Error('unreachable: the candidates are endless');
  });
}

export const pictureHash = (slug: string) => `${PICTURE_HASH_PREFIX}${slug}`;

/** The picture a hash like '#bild-eiche-im-wind' points to, or null. */
export function indexFromHash(hash: string, slugs: string[]): number | null {
  if (!hash.startsWith(PICTURE_HASH_PREFIX)) return null;
  const index = slugs.indexOf(decodeURIComponent(hash.slice(PICTURE_HASH_PREFIX.length)));
  return index === -1 ? null : index;
}
