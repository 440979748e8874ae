// What `npm run pictures` makes of each original. Changing anything here changes every picture's
// hash, so the next run makes them all anew.
export const THUMB_WIDTHS = [160, 320, 640];
export const FULL_WIDTHS = [800, 1600, 2400];
/** An original needs this much on its long side to make a sharp largest thumbnail. */
export const MIN_LONG_SIDE = 640;
export const PLACEHOLDER_WIDTH = 16;
export const FORMATS = ['avif', 'webp', 'jpg'] as const;
export const QUALITY = { avif: 48, webp: 72, jpg: 76 } as const;
/**
 * libaom's effort for AVIF, and its colour planes at half resolution (4:2:0, as WebP and JPEG store
 * them). Measured on the placeholder originals (README, "Encoding"): 37–56% less encoding time than
 * effort 3 at 4:4:4, for 2–6% more bytes; SSIM 0.0004–0.0010 lower on luma, and on colour still
 * above WebP's.
 */
export const AVIF_EFFORT = 2;
export const AVIF_CHROMA_SUBSAMPLING = '4:2:0';
/**
 * The landing background is shown faded to a quarter (landing.module.scss), which fades compression
 * artefacts with it: at these settings it looks the same there and costs half the bytes.
 */
export const BACKDROP_QUALITY = { avif: 28, webp: 50, jpg: 56 } as const;
export type Quality = { [format in (typeof FORMATS)[number]]: number };
/** GIFs are published from their first frame; HEIC/HEIF (iPhone photos) are decoded by libheif in WebAssembly. */
export const ORIGINAL_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.webp', '.tif', '.tiff', '.gif', '.heic', '.heif', '.avif'];

/**
 * What a link to a work shows in a messenger or a search result: the work whole on the paper, in
 * the 1200 × 630 that Open Graph cards ask for, with a margin so no card crops into it.
 */
export const SHARE_IMAGE = { width: 1200, height: 630, margin: 48, quality: 80 } as const;


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
