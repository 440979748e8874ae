'use client';

import { ResponsivePicture } from '@/components/ui/responsive-picture';
import type { MadeImage } from '@/lib/domain/types';

/**
 * A tile's width where it stands. On the page of all works, on a phone half of what is left beside
 * the bar (55px), the insets (1.5rem each) and the gap (1rem), so a phone takes the 320 px
 * thumbnail, not the 640; about 11rem wider. On an exhibition's page, two to a row on a phone, about 16rem wider.
 */
const TILE_SIZES = {
  works: '(max-width: 767.98px) calc((100vw - 55px - 3rem - 1rem) / 2), 12rem',
  exhibition: '(max-width: 767px) 50vw, 16rem',
};

export type TilePlace = keyof typeof TILE_SIZES;

type Props = Omit<MadeImage, 'placeholder'> & { place: TilePlace; className?: string };

/**
 * A work's picture on its tile, whole in its square. A client piece for the page's weight, not for
 * state: React's payload then names it with the picture's file name and widths instead of carrying
 * its nine addresses a second time, hundreds of times over.
 */
export function WorkTilePicture({ image, width, height, place, className }: Props) {
  // No blurred placeholder: a picture drawn whole in its square leaves the blur around it, and a page of hundreds would carry hundreds of them.
  return <ResponsivePicture className={className} source={{ image, width, height }} kind="thumb" alt="" sizes={TILE_SIZES[place]} fit="contain" />;
}
