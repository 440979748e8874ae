import { faceInCentimetres, proportions, readSize, trueSize } from './work-size';

describe('a work’s size as she writes it', () => {
  it('reads width × height however the × is typed, with or without spaces', () => {
    expect(readSize('60 × 70 cm')).toEqual({ shape: 'rectangle', width: 60, height: 70, unit: 'cm' });
    expect(readSize('60 x 70 cm')).toEqual({ shape: 'rectangle', width: 60, height: 70, unit: 'cm' });
    expect(readSize('60X70 CM')).toEqual({ shape: 'rectangle', width: 60, height: 70, unit: 'cm' });
    expect(readSize('60×70cm')).toEqual({ shape: 'rectangle', width: 60, height: 70, unit: 'cm' });
    expect(readSize(' 60\u00a0×\u202f70 cm ')).toEqual({ shape: 'rectangle', width: 60, height: 70, unit: 'cm' });
  });

  it('reads the unit written after each number, where it is the same', () => {
    expect(readSize('60 cm × 70 cm')).toEqual({ shape: 'rectangle', width: 60, height: 70, unit: 'cm' });
  });

  it('reads a depth after width and height', () => {
    expect(readSize('60 × 70 × 4 cm')).toEqual({ shape: 'rectangle', width: 60, height: 70, depth: 4, unit: 'cm' });
  });

  it('reads a German decimal comma, and a point', () => {
    expect(readSize('29,7 × 42 cm')).toEqual({ shape: 'rectangle', width: 29.7, height: 42, unit: 'cm' });
    expect(readSize('29.7 x 42 cm')).toEqual({ shape: 'rectangle', width: 29.7, height: 42, unit: 'cm' });
  });

  it('reads millimetres and metres', () => {
    expect(readSize('297 × 420 mm')).toEqual({ shape: 'rectangle', width: 297, height: 420, unit: 'mm' });
    expect(readSize('1,2 × 0,8 m')).toEqual({ shape: 'rectangle', width: 1.2, height: 0.8, unit: 'm' });
  });

  it('reads a round work by its diameter', () => {
    expect(readSize('Ø 40 cm')).toEqual({ shape: 'round', diameter: 40, unit: 'cm' });
    expect(readSize('ø40cm')).toEqual({ shape: 'round', diameter: 40, unit: 'cm' });
    expect(readSize('⌀ 35,5 cm')).toEqual({ shape: 'round', diameter: 35.5, unit: 'cm' });
    expect(readSize('Durchmesser 40 cm')).toEqual({ shape: 'round', diameter: 40, unit: 'cm' });
  });

  it('refuses what is not a size to draw', () => {
    for (const words of ['groß', 'ca. 1 m', '60 cm', '60 × 70', '60 cm × 70 mm', '0 × 70 cm', '1.200 × 800 mm', 'Triptychon, je 40 × 50 cm', 'Ø 40', '']) {
      expect([words, readSize(words)]).toEqual([words, null]);
    }
    expect(readSize(undefined)).toBeNull();
  });

  it('gives the face in centimetres: a round work as wide as high, the depth left out', () => {
    expect(faceInCentimetres({ shape: 'rectangle', width: 297, height: 420, unit: 'mm' })).toEqual({ width: 29.7, height: 42 });
    expect(faceInCentimetres({ shape: 'rectangle', width: 1.2, height: 0.8, depth: 0.04, unit: 'm' })).toEqual({ width: 120, height: 80 });
    expect(faceInCentimetres({ shape: 'round', diameter: 40, unit: 'cm' })).toEqual({ width: 40, height: 40 });
  });
});

describe('whether the photo shows the work as its size says', () => {
  it('lets the proportions differ by a tenth at most, either way', () => {
    const size = { shape: 'rectangle', width: 60, height: 70, unit: 'cm' } as const;
    // 60 × 70 is 0.857 wide per high: a photo of 0.8 is 7 % narrower, one of 0.77 more than 10 %.
    expect(proportions(size, { width: 1600, height: 2000 }).agree).toBe(true);
    expect(proportions(size, { width: 770, height: 1000 }).agree).toBe(false);
    expect(proportions(size, { width: 940, height: 1000 }).agree).toBe(true);
    expect(proportions(size, { width: 950, height: 1000 }).agree).toBe(false);
  });

  it('draws a work whose size is readable and whose photo agrees', () => {
    expect(trueSize({ size: '50 × 60 cm', width: 960, height: 1200 })).toEqual({ drawn: { shape: 'rectangle', width: 50, height: 60, unit: 'cm' } });
    expect(trueSize({ size: 'Ø 40 cm', width: 1000, height: 1040 })).toEqual({ drawn: { shape: 'round', diameter: 40, unit: 'cm' } });
  });

  it('says why it draws none: no size, one it cannot read, no photo, or a photo of other proportions', () => {
    expect(trueSize({ width: 960, height: 1200 })).toEqual({ left: 'none' });
    expect(trueSize({ size: ' ', width: 960, height: 1200 })).toEqual({ left: 'none' });
    expect(trueSize({ size: 'groß', width: 960, height: 1200 })).toEqual({ left: 'unreadable' });
    expect(trueSize({ size: '50 × 60 cm' })).toEqual({ left: 'no-photo' });
    // A square photo of a landscape size: the frame or the wall shows around it.
    expect(trueSize({ size: '50 × 38 cm', width: 1824, height: 1824 })).toEqual({ left: 'proportions' });
    expect(trueSize({ size: 'Ø 40 cm', width: 1600, height: 1200 })).toEqual({ left: 'proportions' });
  });
});
