// Every asset URL goes through here, so the site also works under a sub-path (BASE_PATH).
import { BASE_PATH } from '@/config/site';

export const GALLERY_FILE = 'assets/gallery.json';
/** A content file with her words in another language, made at build for that language's home page to refresh from: 'assets/en/gallery.json'. */
export const translatedFile = (file: string, locale: string) => file.replace(/^assets\//, `assets/${locale}/`);
export const EXHIBITIONS_FILE = 'assets/exhibitions.json';
export const SITE_IMAGES_FILE = 'assets/site-images.json';
export const ADDRESSES_FILE = 'assets/addresses.json';

export const isAbsoluteUrl = (url: string) => /^([a-z][a-z\d+.-]*:|\/\/)/i.test(url);

/** Resolves a path from the content files ('assets/…' or './assets/…') against the site's base path. */
export function assetUrl(path: string, base: string = BASE_PATH): string {
  if (isAbsoluteUrl(path)) return path;
  return `${base}/${path.replace(/^\.?\//, '')}`;
}
