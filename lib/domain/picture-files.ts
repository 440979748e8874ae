// The names of the files `npm run pictures` makes of an original, and their sizes: what pages,
// the pipeline and the checks all read. (How they are encoded is scripts/pictures/settings.ts.)
import { deepFiles } from './deep-zoom';
import type { DeepZoom } from './types';

/** GIFs are published from their first frame; HEIC/HEIF (iPhone photos) are decoded by libheif in WebAssembly. */
export const ORIGINAL_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.webp', '.tif', '.tiff', '.gif', '.heic', '.heif', '.avif'];
export const FORMATS = ['avif', 'webp', 'jpg'] as const;

export const variantFile = (base: string, kind: 'thumb' | 'full', width: number, format: string) =>
  `${base}-${kind === 'thumb' ? 't' : ''}${width}.${format}`;

export const shareImageFile = (base: string) => `${base}-share.jpg`;

type Variants = { base: string; thumbWidths: number[]; fullWidths: number[]; deep?: DeepZoom };

/**
 * The files a picture can be drawn from, narrowest first: its thumbnails, its full sizes, or 'any'
 * of them, for a picture drawn small on one screen and large on another (a slide on a 2× screen
 * takes the 800 px full size). Where both kinds have a width, the thumbnail stands for it.
 */
export function variantWidths(image: Variants, kind: 'thumb' | 'full' | 'any'): { kind: 'thumb' | 'full'; width: number }[] {
  const thumbs = kind === 'full' ? [] : image.thumbWidths;
  const fulls = kind === 'thumb' ? [] : image.fullWidths.filter((width) => !thumbs.includes(width));
  return [...thumbs.map((width) => ({ kind: 'thumb' as const, width })), ...fulls.map((width) => ({ kind: 'full' as const, width }))].sort(
    (a, b) => a.width - b.width,
  );
}

/**
 * The two files SPEC's picture shape names, for a made picture: `thumb`, its first thumbnail at
 * least 320 px wide, and `url`, its largest full size, both JPEG.
 */
export function namedFiles(image: Variants): { thumb: string; url: string } {
  const thumbWidth = image.thumbWidths.find((width) => width >= 320) ?? image.thumbWidths.at(-1)!;
  return { thumb: variantFile(image.base, 'thumb', thumbWidth, 'jpg'), url: variantFile(image.base, 'full', image.fullWidths.at(-1)!, 'jpg') };
}

/** The pixel size of the file made `width` wide: the original's proportions, its height rounded as sharp rounds it. */
export const madeSize = (original: { width: number; height: number }, width: number) => ({
  width,
  height: Math.round((original.height * width) / original.width),
});

/** Every file made of one original: each thumbnail and full width, in each format. */
export function variantJobs(image: Variants) {
  return [
    ...image.thumbWidths.map((width) => ({ kind: 'thumb' as const, width })),
    ...image.fullWidths.map((width) => ({ kind: 'full' as const, width })),
  ].flatMap(({ kind, width }) => FORMATS.map((format) => ({ kind, width, format, file: variantFile(image.base, kind, width, format) })));
}

/** Every file made of one original: its variants and, for a work of the gallery (the pictures with thumbnails), its share image and its deep zoom's tiles. */
export function madeFiles(image: Variants): string[] {
  return [
    ...variantJobs(image).map((job) => job.file),
    ...(image.thumbWidths.length > 0 ? [shareImageFile(image.base)] : []),
    ...(image.deep ? deepFiles(image.base, image.deep) : []),
  ];
}
