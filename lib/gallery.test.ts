import { fromSeed, isPending, toSeed } from './gallery';
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
});

describe('a catalogue beyond the first view', () => {
  const work = (name: string) => ({ ...made, title: name, slug: name.toLowerCase(), image: { ...made.image, base: `assets/gallery/tusche/${name}.1a2b3c4d` } });
  // A phone's first view is the first category; a wider screen's the first three pictures.
  const catalogue: GalleryCategory[] = [
    { name: 'Tusche', pictures: [work('Eiche'), work('Linde')] },
    { name: 'Öl', pictures: [work('Buche'), work('Ulme'), work('Ahorn')] },
  ];

  it('carries beyond the first view only what a link needs: the name and the title', () => {
    const seed = toSeed(catalogue);
    expect(seed[1]!.pictures[0]).toHaveProperty('image');
    expect(seed[1]!.pictures[1]).toEqual({ slug: 'ulme', title: 'Ulme' });
    expect(seed[1]!.pictures[2]).toEqual({ slug: 'ahorn', title: 'Ahorn' });
  });

  it('marks those works as pending until gallery.json brings their files', () => {
    const pictures = fromSeed(toSeed(catalogue)).flatMap((category) => category.pictures);
    expect(pictures.map(isPending)).toEqual([false, false, false, true, true]);
    expect(catalogue.flatMap((category) => category.pictures).some(isPending)).toBe(false);
  });
});
