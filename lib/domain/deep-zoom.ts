// A work's surface up close: the tiles `npm run pictures` makes of a large original (sharp's
// tile(), the Deep Zoom layout) and which of them cover a view. The pipeline lists the files from
// here and the viewer's tile layer fetches them by it, so both count tiles the same way.

import type { DeepZoom } from './types';

export type Tile = { level: number; column: number; row: number };
/** A part of the picture, as fractions of its width and height (0 to 1 from its top left corner). */
export type View = { left: number; top: number; right: number; bottom: number };

/**
 * The largest level's number: how often the picture is halved (rounding up) until it fits one
 * tile, as sharp numbers levels with `depth: 'onetile'`; that level, 0, is one tile.
 */
export function topLevel({ width, height, tileSize }: Pick<DeepZoom, 'width' | 'height' | 'tileSize'>): number {
  let level = 0;
  for (let side = Math.max(width, height); side > tileSize; side = Math.ceil(side / 2)) level++;
  return level;
}

/** A level's size in pixels: the deep size halved (rounding up) once for each level below the top. */
export function levelSize(deep: Pick<DeepZoom, 'width' | 'height' | 'tileSize'>, level: number) {
  const scale = 2 ** (topLevel(deep) - level);
  return { width: Math.ceil(deep.width / scale), height: Math.ceil(deep.height / scale) };
}

/** The columns and rows of tiles of one level. */
export function levelGrid(deep: DeepZoom, level: number) {
  const { width, height } = levelSize(deep, level);
  return { columns: Math.ceil(width / deep.tileSize), rows: Math.ceil(height / deep.tileSize) };
}

/** The smallest level made whose width is above `width` (the largest full-size file's): its number, or undefined where the original is no wider. */
export function firstDeepLevel(deep: Pick<DeepZoom, 'width' | 'height' | 'tileSize'>, width: number): number | undefined {
  const top = topLevel(deep);
  if (deep.width <= width) return undefined;
  let level = top;
  while (level > 0 && levelSize(deep, level - 1).width > width) level--;
  return level;
}

/**
 * The level to draw a picture `screenWidth` device pixels wide from: the smallest made that has at
 * least that many pixels, or the top one; null while the full-size file (`fullWidth` px) suffices.
 */
export function levelFor(deep: DeepZoom, screenWidth: number, fullWidth: number): number | null {
  if (screenWidth <= fullWidth) return null;
  const top = topLevel(deep);
  for (let level = deep.minLevel; level < top; level++) if (levelSize(deep, level).width >= screenWidth) return level;
  return top;
}

/** The tiles of `level` that cover `view`, row by row. */
export function tilesInView(deep: DeepZoom, level: number, view: View): Tile[] {
  const { width, height } = levelSize(deep, level);
  const { columns, rows } = levelGrid(deep, level);
  const clamp = (value: number, count: number) => Math.min(count - 1, Math.max(0, value));
  const first = { column: clamp(Math.floor((view.left * width) / deep.tileSize), columns), row: clamp(Math.floor((view.top * height) / deep.tileSize), rows) };
  const last = { column: clamp(Math.ceil((view.right * width) / deep.tileSize) - 1, columns), row: clamp(Math.ceil((view.bottom * height) / deep.tileSize) - 1, rows) };
  const tiles: Tile[] = [];
  for (let row = first.row; row <= last.row; row++) for (let column = first.column; column <= last.column; column++) tiles.push({ level, column, row });
  return tiles;
}

/** Where a tile lies on the picture, as fractions of its width and height. */
export function tileBox(deep: DeepZoom, { level, column, row }: Tile) {
  const { width, height } = levelSize(deep, level);
  const left = column * deep.tileSize;
  const top = row * deep.tileSize;
  return { left: left / width, top: top / height, width: Math.min(deep.tileSize, width - left) / width, height: Math.min(deep.tileSize, height - top) / height };
}

/** The folder of a picture's tiles, beside its other files: `${base}-deep/`. */
export const deepFolder = (base: string) => `${base}-deep`;

/** A tile's file, under the public folder: `${base}-deep/4/3_2.jpeg`. */
export const tileFile = (base: string, deep: DeepZoom, { level, column, row }: Tile) => `${deepFolder(base)}/${level}/${column}_${row}.${deep.format}`;

/** Every tile file of a picture, from its smallest level made to its top one. */
export function deepFiles(base: string, deep: DeepZoom): string[] {
  const files: string[] = [];
  for (let level = deep.minLevel; level <= topLevel(deep); level++) {
    const { columns, rows } = levelGrid(deep, level);
    for (let row = 0; row < rows; row++) for (let column = 0; column < columns; column++) files.push(tileFile(base, deep, { level, column, row }));
  }
  return files;
}
