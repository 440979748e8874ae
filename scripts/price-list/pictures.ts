// Each work's small picture on the price list: a PDF takes JPEG (pdf-lib embeds no WebP or AVIF),
// so its thumbnail is made again as a small JPEG, sharp at print size (about 300 dpi at 2 cm).
import path from 'node:path';
import sharp from 'sharp';
import { GALLERY_FILE, isAbsoluteUrl } from '@/lib/domain/assets';
import type { PriceListEntry } from '@/lib/domain/price-list';
import { ContentError } from '@/lib/domain/schema';
import { PAPER } from '@/config/colours';

/** The long side of a picture on the list, in pixels. */
const LONG_SIDE = 240;

/**
 * The entry's picture as JPEG bytes, or undefined for one elsewhere on the web (a gallery.json
 * written by hand may name one): the build fetches nothing.
 */
export async function listPicture(entry: PriceListEntry, publicDir: string): Promise<Uint8Array | undefined> {
  if (isAbsoluteUrl(entry.thumb)) return undefined;
  const file = path.join(publicDir, entry.thumb.replace(/^\.?\//, ''));
  try {
    const jpeg = await sharp(file)
      .resize({ width: LONG_SIDE, height: LONG_SIDE, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: PAPER })
      .jpeg({ quality: 80, mozjpeg: true })
      .toBuffer();
    return new Uint8Array(jpeg);
  } catch (error) {
    throw new ContentError(
      `public/${GALLERY_FILE} is not valid:\n  ${entry.source}, field "thumb": the file public/${entry.thumb.replace(/^\.?\//, '')} is not a picture the price list can read (${(error as Error).message}): run npm run pictures again, or name a JPEG, PNG or WebP file`,
    );
  }
}
