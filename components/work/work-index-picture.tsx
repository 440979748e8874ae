'use client';

import { ResponsivePicture } from '@/components/ui/responsive-picture';
import type { MadeImage } from '@/lib/domain/types';

/**
 * A tile's width: on a phone half of what is left beside the bar (55px), the insets (1.5rem each)
 * and the gap (1rem), so a phone takes the 320 px thumbnail, not the 640; about 11rem wider.
 */
const TILE_SIZES = '(max-width: 767.98px) calc((100vw - 55px - 3rem - 1rem) / 2), 12rem';

/**
 * A work's picture on the page of all works, whole in its square. A client piece for the page's
 * weight, not for state: React's payload then names it with the picture's file name and widths
 * instead of carrying its nine addresses a second time, hundreds of times over.
 */
export function WorkIndexPicture({ image, width, height, className }: Omit<MadeImage, 'placeholder'> & { className?: string }) {
  // No blurred placeholder: a page of hundreds would carry hundreds of them.
  return <ResponsivePicture className={className} source={{ image, width, height }} kind="thumb" alt="" sizes={TILE_SIZES} fit="contain" />;
}
