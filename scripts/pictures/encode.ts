// Makes the served files of one original: every width in AVIF, WebP and JPEG, in sRGB, turned
// upright, with no camera or location data, and a tiny placeholder.
import { readFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { writeAtomically } from '@/scripts/files';
import { ContentError } from '@/lib/domain/schema';
import type { ImageVariants } from '@/lib/domain/types';
import { deepLayout, makeTiles } from './deep-tiles';
import { type Halt, inParallel } from './parallel';
import { PAPER } from '@/config/colours';
import { FORMATS, shareImageFile, variantJobs } from '@/lib/domain/picture-files';
import { AVIF_CHROMA_SUBSAMPLING, AVIF_EFFORT, FULL_WIDTHS, MIN_LONG_SIDE, PLACEHOLDER_WIDTH, type Quality, SHARE_IMAGE, THUMB_WIDTHS } from './settings';

export type Encoded = { width: number; height: number; placeholder: string; image: ImageVariants };

/** One made file's encoding, as `npm run pictures` does it (and `npm run bench:encodings` compares it). */
export function encode(pipeline: Sharp, format: (typeof FORMATS)[number], quality: Quality) {
  if (format === 'avif') return pipeline.avif({ quality: quality.avif, effort: AVIF_EFFORT, chromaSubsampling: AVIF_CHROMA_SUBSAMPLING });
  if (format === 'webp') return pipeline.webp({ quality: quality.webp });
  return pipeline.jpeg({ quality: quality.jpg, mozjpeg: true });
}

/** What to make of an original: thumbnails and its own width (a work of the gallery: `ladder`), and at which quality. */
export type EncodeOptions = { thumbs: boolean; quality: Quality; log?: (line: string) => void; /** Whether a large original also gets tiles for the deep zoom (a work without `detail: false`). */ deep?: boolean };

/**
 * Whether the bytes are HEIF with HEVC inside (iPhone photos), whatever the file's ending says.
 * sharp's prebuilt libvips reads HEIF only with AV1 inside (AVIF), so these go through libheif.
 */
function isHevcHeif(bytes: Buffer): boolean {
  if (bytes.subarray(4, 8).toString('latin1') !== 'ftyp') return false;
  const boxEnd = Math.min(bytes.readUInt32BE(0), bytes.length, 64);
  const brands = new Set<string>();
  for (let offset = 8; offset + 4 <= boxEnd; offset += 4) brands.add(bytes.subarray(offset, offset + 4).toString('latin1'));
  return ['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis'].some((brand) => brands.has(brand));
}

/** The original as sharp input: decoded to pixels first where it is HEIC (libheif applies its rotation). */
export async function openOriginal(file: string): Promise<Sharp> {
  const bytes = await readFile(file);
  if (!isHevcHeif(bytes)) return sharp(bytes, { failOn: 'error' });
  const { default: decodeHeic } = await import('heic-decode');
  const { width, height, data } = await decodeHeic({ buffer: bytes });
  return sharp(Buffer.from(data.buffer, data.byteOffset, data.byteLength), { raw: { width, height, channels: 4 } });
}

/** The widths of `widths` an original `width` px wide reaches, or its own width where it is narrower than them all. */
const fitting = (widths: number[], width: number) => {
  const fit = widths.filter((each) => each <= width);
  return fit.length > 0 ? fit : [width];
};

/**
 * The widths made of an original `width` px wide: the thumbnails (for a work of the gallery) and
 * the full sizes it reaches, and a work's own width where it ends between two full sizes, so that
 * a 1400 px original is seen from its 1400 px file on a large screen, not from the 800 px one.
 * (The portrait is drawn small and the landing's tree faded: the full sizes serve them.)
 */
export function ladder(width: number, work: boolean): Pick<ImageVariants, 'thumbWidths' | 'fullWidths'> {
  const fullWidths = fitting(FULL_WIDTHS, width);
  const between = work && width > fullWidths.at(-1)! && width < FULL_WIDTHS.at(-1)!;
  return { thumbWidths: work ? fitting(THUMB_WIDTHS, width) : [], fullWidths: between ? [...fullWidths, width] : fullWidths };
}

/**
 * @param base path under publicDir without ending, e.g. 'assets/gallery/aquarelle/kastanie.1a2b3c4d'
 * @param name how the artist sees the original, for messages
 */
export async function encodeOriginal(file: string, name: string, publicDir: string, base: string, options: EncodeOptions): Promise<Encoded> {
  const unreadable = (error: unknown) =>
    new ContentError(`${name} could not be read as a picture (${String((error as Error).message).split('\n')[0]}): is it damaged? Open it and save it again as JPEG.`);
  let original: Sharp;
  let width: number;
  let height: number;
  try {
    original = await openOriginal(file);
    const metadata = await original.metadata();
    ({ width, height } = metadata.autoOrient);
    if ((metadata.pages ?? 1) > 1 && metadata.format === 'gif') options.log?.(`note   ${name} is animated: the site shows its first frame`);
  } catch (error) {
    throw unreadable(error);
  }
  // rotate() with no angle applies the EXIF orientation; transparency is laid onto the site's
  // paper, so every format looks the same on the page; the output carries no metadata at all.
  const upright = original.rotate().flatten({ background: PAPER }).toColourspace('srgb');
  if (Math.max(width, height) < MIN_LONG_SIDE) {
    throw new ContentError(`${name} is ${width} × ${height} px: too small for its thumbnail, which needs ${MIN_LONG_SIDE} px on the long side`);
  }

  const deep = options.deep ? deepLayout(width, height) : undefined;
  const image: ImageVariants = { base, ...ladder(width, options.thumbs), ...(deep && { deep }) };
  // Its own pipeline, as the one below is changed by each step given it.
  const deepSource = deep && upright.clone();

  const render = (pipeline: Sharp) => pipeline.toBuffer().catch((error: unknown) => Promise.reject(unreadable(error)));
  // Decoded, turned and flattened once, at the largest width made; every file is resized from that.
  // A phone's 12 or 48 megapixel photo is not decoded again for each of its eighteen files.
  const largest = Math.max(...image.thumbWidths, ...image.fullWidths);
  const master = await upright
    .resize({ width: largest })
    .raw()
    .toBuffer({ resolveWithObject: true })
    .catch((error: unknown) => Promise.reject(unreadable(error)));
  const fromMaster = () => sharp(master.data, { raw: { width: master.info.width, height: master.info.height, channels: master.info.channels } });
  // The files of one original are made on every core, the largest first (AVIF, by far the slowest,
  // before the others of its width), so one new picture does not leave a core idle and the last one
  // made is a small one.
  const isAvif = (job: { format: string }) => Number(job.format === 'avif');
  const jobs = variantJobs(image).sort((a, b) => b.width - a.width || isAvif(b) - isAvif(a));
  const halt: Halt = {};
  await inParallel(
    jobs.map((job) => async () => {
      const buffer = await render(encode(fromMaster().resize({ width: job.width }), job.format, options.quality));
      await writeAtomically(path.join(publicDir, job.file), buffer);
    }),
    availableParallelism(),
    halt,
  );
  if ('error' in halt) throw halt.error;
  if (options.thumbs) {
    // A work of the gallery also gets the picture its shared link shows: the work whole, centred on the paper.
    const { width: cardWidth, height: cardHeight, margin, quality } = SHARE_IMAGE;
    const work = await render(fromMaster().resize({ width: cardWidth - 2 * margin, height: cardHeight - 2 * margin, fit: 'inside' }).png());
    const card = sharp({ create: { width: cardWidth, height: cardHeight, channels: 3, background: PAPER } }).composite([{ input: work, gravity: 'centre' }]);
    await writeAtomically(path.join(publicDir, shareImageFile(base)), await render(card.jpeg({ quality, mozjpeg: true })));
  }
  if (deep && deepSource) await makeTiles(deepSource, deep, publicDir, base).catch((error: unknown) => Promise.reject(unreadable(error)));
  const tiny = await render(fromMaster().resize({ width: PLACEHOLDER_WIDTH }).webp({ quality: 40 }));
  return { width, height, placeholder: `data:image/webp;base64,${tiny.toString('base64')}`, image };
}
