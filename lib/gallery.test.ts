import { fromSeed, toSeed } from './gallery';
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
