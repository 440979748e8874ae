import { deepestStep, zoomedSize } from './zoom-steps';

const image = { base: 'assets/gallery/tusche/eiche.1a2b3c4d', thumbWidths: [160, 320, 640], fullWidths: [800, 1600, 2400] };
const deep = { width: 6000, height: 4000, tileSize: 512, format: 'jpeg', minLevel: 3 };
const withTiles = { image: { ...image, deep }, width: 6000, height: 4000 };
const without = { image, width: 3000, height: 2000 };

describe('the zoom’s steps', () => {
  it('start at the 2400 px file, one of its pixels to a CSS pixel', () => {
    expect(zoomedSize(withTiles, 0, 1)).toEqual({ width: 2400, height: 1600 });
  });

  it('double it up to one pixel of the original to one of the screen', () => {
    expect(deepestStep(withTiles, 1)).toBe(2);
    expect(zoomedSize(withTiles, 1, 1)).toEqual({ width: 4800, height: 3200 });
    expect(zoomedSize(withTiles, 2, 1)).toEqual({ width: 6000, height: 4000 });
    // A phone's screen has 2 pixels to a CSS pixel: the original's 6000 fill 3000 CSS pixels.
    expect(deepestStep(withTiles, 2)).toBe(1);
    expect(zoomedSize(withTiles, 1, 2)).toEqual({ width: 3000, height: 2000 });
  });

  it('stay at the 2400 px file for a work without tiles', () => {
    expect(deepestStep(without, 1)).toBe(0);
    expect(zoomedSize(without, 0, 1)).toEqual({ width: 2400, height: 1600 });
  });
});
