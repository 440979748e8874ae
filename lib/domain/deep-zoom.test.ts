import { deepFiles, firstDeepLevel, levelFor, levelGrid, levelSize, tileBox, tileFile, tilesInView, topLevel } from './deep-zoom';

// A 6000 × 4000 original in 512 px tiles: it halves (rounding up) to 3000, 1500, 750 and 375 px,
// so its levels are 4 (6000 px) down to 0 (one tile); 3 (3000 px) is the first above 2400 px.
const deep = { width: 6000, height: 4000, tileSize: 512, format: 'jpeg', minLevel: 3 };

describe('the levels of a deep picture', () => {
  it('numbers them as sharp does: the top one is the original, level 0 one tile', () => {
    expect(topLevel(deep)).toBe(4);
    expect(topLevel({ width: 512, height: 300, tileSize: 512 })).toBe(0);
    expect(topLevel({ width: 513, height: 300, tileSize: 512 })).toBe(1);
  });

  it('halves each level below the top, rounding up', () => {
    expect(levelSize(deep, 4)).toEqual({ width: 6000, height: 4000 });
    expect(levelSize(deep, 3)).toEqual({ width: 3000, height: 2000 });
    expect(levelSize({ width: 6001, height: 4003, tileSize: 512 }, 3)).toEqual({ width: 3001, height: 2002 });
    expect(levelGrid(deep, 4)).toEqual({ columns: 12, rows: 8 });
    expect(levelGrid(deep, 3)).toEqual({ columns: 6, rows: 4 });
  });

  it('starts the tiles at the first level wider than the 2400 px file, and makes none of a picture no wider', () => {
    expect(firstDeepLevel(deep, 2400)).toBe(3);
    expect(firstDeepLevel({ width: 8000, height: 2000, tileSize: 512 }, 2400)).toBe(3);
    expect(firstDeepLevel({ width: 2400, height: 3600, tileSize: 512 }, 2400)).toBeUndefined();
  });

  it('lists every tile file of the levels made: 6 × 4 and 12 × 8', () => {
    const files = deepFiles('assets/gallery/tusche/eiche.1a2b3c4d', deep);
    expect(files).toHaveLength(24 + 96);
    expect(files[0]).toBe('assets/gallery/tusche/eiche.1a2b3c4d-deep/3/0_0.jpeg');
    expect(files.at(-1)).toBe('assets/gallery/tusche/eiche.1a2b3c4d-deep/4/11_7.jpeg');
  });
});

describe('the level a screen needs', () => {
  it('is none while the 2400 px file has as many pixels as the screen gives the picture', () => {
    expect(levelFor(deep, 2400, 2400)).toBeNull();
    expect(levelFor(deep, 1200, 2400)).toBeNull();
  });

  it('is the smallest made with at least the screen’s pixels, and the original beyond it', () => {
    expect(levelFor(deep, 2401, 2400)).toBe(3);
    expect(levelFor(deep, 3000, 2400)).toBe(3);
    expect(levelFor(deep, 3001, 2400)).toBe(4);
    expect(levelFor(deep, 12000, 2400)).toBe(4);
  });
});

describe('the tiles in view', () => {
  it('are those that cover the part of the picture on the screen, and no others', () => {
    // The top level is 12 × 8 tiles; the view from 10 % to 30 % across and 50 % to 60 % down is pixels 600–1800 by 2000–2400.
    expect(tilesInView(deep, 4, { left: 0.1, top: 0.5, right: 0.3, bottom: 0.6 })).toEqual([
      { level: 4, column: 1, row: 3 },
      { level: 4, column: 2, row: 3 },
      { level: 4, column: 3, row: 3 },
      { level: 4, column: 1, row: 4 },
      { level: 4, column: 2, row: 4 },
      { level: 4, column: 3, row: 4 },
    ]);
  });

  it('are all of them for the whole picture, and the corner tile for its corner', () => {
    expect(tilesInView(deep, 3, { left: 0, top: 0, right: 1, bottom: 1 })).toHaveLength(24);
    expect(tilesInView(deep, 4, { left: 0.99, top: 0.99, right: 1, bottom: 1 })).toEqual([{ level: 4, column: 11, row: 7 }]);
  });

  it('lie where they belong, the last ones narrower', () => {
    expect(tileBox(deep, { level: 4, column: 0, row: 0 })).toEqual({ left: 0, top: 0, width: 512 / 6000, height: 512 / 4000 });
    // 6000 - 11 × 512 = 368 px wide, 4000 - 7 × 512 = 416 px high.
    expect(tileBox(deep, { level: 4, column: 11, row: 7 })).toEqual({ left: 5632 / 6000, top: 3584 / 4000, width: 368 / 6000, height: 416 / 4000 });
    expect(tileFile('assets/a', deep, { level: 4, column: 11, row: 7 })).toBe('assets/a-deep/4/11_7.jpeg');
  });
});
