// The deep zoom's tiles of one original (lib/domain/deep-zoom.ts): made by sharp's tile() into a
// folder of its own, then only the levels sharper than the largest full size are kept.
import { existsSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Sharp } from 'sharp';
import { deepFolder, firstDeepLevel, topLevel } from '@/lib/domain/deep-zoom';
import type { DeepZoom } from '@/lib/domain/types';
import { DEEP_ZOOM, FULL_WIDTHS } from './settings';

/** The tiles an original `width` × `height` px gets: none where it is no wider than the largest full size, even once reduced to the deep size. */
export function deepLayout(width: number, height: number): DeepZoom | undefined {
  const scale = Math.min(1, DEEP_ZOOM.maxSide / Math.max(width, height));
  const size = { width: Math.round(width * scale), height: Math.round(height * scale), tileSize: DEEP_ZOOM.tileSize, format: DEEP_ZOOM.format };
  const minLevel = firstDeepLevel(size, FULL_WIDTHS.at(-1)!);
  return minLevel === undefined ? undefined : { ...size, minLevel };
}

/** Makes the tiles of `upright` (the original turned and flattened) as `deep` lays them out, under publicDir; a half-made folder is never left in their place. */
export async function makeTiles(upright: Sharp, deep: DeepZoom, publicDir: string, base: string): Promise<void> {
  const folder = path.join(publicDir, deepFolder(base));
  const work = `${folder}.making-${process.pid}`;
  await rm(`${work}_files`, { recursive: true, force: true });
  // Every level's folder made first: libvips makes them as its threads write, and on a busy machine
  // one thread's tile was seen to fail before another had made its level's folder.
  for (let level = 0; level <= topLevel(deep); level++) await mkdir(path.join(`${work}_files`, String(level)), { recursive: true });
  await upright
    .resize({ width: deep.width, height: deep.height, fit: 'fill' })
    .jpeg({ quality: DEEP_ZOOM.quality, mozjpeg: true })
    .tile({ size: deep.tileSize, overlap: 0, depth: 'onetile' })
    .toFile(`${work}.dz`);
  const made = `${work}_files`;
  const kept = `${work}.kept`;
  await mkdir(kept, { recursive: true });
  for (let level = deep.minLevel; level <= topLevel(deep); level++) await rename(path.join(made, String(level)), path.join(kept, String(level)));
  if (existsSync(folder)) await rm(folder, { recursive: true });
  await rename(kept, folder);
  await Promise.all([rm(made, { recursive: true, force: true }), rm(`${work}.dzi`, { force: true })]);
}
