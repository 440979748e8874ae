import { flattenPictures } from './gallery';
import { indexFromHash, pictureSlugs, wrapIndex } from './viewer';

const pictures = flattenPictures([
  {
    name: 'Zeichnungen',
    pictures: [
      { thumb: 't', url: 'assets/gallery/zeichnungen/eiche-im-wind.jpg', title: 'Eiche im Wind' },
      { thumb: 't', url: 'assets/gallery/zeichnungen/linde.jpg' },
    ],
  },
  {
    name: 'Öl und Acryl',
    pictures: [
      { thumb: 't', url: 'assets/gallery/oel/eiche.jpg', title: 'Eiche im Wind', year: 2019, technique: 'Öl auf Leinwand', size: '50 × 60 cm' },
      { thumb: 't', url: 'assets/gallery/oel/x.jpg', title: 'Eiche im Wind' },
    ],
  },
]);

describe('viewer state', () => {
  it('goes round: before the first comes the last, after the last the first', () => {
    expect(wrapIndex(-1, 24)).toBe(23);
    expect(wrapIndex(24, 24)).toBe(0);
    expect(wrapIndex(5, 24)).toBe(5);
  });

  it('gives every picture its own address, from its title or else its file name', () => {
    expect(pictureSlugs(pictures)).toEqual(['eiche-im-wind', 'linde', 'oel-und-acryl-eiche-im-wind', 'eiche-im-wind-2']);
  });

  it('finds the picture a deep link points to, and nothing for other hashes', () => {
    const slugs = pictureSlugs(pictures);
    expect(indexFromHash('#bild-linde', slugs)).toBe(1);
    expect(indexFromHash('#bild-oel-und-acryl-eiche-im-wind', slugs)).toBe(2);
    expect(indexFromHash('#bild-gibt-es-nicht', slugs)).toBeNull();
    expect(indexFromHash('#gallery', slugs)).toBeNull();
    expect(indexFromHash('', slugs)).toBeNull();
  });
});
