import { categoryStart, drawnAround, flattenPictures, fromSeed, isWholeSeed, rowsToReach, seedTotal, toSeed } from './gallery';
import type { GalleryCategory } from './types';

const made = {
  thumb: 'assets/gallery/tusche/eiche.1a2b3c4d-t320.jpg',
  url: 'assets/gallery/tusche/eiche.1a2b3c4d-1600.jpg',
  title: 'Eiche',
  width: 1600,
  height: 2000,
  placeholder: 'data:image/webp;base64,AA==',
  hash: '1a2b3c4d5e6f7a8b',
  image: { base: 'assets/gallery/tusche/eiche.1a2b3c4d', thumbWidths: [160, 320, 640], fullWidths: [800, 1600] },
};
const byHand = { thumb: 'assets/linde-klein.jpg', url: 'assets/linde.jpg', title: 'Linde' };
const categories: GalleryCategory[] = [{ name: 'Tusche', pictures: [made, byHand] }];

describe("the home page's seed of the gallery", () => {
  it('leaves out what gallery.json brings after load and the file names a made picture’s image gives', () => {
    const [eiche, linde] = toSeed(categories)[0]!.pictures;
    expect(eiche).toEqual({ title: 'Eiche', width: 1600, height: 2000, image: made.image });
    expect(linde).toEqual(byHand);
  });

  it('gives the file names back as gallery.json has them', () => {
    const [eiche, linde] = fromSeed(toSeed(categories))[0]!.pictures;
    expect(eiche).toMatchObject({ thumb: 'assets/gallery/tusche/eiche.1a2b3c4d-t320.jpg', url: 'assets/gallery/tusche/eiche.1a2b3c4d-1600.jpg' });
    expect(linde).toEqual(byHand);
  });

  it("keeps a category's name marked German through the seed, so the English page marks it before gallery.json comes", () => {
    const seed = toSeed([{ name: 'Baumgeister', pictures: [byHand], german: true }, { name: 'Drawings', pictures: [] }]);
    expect(fromSeed(seed).map(({ name, german }) => [name, german])).toEqual([
      ['Baumgeister', true],
      ['Drawings', undefined],
    ]);
  });

  const works = (name: string, count: number) => ({ name, pictures: Array.from({ length: count }, (_, i) => ({ ...byHand, title: `${name} ${i + 1}` })) });

  it("carries the first view's works, the first category on a phone and the first three pictures wider, and counts the rest", () => {
    const seed = toSeed([works('Tusche', 2), works('Öl', 5), works('Pastell', 4)]);
    expect(seed.map((category) => [category.name, category.count, category.pictures.map((picture) => picture.title)])).toEqual([
      ['Tusche', 2, ['Tusche 1', 'Tusche 2']],
      ['Öl', 5, ['Öl 1']],
      ['Pastell', 4, []],
    ]);
    expect(seedTotal(seed)).toBe(11);
    expect(isWholeSeed(seed)).toBe(false);
    expect(isWholeSeed(toSeed([works('Tusche', 2), works('Öl', 1)]))).toBe(true);
  });

  it("carries six rows of a large first category, what a phone's first view shows, and counts the rest", () => {
    const seed = toSeed([works('Tusche', 102), works('Öl', 30)]);
    expect(seed[0]!.pictures.map((picture) => picture.title)).toEqual(Array.from({ length: 30 }, (_, i) => `Tusche ${i + 1}`));
    expect(seed.map((category) => [category.count, category.pictures.length])).toEqual([[102, 30], [30, 0]]);
    expect(seedTotal(seed)).toBe(132);
    expect(isWholeSeed(seed)).toBe(false);
  });
});

describe('the pictures a running carousel draws', () => {
  const works = (name: string, count: number) => ({ name, pictures: Array.from({ length: count }, (_, i) => ({ ...byHand, title: `${name} ${i + 1}` })) });
  // 40 drawings (pictures 0–39), 10 oils (40–49), 60 pastels (50–109).
  const pictures = flattenPictures([works('Tusche', 40), works('Öl', 10), works('Pastell', 60)]);

  it('on a phone: the whole category it stands at, and twelve pictures of the categories either side', () => {
    expect(drawnAround(0, 'mobile', pictures)).toEqual([0, 51]);
    expect(drawnAround(1, 'mobile', pictures)).toEqual([28, 61]);
    expect(drawnAround(2, 'mobile', pictures)).toEqual([38, 121]);
  });

  it('all of a catalogue of up to 48 works, wherever it stands', () => {
    const small = flattenPictures([works('Tusche', 30), works('Öl', 18)]);
    expect(drawnAround(0, 'desktop', small)).toEqual([0, 47]);
    expect(drawnAround(1, 'mobile', small)).toEqual([0, 47]);
  });

  it('wider: the three pictures in view from where it stands, and twelve either side', () => {
    expect(drawnAround(0, 'desktop', pictures)).toEqual([0, 14]);
    expect(drawnAround(50, 'desktop', pictures)).toEqual([38, 64]);
  });

  it("finds where each category's first picture stands", () => {
    expect([0, 1, 2].map((category) => categoryStart(pictures, category))).toEqual([0, 40, 50]);
  });
});

describe("the rows of a phone's category to draw for the view to meet no empty square", () => {
  // Squares of 46 px; the view with its watched margin reaches 1234 px down.
  it('counts the rows from the first square not drawn down to where the view reaches', () => {
    expect(rowsToReach({ top: 807, height: 46 }, 1234)).toBe(10);
    expect(rowsToReach({ top: 1234, height: 46 }, 1234)).toBe(0);
  });

  it('counts every row down to the view when that square is above it, as after a jump past it', () => {
    expect(rowsToReach({ top: -500, height: 46 }, 1234)).toBe(38);
  });

  it('counts none for a square with no size (not laid out)', () => {
    expect(rowsToReach({ top: 100, height: 0 }, 1234)).toBe(0);
  });
});
