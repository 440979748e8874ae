import { flattenPictures } from './gallery';
import { content } from '@/test/fixtures';
import { availabilityText, captionDetails, inquiryHref, withWorkSlugs, workSlugs, parseSize, slugFromPath, splitTechnique, workHref } from './works';

const labels = content.work;
const [buche] = flattenPictures([{ name: 'Zeichnungen', pictures: [{ thumb: 't.jpg', url: 'u.jpg', title: 'Alte Buche', year: 2025 }] }]);

describe('a work page address', () => {
  it('is /werke/<slug>/, under the base path the site is served from', () => {
    expect(workHref('alte-buche', '')).toBe('/werke/alte-buche/');
    expect(workHref('alte-buche', '/baumbilder')).toBe('/baumbilder/werke/alte-buche/');
  });

  it('is read back to its slug, with or without the base path and the closing slash', () => {
    expect(slugFromPath('/werke/alte-buche/', '')).toBe('alte-buche');
    expect(slugFromPath('/baumbilder/werke/alte-buche', '/baumbilder')).toBe('alte-buche');
    expect(slugFromPath('/', '')).toBeNull();
    expect(slugFromPath('/werke/', '')).toBeNull();
    expect(slugFromPath('/impressum/', '')).toBeNull();
  });
});

describe('availability in the caption', () => {
  it('writes the price the English way on the English pages', () => {
    expect(availabilityText({ status: 'verfügbar', price: 2400 }, { status: { ...labels.status, verfügbar: 'Available' }, priceOnRequest: 'Price on request', locale: 'en' })).toBe('Available · €2,400');
  });

  it('says each status in German', () => {
    expect(availabilityText({ status: 'verfügbar' }, labels)).toBe('Verfügbar');
    expect(availabilityText({ status: 'reserviert' }, labels)).toBe('Reserviert');
    expect(availabilityText({ status: 'verkauft' }, labels)).toBe('Verkauft');
    expect(availabilityText({ status: 'unverkäuflich' }, labels)).toBe('Nicht verkäuflich');
  });

  it('gives the price of an available work in euros, the German way, or says it is on request', () => {
    expect(availabilityText({ status: 'verfügbar', price: 1200 }, labels)).toBe('Verfügbar · 1.200\u00a0€');
    expect(availabilityText({ status: 'verfügbar', price: 'auf Anfrage' }, labels)).toBe('Verfügbar · Preis auf Anfrage');
  });

  it('names no price for a work that is sold, and nothing at all where the artist gave no status', () => {
    expect(availabilityText({ status: 'verkauft', price: 900 }, labels)).toBe('Verkauft');
    expect(availabilityText({ price: 900 }, labels)).toBe('');
  });
});

describe('the inquiry e-mail', () => {
  it('is addressed to the artist, names the work and its year in the subject, and holds its address', () => {
    const href = inquiryHref('hanna@example.org', buche!, 'https://ilse-brandauer.example/werke/alte-buche/', labels, 'Alte Buche');
    const url = new URL(href);
    expect(url.protocol).toBe('mailto:');
    expect(url.pathname).toBe('hanna@example.org');
    expect(url.searchParams.get('subject')).toBe('Anfrage zu „Alte Buche“ (2025)');
    expect(url.searchParams.get('body')).toContain('https://ilse-brandauer.example/werke/alte-buche/');
    // Spaces as %20, not '+', which mail programs show as it is.
    expect(href).not.toContain('+');
  });

  it('leaves the brackets out of the subject where the year is not known', () => {
    const undated = { ...buche!, year: undefined };
    expect(new URL(inquiryHref('a@b.de', undated, 'https://x/', labels, 'Alte Buche')).searchParams.get('subject')).toBe('Anfrage zu „Alte Buche“');
  });
});

describe('size and technique for search engines', () => {
  it('reads width and height with their unit, however the × is typed', () => {
    expect(parseSize('50 × 38 cm')).toEqual({ width: { value: 50, unitCode: 'CMT' }, height: { value: 38, unitCode: 'CMT' } });
    expect(parseSize('29,7 x 42 cm')).toEqual({ width: { value: 29.7, unitCode: 'CMT' }, height: { value: 42, unitCode: 'CMT' } });
    expect(parseSize('400×300mm')).toEqual({ width: { value: 400, unitCode: 'MMT' }, height: { value: 300, unitCode: 'MMT' } });
  });

  it('reads a depth after width and height, and a round work as wide as high', () => {
    expect(parseSize('60 × 70 × 4 cm')).toEqual({ width: { value: 60, unitCode: 'CMT' }, height: { value: 70, unitCode: 'CMT' }, depth: { value: 4, unitCode: 'CMT' } });
    expect(parseSize('Ø 40 cm')).toEqual({ width: { value: 40, unitCode: 'CMT' }, height: { value: 40, unitCode: 'CMT' } });
  });

  it('leaves a size it cannot read as numbers alone', () => {
    expect(parseSize('Triptychon, je 40 cm')).toBeNull();
    expect(parseSize(undefined)).toBeNull();
  });

  it("splits a technique into medium and surface at 'auf', or 'on' in English", () => {
    expect(splitTechnique('Aquarell auf Bütten')).toEqual({ medium: 'Aquarell', surface: 'Bütten' });
    expect(splitTechnique('Mischtechnik')).toEqual({ medium: 'Mischtechnik' });
    expect(splitTechnique('Watercolour on handmade paper')).toEqual({ medium: 'Watercolour', surface: 'handmade paper' });
  });
});

describe("a caption's details", () => {
  it('says year, technique and size where the work has them, and nothing where it has none', () => {
    const [oak, plain] = flattenPictures([
      { name: 'Öl', pictures: [{ thumb: 't', url: 'u.jpg', title: 'Eiche', year: 2019, technique: 'Öl auf Leinwand', size: '50 × 60 cm' }, { thumb: 't', url: 'v.jpg' }] },
    ]);
    expect(captionDetails(oak!)).toBe('2019 · Öl auf Leinwand · 50 × 60 cm');
    expect(captionDetails(plain!)).toBe('');
  });
});

describe("the works' addresses in the browser", () => {
  it('are the ones the build resolved, handed on with each picture, not worked out again', () => {
    const gallery = [
      { name: 'Tusche', pictures: [{ thumb: 't', url: 'a.jpg', title: 'Eiche' }] },
      { name: 'Öl', pictures: [{ thumb: 't', url: 'b.jpg', title: 'Eiche' }, { thumb: 't', url: 'c.jpg', title: 'Linde' }] },
    ];
    const handed = withWorkSlugs(gallery, [{ slug: 'eiche' }, { slug: 'oel-eiche' }, { slug: 'linde-am-weg' }]);
    expect(workSlugs(flattenPictures(handed))).toEqual(['eiche', 'oel-eiche', 'linde-am-weg']);
  });
});
