// Each work's picture in a portfolio, made from her original (content/pictures/…), not from the
// site's files: sized to print at 300 dpi at the size it has on its page, where the original has
// the pixels, and as JPEG (pdf-lib embeds no WebP or AVIF). A work whose original is not found (a
// gallery.json written by hand) is made from its largest file on the site, and said so.
import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { PAPER } from '@/config/colours';
import { isAbsoluteUrl } from '@/lib/domain/assets';
import { pictureBox, printPixels, reachedDpi, PRINT_DPI } from '@/lib/domain/portfolios';
import { ContentError } from '@/lib/domain/schema';
import { openOriginal } from '../pictures/encode';

/** Where a work's picture comes from: her original, or (where it is not found) the site's largest file. */
export type PictureSource = { file: string; name: string; original: boolean };

/** A work's picture for the page: JPEG bytes, its pixels, and the resolution it reaches in print. */
export type PrintPicture = { jpeg: Uint8Array; width: number; height: number; dpi: number };

/**
 * JPEG qualities tried in turn: the first is good enough for print that no artefact shows at arm's
 * length; a picture with so much grain that it comes out over PICTURE_BYTES is made again a step
 * lower, so 20 works stay under the 20 MB a portfolio must keep to for e-mail (docs/content.md).
 */
export const PRINT_QUALITIES = [82, 74, 66, 58] as const;
export const PICTURE_BYTES = 900_000;

/** The source of a work's picture: her original by its folder (`source` from addresses.json), else its `url` under public/. */
export function pictureSource(source: string | undefined, originals: Map<string, { file: string; name: string }>, url: string, publicDir: string, where: string): PictureSource {
  const original = source === undefined ? undefined : originals.get(source);
  if (original && existsSync(original.file)) return { ...original, original: true };
  if (isAbsoluteUrl(url)) {
    throw new ContentError(`${where}: its picture is elsewhere on the web (${url}), and the portfolio fetches nothing: add the work's original under content/pictures and run npm run pictures`);
  }
  const local = url.replace(/^\.?\//, '');
  return { file: path.join(publicDir, local), name: `public/${local}`, original: false };
}

/** The picture at print size: never enlarged, turned upright, laid on the paper, in sRGB. */
export async function printPicture(source: PictureSource): Promise<PrintPicture> {
  try {
    const opened = await openOriginal(source.file);
    const { width, height } = (await opened.metadata()).autoOrient;
    const needed = printPixels(pictureBox(width, height));
    const { data: pixels, info } = await opened
      .rotate()
      .resize({ width: needed.width, height: needed.height, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: PAPER })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
    let jpeg = Buffer.alloc(0);
    for (const quality of PRINT_QUALITIES) {
      jpeg = await sharp(pixels, { raw: { width: info.width, height: info.height, channels: info.channels } }).jpeg({ quality, mozjpeg: true }).toBuffer();
      if (jpeg.length <= PICTURE_BYTES) break;
    }
    return { jpeg: new Uint8Array(jpeg), width: info.width, height: info.height, dpi: Math.min(PRINT_DPI, reachedDpi(info, pictureBox(info.width, info.height))) };
  } catch (error) {
    throw new ContentError(`${source.name} could not be read as a picture (${String((error as Error).message).split('\n')[0]}): is it damaged? Open it and save it again as JPEG.`);
  }
}
