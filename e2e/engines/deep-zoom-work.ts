// A work given a large original for the deep zoom's end-to-end tests: the catalogue's originals are
// about 1400 px, too small for tiles. Its own picture is enlarged to 6000 px with a fine grain laid
// over it (so its tiles are told from the picture under them) and tiled as `npm run pictures` tiles.
import path from 'node:path';
import sharp from 'sharp';
import { levelSize, topLevel } from '@/lib/domain/deep-zoom';
import type { DeepZoom, GalleryCategory, Picture } from '@/lib/domain/types';
import { deepLayout, makeTiles } from '@/scripts/pictures/deep-tiles';

export const DEEP_WIDTH = 6000;

/** The gallery's first work wider than tall, and its place among all works (its `data-picture`). */
export function wideWork(gallery: GalleryCategory[]): { index: number; work: Picture } {
  const pictures = gallery.flatMap((category) => category.pictures);
  const index = pictures.findIndex((picture) => picture.width! > picture.height!);
  return { index, work: pictures[index]! };
}

/** Makes `work`'s tiles from its largest full-size file under `siteDir` (public/ or out/) into `tilesDir`, as `${base}-deep/`; returns their layout. */
export async function makeDeepWork(work: Picture, siteDir: string, tilesDir: string): Promise<DeepZoom> {
  const full = path.join(siteDir, `${work.image!.base}-${work.image!.fullWidths.at(-1)}.jpg`);
  const enlarged = await sharp(full).resize({ width: DEEP_WIDTH }).raw().toBuffer({ resolveWithObject: true });
  const { width, height, channels } = enlarged.info;
  const grain = { input: { create: { width, height, channels: 3 as const, background: '#808080', noise: { type: 'gaussian' as const, mean: 128, sigma: 40 } } }, blend: 'soft-light' as const };
  const original = sharp(await sharp(enlarged.data, { raw: { width, height, channels } }).composite([grain]).png().toBuffer());
  const deep = deepLayout(width, height)!;
  await makeTiles(original, deep, tilesDir, work.image!.base);
  return deep;
}

/**
 * Where the tile layer lies (CSS pixels of the page's layout), and the part of the page the screen
 * shows: all of the window, or less where a finger's pinch has enlarged it (`screenLeft`, `screenTop`).
 */
export type LayerBox = { left: number; top: number; width: number; screenWidth: number; screenHeight: number; screenLeft?: number; screenTop?: number };

/** The tiles of the top level that the screen shows of a layer drawn in `box`, as `level/column_row.jpeg`, sorted. */
export function tilesOnScreen(deep: DeepZoom, { left, top, width, screenWidth, screenHeight, screenLeft = 0, screenTop = 0 }: LayerBox): string[] {
  const level = topLevel(deep);
  const scale = levelSize(deep, level).width / width;
  const first = (from: number, start: number) => Math.floor((Math.max(0, start - from) * scale) / deep.tileSize);
  const last = (from: number, start: number, screen: number) => Math.ceil(((start + screen - from) * scale) / deep.tileSize) - 1;
  const tiles: string[] = [];
  for (let column = first(left, screenLeft); column <= last(left, screenLeft, screenWidth); column++) {
    for (let row = first(top, screenTop); row <= last(top, screenTop, screenHeight); row++) tiles.push(`${level}/${column}_${row}.jpeg`);
  }
  return tiles.sort();
}
