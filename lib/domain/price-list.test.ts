import { flattenPictures } from './gallery';
import { de } from '@/lib/labels/de';
import { priceListSections } from './price-list';
import type { GalleryCategory } from './types';

const work = (name: string, fields: object) => ({ thumb: `assets/gallery/${name}-t320.jpg`, url: `assets/gallery/${name}-1600.jpg`, ...fields });

// In the gallery's order: oil before watercolour, as the artist placed the categories.
const catalogue: GalleryCategory[] = [
  {
    name: 'Öl und Acryl',
    pictures: [
      work('blutbuche', { title: 'Blutbuche', year: 2021, technique: 'Öl auf Leinwand', size: '60 × 80 cm', status: 'verkauft', price: 2400 }),
      work('abendeiche', { title: 'Abendeiche', year: 2022, technique: 'Öl auf Leinwand', size: '50 × 70 cm', status: 'verfügbar', price: 2400 }),
      work('pappel', { title: 'Pappel', status: 'reserviert', price: 1800 }),
    ],
  },
  { name: 'Zeichnungen', pictures: [work('linde', { title: 'Linde', status: 'unverkäuflich' }), work('birke', { title: 'Birke' })] },
  {
    name: 'Aquarelle',
    pictures: [
      work('kastanie', { title: 'Kastanie', year: 2013, status: 'verfügbar', price: 'auf Anfrage' }),
      work('ahorn', { title: 'Ahorn', status: 'verfügbar' }),
      work('ohne', { alt: 'Aquarell einer Erle am Bach', status: 'verfügbar', price: 680 }),
    ],
  },
];

const works = flattenPictures(catalogue).map((picture) => ({ picture, slug: picture.thumb.replace(/^assets\/gallery\/|-t320\.jpg$/g, '') }));
const sections = priceListSections(works, de);

describe('the price list', () => {
  it('lists only the available works, by category in the gallery’s order, leaving out a category with none', () => {
    expect(sections.map(({ category, entries }) => [category, entries.map((entry) => entry.title)])).toEqual([
      ['Öl und Acryl', ['Abendeiche']],
      ['Aquarelle', ['Kastanie', 'Ahorn', 'Ohne Titel']],
    ]);
  });

  it('never lists a sold, reserved, unverkäuflich work or one without a status', () => {
    const titles = sections.flatMap((section) => section.entries.map((entry) => entry.title));
    for (const title of ['Blutbuche', 'Pappel', 'Linde', 'Birke']) expect(titles).not.toContain(title);
  });

  it('gives each work its picture, words and price in euros the German way, or says the price is on request', () => {
    expect(sections[0]!.entries[0]).toEqual({
      slug: 'abendeiche',
      thumb: 'assets/gallery/abendeiche-t320.jpg',
      title: 'Abendeiche',
      year: 2022,
      technique: 'Öl auf Leinwand',
      size: '50 × 70 cm',
      price: '2.400\u00a0€',
      source: 'entry 1 ("Öl und Acryl"), pictures entry 2',
    });
    expect(sections[1]!.entries.map((entry) => entry.price)).toEqual(['Preis auf Anfrage', 'Preis auf Anfrage', '680\u00a0€']);
  });

  it('names where each work stands in gallery.json, for a message about its picture', () => {
    expect(sections[1]!.entries.map((entry) => entry.source)).toEqual([
      'entry 3 ("Aquarelle"), pictures entry 1',
      'entry 3 ("Aquarelle"), pictures entry 2',
      'entry 3 ("Aquarelle"), pictures entry 3',
    ]);
  });

  it('is empty when nothing is available', () => {
    const sold = flattenPictures([{ name: 'Zeichnungen', pictures: [work('eiche', { title: 'Eiche', status: 'verkauft', price: 900 })] }]);
    expect(priceListSections([{ picture: sold[0]!, slug: 'eiche' }], de)).toEqual([]);
  });
});
