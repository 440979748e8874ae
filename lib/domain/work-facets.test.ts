import { flattenPictures } from './gallery';
import { mediaOf } from './glossary';
import { categoryPath, facetsOf, filterOptions, publicPrice, sizeClass } from './work-facets';

describe('a work’s media, from the words of its technique', () => {
  it('names each medium before the support, by its German name, in the glossary’s order', () => {
    expect(mediaOf('Aquarell auf Bütten')).toEqual(['Aquarell']);
    expect(mediaOf('Acryl und Öl auf Leinwand')).toEqual(['Öl', 'Acryl']);
    expect(mediaOf('Tusche und Feder auf Papier')).toEqual(['Tusche']);
    expect(mediaOf('Graphit auf Aquarellpapier')).toEqual(['Bleistift']);
    expect(mediaOf('Kohlezeichnung')).toEqual(['Kohle']);
    expect(mediaOf('Ölkreide auf Karton')).toEqual(['Pastell']);
    expect(mediaOf('Kaltnadelradierung')).toEqual(['Druckgrafik']);
    expect(mediaOf('Collage')).toEqual(['Mischtechnik']);
  });

  it('names none where the technique names no medium the glossary knows, and not the support', () => {
    expect(mediaOf('Papier')).toEqual([]);
    expect(mediaOf('Sgraffito auf Aquarellpapier')).toEqual([]);
    expect(mediaOf(undefined)).toEqual([]);
  });
});

describe('a work’s size class, by its long side', () => {
  it('is small under 40 cm, medium from 40 to 100 cm, large over 100 cm', () => {
    expect(sizeClass('30 × 39,5 cm')).toBe('klein');
    expect(sizeClass('40 × 30 cm')).toBe('mittel');
    expect(sizeClass('60 × 100 cm')).toBe('mittel');
    expect(sizeClass('80 × 101 cm')).toBe('gross');
    expect(sizeClass('1,2 × 0,8 m')).toBe('gross');
    expect(sizeClass('Ø 35 cm')).toBe('klein');
    expect(sizeClass('297 × 420 mm')).toBe('mittel');
  });

  it('is none where her size cannot be read', () => {
    expect(sizeClass('groß')).toBeUndefined();
    expect(sizeClass(undefined)).toBeUndefined();
  });
});

describe('a public price', () => {
  it('is the price of an available work, as its page shows it; else there is none', () => {
    expect(publicPrice({ status: 'verfügbar', price: 1200 })).toBe(1200);
    expect(publicPrice({ status: 'verfügbar', price: 'auf Anfrage' })).toBeUndefined();
    expect(publicPrice({ status: 'verkauft', price: 1200 })).toBeUndefined();
    expect(publicPrice({ price: 1200 })).toBeUndefined();
  });
});

const pictures = flattenPictures([
  {
    name: 'Öl und Acryl',
    pictures: [
      { thumb: 't.jpg', url: 'u.jpg', title: 'Blutbuche', technique: 'Öl auf Leinwand', size: '120 × 90 cm', year: 2021, status: 'verfügbar', price: 4800 },
      { thumb: 't.jpg', url: 'u.jpg', title: 'Eibe', technique: 'Acryl auf Holz', size: 'groß', status: 'verkauft', price: 900 },
    ],
  },
  { name: 'Zeichnungen', pictures: [{ thumb: 't.jpg', url: 'u.jpg', title: 'Linde', technique: 'Bleistift', size: '30 × 20 cm', year: 2009, status: 'verfügbar', price: 350 }] },
]);

describe('the facets of a work and what the form offers', () => {
  it('derives each work’s facets from her German words', () => {
    expect(pictures.map(facetsOf)).toEqual([
      { category: 'oel-und-acryl', media: ['oel'], year: 2021, size: 'gross', price: 4800, available: true },
      { category: 'oel-und-acryl', media: ['acryl'], year: undefined, size: undefined, price: undefined, available: false },
      { category: 'zeichnungen', media: ['bleistift'], year: 2009, size: 'klein', price: 350, available: true },
    ]);
  });

  it('offers only what some work has, the media and price bands in the page’s language', () => {
    const words = { priceOnRequest: 'Preis auf Anfrage', priceUpTo: 'up to {to}', priceBetween: '{from} to {to}', priceFrom: 'over {from}' };
    const shown = ['Oil and acrylic', 'Oil and acrylic', 'Drawings'];
    const options = filterOptions(
      pictures.map((picture, index) => ({ german: picture, shown: { ...picture, category: shown[index]! }, facets: facetsOf(picture) })),
      words,
      'en',
    );
    expect(options).toEqual({
      categories: [
        { value: 'oel-und-acryl', label: 'Oil and acrylic' },
        { value: 'zeichnungen', label: 'Drawings' },
      ],
      media: [
        { value: 'oel', label: 'Oil' },
        { value: 'acryl', label: 'Acrylic' },
        { value: 'bleistift', label: 'Pencil' },
      ],
      years: [2009, 2021],
      sizes: ['klein', 'gross'],
      prices: [
        { value: 'bis-500', label: 'up to €500' },
        { value: '2000-5000', label: '€2,000 to €5,000' },
      ],
    });
  });

  it('gives each category a page under /werke/reihe/, where no work’s address can be', () => {
    expect(categoryPath('oel-und-acryl')).toBe('/werke/reihe/oel-und-acryl/');
  });
});
