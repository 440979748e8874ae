// The names of the files `npm run pictures` makes of an original, and their sizes: what pages,
// the pipeline and the checks all read. (How they are encoded is build/pictures/settings.ts.)

/** GIFs are published from their first frame; HEIC/HEIF (iPhone photos) are decoded by libheif in WebAssembly. */
export const ORIGINAL_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.webp', '.tif', '.tiff', '.gif', '.heic', '.heif', '.avif'];
export const FORMATS = ['avif', 'webp', 'jpg'] as const;

export const variantFile = (base: string, kind: 'thumb' | 'full', width: number, format: string) =>
  `${base}-${kind === 'thumb' ? 't' : ''}${width}.${format}`;

export const shareImageFile = (base: string) => `${base}-share.jpg`;

/**
 * The two files SPEC's picture shape names, for a made picture: `thumb`, its first thumbnail at
 * least 320 px wide, and `url`, its largest full size, both JPEG.
 */
export function namedFiles(image: { base: string; thumbWidths: number[]; fullWidths: number[] }): { thumb: string; url: string } {
  const thumbWidth = image.thumbWidths.find((width) => width >= 320) ?? image.thumbWidths.at(-1)!;
  return { thumb: variantFile(image.base, 'thumb', thumbWidth, 'jpg'), url: variantFile(image.base, 'full', image.fullWidths.at(-1)!, 'jpg') };
}

/** The pixel size of the file made `width` wide: the original's proportions, its height rounded as sharp rounds it. */
export const madeSize = (original: { width: number; height: number }, width: number) => ({
  width,
  height: Math.round((original.height * width) / original.width),
});

/** Every file made of one original: each thumbnail and full width, in each format. */
export function variantJobs(image: { base: string; thumbWidths: number[]; fullWidths: number[] }) {
  return [
    ...image.thumbWidths.map((width) => ({ kind: 'thumb' as const, width })),
    ...image.fullWidths.map((width) => ({ kind: 'full' as const, width })),
  ].flatMap(({ kind, width }) => FORMATS.map((format) => ({ kind, width, format, file: variantFile(image.base, kind, width, format) })));
}

/** Every file made of one original: its variants and, for a work of the gallery (the pictures with thumbnails), its share image. */
export function madeFiles(image: { base: string; thumbWidths: number[]; fullWidths: number[] }): string[] {
  return [...variantJobs(image).map((job) => job.file), ...(image.thumbWidths.length > 0 ? [shareImageFile(image.base)] : [])];
}
