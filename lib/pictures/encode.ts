// Makes the served files of one original: every width in AVIF, WebP and JPEG, in sRGB, turned
// upright, with no camera or location data, and a tiny placeholder.
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { writeAtomically } from '../files';
import { ContentError } from '../schema';
import type { ImageVariants } from '../types';
import { FORMATS, FULL_WIDTHS, MIN_LONG_SIDE, PLACEHOLDER_WIDTH, type Quality, THUMB_WIDTHS, variantJobs } from './settings';

export type Encoded = { width: number; height: number; placeholder: string; image: ImageVariants };

function encode(pipeline: Sharp, format: (typeof FORMATS)[number], quality: Quality) {
  if (format === 'avif') return pipeline.avif({ quality: quality.avif, effort: 4 });
  if (format === 'webp') return pipeline.webp({ quality: quality.webp });
  return pipeline.jpeg({ quality: quality.jpg, mozjpeg: true });
}

/** What to make of an original: thumbnails (the gallery's pictures), and at which quality. */
export type EncodeOptions = { thumbs: boolean; quality: Quality };

/** The widths to make: those the original is wide enough for, or its own width when it is narrower than them all. */
const fitting = (widths: number[], available: number) => {
  const fit = widths.filter((width) => width <= available);
  return fit.length > 0 ? fit : [available];
};

/**
 * @param base path under publicDir without ending, e.g. 'assets/gallery/aquarelle/kastanie.1a2b3c4d'
 * @param name how the artist sees the original, for messages
 */
export async function encodeOriginal(file: string, name: string, publicDir: string, base: string, options: EncodeOptions): Promise<Encoded> {
  const unreadable = (error: unknown) =>
    new ContentError(`${name} could not be read as a picture (${String((error as Error).message).split('\n')[0]}): is it damaged?`);
  // rotate() with no angle applies the EXIF orientation; the output carries no metadata at all.
  const upright = sharp(file, { failOn: 'error' }).rotate().toColourspace('srgb');
  let width: number;
  let height: number;
  try {
    ({ width, height } = (await sharp(file).metadata()).autoOrient);
  } catch (error) {
    throw unreadable(error);
  }
  if (Math.max(width, height) < MIN_LONG_SIDE) {
    throw new ContentError(`${name} is ${width} × ${height} px: too small for its thumbnail, which needs ${MIN_LONG_SIDE} px on the long side`);
  }

  const image: ImageVariants = {
    base,
    thumbWidths: options.thumbs ? fitting(THUMB_WIDTHS, width) : [],
    fullWidths: fitting(FULL_WIDTHS, width),
  };

  const render = (pipeline: Sharp) => pipeline.toBuffer().catch((error: unknown) => Promise.reject(unreadable(error)));
  for (const job of variantJobs(image)) {
    const buffer = await render(encode(upright.clone().resize({ width: job.width }), job.format, options.quality));
    await writeAtomically(path.join(publicDir, job.file), buffer);
  }
  const tiny = await render(upright.clone().resize({ width: PLACEHOLDER_WIDTH }).webp({ quality: 40 }));
  return { width, height, placeholder: `data:image/webp;base64,${tiny.toString('base64')}`, image };
}
