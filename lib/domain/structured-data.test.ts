import { content, showWithPage as show } from '@/test/fixtures';
import { flattenPictures } from './gallery';
import { exhibitionStructuredData, placeName, postalAddress, siteStructuredData, workStructuredData } from './structured-data';

const [buche, birke, kiefer, kastanie] = flattenPictures([
  {
    name: 'Zeichnungen',
    pictures: [
      {
        thumb: 't.jpg',
        url: 'assets/gallery/zeichnungen/alte-buche.1a2b3c4d-1600.jpg',
        title: 'Alte Buche',
        year: 2025,
        technique: 'Tusche auf Papier',
        size: '50 × 60 cm',
        alt: 'Tuschezeichnung „Alte Buche“',
        width: 1920,
        height: 2400,
        image: { base: 'assets/gallery/zeichnungen/alte-buche.1a2b3c4d', thumbWidths: [160, 320, 640], fullWidths: [800, 1600] },
        status: 'verfügbar',
        price: 1200,
      },
      { thumb: 't.jpg', url: 'b.jpg', title: 'Birke', status: 'verkauft' },
      { thumb: 't.jpg', url: 'k.jpg', title: 'Kiefer', status: 'unverkäuflich' },
      {
        thumb: 'assets/gallery/zeichnungen/kastanie.5e6f7a8b-t320.jpg',
        url: 'assets/gallery/zeichnungen/kastanie.5e6f7a8b-800.jpg',
        title: 'Kastanie',
        width: 1400,
        height: 1064,
        image: { base: 'assets/gallery/zeichnungen/kastanie.5e6f7a8b', thumbWidths: [160, 320, 640], fullWidths: [800] },
      },
    ],
  },
]);

describe('structured data of a work', () => {
  const data = workStructuredData(content, buche!, 'alte-buche', 3);

  it('is a VisualArtwork at its page, with its year, medium, surface and size in centimetres', () => {
    expect(data).toMatchObject({
      '@type': 'VisualArtwork',
      name: 'Alte Buche',
      url: 'https://ilse-brandauer.example/werke/alte-buche/',
      dateCreated: '2025',
      artMedium: 'Tusche',
      artworkSurface: 'Papier',
      width: { '@type': 'QuantitativeValue', value: 50, unitCode: 'CMT' },
      height: { '@type': 'QuantitativeValue', value: 60, unitCode: 'CMT' },
      creator: { '@type': 'Person', name: 'Ilse Brandauer' },
    });
  });

  it("gives its image Google's licence fields: creator, credit, copyright, and where the rights are explained", () => {
    expect(data.image).toMatchObject({
      '@type': 'ImageObject',
      contentUrl: 'https://ilse-brandauer.example/assets/gallery/zeichnungen/alte-buche.1a2b3c4d-1600.jpg',
      creator: { '@type': 'Person', name: 'Ilse Brandauer' },
      creditText: 'Ilse Brandauer',
      copyrightNotice: '© 2025 Ilse Brandauer',
      license: 'https://ilse-brandauer.example/impressum/#urheberrecht',
      acquireLicensePage: 'https://ilse-brandauer.example/impressum/#urheberrecht',
    });
  });

  it('gives its image the pixel size of the file it links to, not that of the original', () => {
    expect(data.image).toMatchObject({ width: 1600, height: 2000 });
    expect(workStructuredData(content, kastanie!, 'kastanie', 4).image).toMatchObject({ width: 800, height: 608 });
  });

  it('carries an Offer with its price where the work is for sale, and its availability where it was', () => {
    expect(data.offers).toMatchObject({ '@type': 'Offer', availability: 'https://schema.org/InStock', price: 1200, priceCurrency: 'EUR' });
    expect(workStructuredData(content, birke!, 'birke', 3).offers).toEqual(expect.objectContaining({ availability: 'https://schema.org/SoldOut' }));
    expect(workStructuredData(content, birke!, 'birke', 3).offers).not.toHaveProperty('price');
    expect(workStructuredData(content, kiefer!, 'kiefer', 3)).not.toHaveProperty('offers');
  });
});

describe('structured data of the home page', () => {
  const exhibitions = [
    { title: 'Wurzelwerk', from: '2027-03-12', to: '2027-04-30', venue: 'Kunstverein Celle', address: 'Schloßplatz 7, 29221 Celle', text: 'Wurzeln.' },
    { title: 'Ein Abend', from: '2026-09-18', venue: 'Atelierhaus Altona (im Hof, mit Jens Ohlsen)', address: 'Große Bergstraße 3, 22767 Hamburg' },
    // Without an address, or without days, a show is no event search engines can show.
    { title: 'Lichtungen', from: '2026-06-05', to: '2026-08-23', venue: 'Kloster Lüne' },
    { title: 'Astwerk', year: 2012, venue: 'Stadtbibliothek Uelzen', address: '29525 Uelzen' },
    { year: 2023, description: 'Unter Bäumen, Kunstverein Celle (mit Anna Vogt und Jens Ohlsen)' },
  ];

  it('is the artist and her exhibitions that make complete events; the works are on their own pages', () => {
    const data = siteStructuredData(content, exhibitions);
    expect(data['@graph'].map((node) => node['@type'])).toEqual(['WebPage', 'Person', 'ExhibitionEvent', 'ExhibitionEvent']);
  });

  it('gives each event its days, status, attendance and a place named without asides, with its postal address', () => {
    const [, , wurzelwerk, abend] = siteStructuredData(content, exhibitions)['@graph'];
    expect(wurzelwerk).toEqual({
      '@type': 'ExhibitionEvent',
      name: 'Wurzelwerk',
      startDate: '2027-03-12',
      endDate: '2027-04-30',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: {
        '@type': 'Place',
        name: 'Kunstverein Celle',
        address: { '@type': 'PostalAddress', streetAddress: 'Schloßplatz 7', postalCode: '29221', addressLocality: 'Celle', addressCountry: 'DE' },
      },
    });
    // A show of one day ends on it.
    expect(abend).toMatchObject({ startDate: '2026-09-18', endDate: '2026-09-18', location: { '@type': 'Place', name: 'Atelierhaus Altona' } });
  });

  it('has no event for a seed’s line, which has a year only', () => {
    const data = siteStructuredData(content, [{ year: 2024, description: 'Baumzeit, Galerie am Fluss' }]);
    expect(data['@graph'].map((node) => node['@type'])).toEqual(['WebPage', 'Person']);
  });

  it('says the page is in German, and in English on the English home page', () => {
    expect(siteStructuredData(content, [])['@graph'][0]).toMatchObject({ url: 'https://ilse-brandauer.example/', inLanguage: 'de' });
    const english = siteStructuredData({ ...content, locale: 'en', root: '/en' }, [])['@graph'][0];
    expect(english).toMatchObject({ url: 'https://ilse-brandauer.example/en/', inLanguage: 'en' });
  });

  it('names what she is in the page’s language', () => {
    expect(siteStructuredData(content, [])['@graph'][1]).toMatchObject({ '@type': 'Person', jobTitle: 'Bildende Künstlerin' });
    const english = siteStructuredData({ ...content, locale: 'en', root: '/en', jobTitle: 'Visual artist' }, [])['@graph'][1];
    expect(english).toMatchObject({ '@type': 'Person', jobTitle: 'Visual artist' });
  });
});

describe('structured data of an exhibition', () => {
  const data = exhibitionStructuredData(content, show, 'wurzelwerk-2027', [{ slug: 'alte-buche', title: 'Alte Buche', image: '/assets/alte-buche-800.jpg' }]);

  it('is an ExhibitionEvent at its page with its full dates, its place, the works it shows and the artist', () => {
    expect(data).toMatchObject({
      '@type': 'ExhibitionEvent',
      name: 'Wurzelwerk',
      url: 'https://ilse-brandauer.example/ausstellungen/wurzelwerk-2027/',
      description: 'Was unter der Erde wächst.\n\nNeue Zeichnungen.',
      startDate: '2027-03-12',
      endDate: '2027-04-30',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: {
        '@type': 'Place',
        name: 'Kunstverein Celle',
        url: 'https://kunstverein-celle.example/wurzelwerk',
        address: { '@type': 'PostalAddress', streetAddress: 'Schloßplatz 7', postalCode: '29221', addressLocality: 'Celle', addressCountry: 'DE' },
      },
      image: ['https://ilse-brandauer.example/assets/alte-buche-800.jpg'],
      workFeatured: [{ '@type': 'VisualArtwork', '@id': 'https://ilse-brandauer.example/werke/alte-buche/#werk', name: 'Alte Buche', url: 'https://ilse-brandauer.example/werke/alte-buche/' }],
      performer: { '@type': 'Person', name: 'Ilse Brandauer' },
      organizer: { '@type': 'Person', name: 'Ilse Brandauer' },
    });
  });

  it('ends on its first day where it has no end, and names only what it has', () => {
    const line = exhibitionStructuredData(content, { year: 2023, description: 'Unter Bäumen', venue: 'Kunstverein Celle' }, 'unter-baeumen-2023', []);
    expect(line).toMatchObject({ startDate: '2023', endDate: '2023', location: { '@type': 'Place', name: 'Kunstverein Celle' } });
    expect(line.location).not.toHaveProperty('address');
    expect(line).not.toHaveProperty('workFeatured');
  });
});

describe('a place’s name', () => {
  it('keeps the venue and drops her asides in brackets', () => {
    expect(placeName('Kunstverein Celle (mit Anna Vogt und Jens Ohlsen)')).toBe('Kunstverein Celle');
    expect(placeName('Galerie (Obergeschoss) am Markt')).toBe('Galerie am Markt');
    expect(placeName('Kloster Lüne')).toBe('Kloster Lüne');
  });
});

describe('a postal address', () => {
  it('is read in its parts: street, postal code, town; in Germany', () => {
    expect(postalAddress('Am Sande 12, 21335 Lüneburg')).toEqual({
      '@type': 'PostalAddress',
      streetAddress: 'Am Sande 12',
      postalCode: '21335',
      addressLocality: 'Lüneburg',
      addressCountry: 'DE',
    });
    expect(postalAddress('29221 Celle')).toEqual({ '@type': 'PostalAddress', postalCode: '29221', addressLocality: 'Celle', addressCountry: 'DE' });
    expect(postalAddress('Im Hof hinter der Kirche')).toEqual({ '@type': 'PostalAddress', streetAddress: 'Im Hof hinter der Kirche', addressCountry: 'DE' });
  });
});
