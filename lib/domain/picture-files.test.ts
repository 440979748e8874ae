import { variantWidths } from './picture-files';

const image = { base: 'assets/gallery/tusche/eiche.1a2b3c4d', thumbWidths: [160, 320, 640], fullWidths: [800, 1600, 2400] };

describe('the files a picture can be drawn from', () => {
  it('are its thumbnails for a small picture and its full sizes for a large one', () => {
    expect(variantWidths(image, 'thumb').map(({ width }) => width)).toEqual([160, 320, 640]);
    expect(variantWidths(image, 'full').map(({ width }) => width)).toEqual([800, 1600, 2400]);
  });

  it('are all of them, narrowest first, for a picture drawn small on one screen and large on another', () => {
    expect(variantWidths(image, 'any')).toEqual([
      { kind: 'thumb', width: 160 },
      { kind: 'thumb', width: 320 },
      { kind: 'thumb', width: 640 },
      { kind: 'full', width: 800 },
      { kind: 'full', width: 1600 },
      { kind: 'full', width: 2400 },
    ]);
  });

  it('name a width once where an original narrower than the sizes made both kinds at its own width', () => {
    const narrow = { base: 'assets/gallery/tusche/zweig.1a2b3c4d', thumbWidths: [160, 320, 640], fullWidths: [640] };
    expect(variantWidths(narrow, 'any')).toEqual([
      { kind: 'thumb', width: 160 },
      { kind: 'thumb', width: 320 },
      { kind: 'thumb', width: 640 },
    ]);
  });
});
