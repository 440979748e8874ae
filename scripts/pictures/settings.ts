import type { FORMATS } from '@/lib/domain/picture-files';

// What `npm run pictures` makes of each original. Changing anything here changes every picture's
// hash, so the next run makes them all anew.
export const THUMB_WIDTHS = [160, 320, 640];
/** A work also gets its own width where it ends between two of these (scripts/pictures/encode.ts, `ladder`). */
export const FULL_WIDTHS = [800, 1600, 2400];
/** An original needs this much on its long side to make a sharp largest thumbnail. */
export const MIN_LONG_SIDE = 640;
export const PLACEHOLDER_WIDTH = 16;
export const QUALITY = { avif: 48, webp: 72, jpg: 76 } as const;
/**
 * libaom's effort for AVIF, and its colour planes at half resolution (4:2:0, as WebP and JPEG store
 * them). Measured on the placeholder originals (docs/pictures.md): 37–56% less encoding time than
 * effort 3 at 4:4:4, for 2–6% more bytes; SSIM 0.0004–0.0010 lower on luma, and on colour still
 * above WebP's.
 */
export const AVIF_EFFORT = 2;
export const AVIF_CHROMA_SUBSAMPLING = '4:2:0';
/**
 * The landing background and the portrait are mostly bare paper, whose faint mottle an encoder at
 * the gallery's quality turns into visible squares on a good screen (the background even faded to a
 * quarter). At these settings the paper stays smooth: about twice the bytes of the old backdrop
 * (28/50/56), which the page fetches after its text.
 */
export const PAPER_QUALITY = {
  background: { avif: 50, webp: 64, jpg: 70 },
  portrait: { avif: 60, webp: 82, jpg: 84 },
} as const;
export type Quality = { [format in (typeof FORMATS)[number]]: number };

/**
 * What a link to a work shows in a messenger or a search result: the work whole on the paper, in
 * the 1200 × 630 that Open Graph cards ask for, with a margin so no card crops into it.
 */
export const SHARE_IMAGE = { width: 1200, height: 630, margin: 48, quality: 80 } as const;

/**
 * The deep zoom's tiles, for a work whose original is wider than the largest full size: at most
 * this many pixels on the long side (a larger original is reduced to it), in square tiles of this
 * size, as JPEG at the gallery's JPEG quality. sharp's tile() writes JPEG, PNG or WebP (no AVIF);
 * on a grainy surface, which is what the deep zoom is for, JPEG was the smaller and the quicker
 * (measured in docs/pictures.md), and every browser reads it. The ending is sharp's.
 */
export const DEEP_ZOOM = { maxSide: 8000, tileSize: 512, format: 'jpeg', quality: QUALITY.jpg } as const;
