import { compareWorks, formatFilters, matches, parseFilters, priceBand, type TileFacets } from './work-filters';

describe('the address of a choice on the page of all works', () => {
  it('reads a shared address into the choice it names', () => {
    expect(parseFilters('?verfuegbar&technik=aquarell&sort=neu')).toEqual({ verfuegbar: true, technik: 'aquarell', sort: 'neu' });
    expect(parseFilters('?reihe=oel-und-acryl&von=2010&bis=2020&groesse=gross&preis=500-1000')).toEqual({
      reihe: 'oel-und-acryl',
      von: 2010,
      bis: 2020,
      groesse: 'gross',
      preis: '500-1000',
    });
  });

  it('leaves out what an address cannot mean, as if it were not chosen', () => {
    expect(parseFilters('?groesse=riesig&von=zwanzig&sort=zufall&technik=%3Cscript%3E&utm_source=x')).toEqual({});
    expect(parseFilters('?sort=eigen')).toEqual({});
    expect(parseFilters('')).toEqual({});
  });

  it('writes a choice in a fixed order, "verfuegbar" without a value, and nothing for no choice', () => {
    expect(formatFilters({ sort: 'neu', technik: 'aquarell', verfuegbar: true })).toBe('?verfuegbar&technik=aquarell&sort=neu');
    expect(formatFilters({ preis: 'ab-5000', bis: 1999, von: 1990, reihe: 'zeichnungen', groesse: 'klein' })).toBe('?reihe=zeichnungen&von=1990&bis=1999&groesse=klein&preis=ab-5000');
    expect(formatFilters({})).toBe('');
  });
});

describe('price bands', () => {
  it('puts a price on a step in the band below', () => {
    expect([1, 500, 501, 1000, 1200, 2000, 4999, 5000, 5001, 12000].map(priceBand)).toEqual([
      'bis-500',
      'bis-500',
      '500-1000',
      '500-1000',
      '1000-2000',
      '1000-2000',
      '2000-5000',
      '2000-5000',
      'ab-5000',
      'ab-5000',
    ]);
  });
});

const work = (facets: Partial<TileFacets>): TileFacets => ({ category: 'aquarelle', media: ['aquarell'], available: false, ...facets });

describe('which works a choice shows', () => {
  it('shows every work when nothing is chosen', () => {
    expect(matches(work({}), {})).toBe(true);
  });

  it('keeps a work only where it has what each chosen filter asks', () => {
    const buche = work({ category: 'oel-und-acryl', media: ['oel', 'acryl'], year: 2015, size: 'gross', price: 2400, available: true });
    expect(matches(buche, { reihe: 'oel-und-acryl', verfuegbar: true, technik: 'acryl', von: 2015, bis: 2015, groesse: 'gross', preis: '2000-5000' })).toBe(true);
    expect(matches(buche, { reihe: 'aquarelle' })).toBe(false);
    expect(matches(buche, { technik: 'aquarell' })).toBe(false);
    expect(matches(buche, { von: 2016 })).toBe(false);
    expect(matches(buche, { bis: 2014 })).toBe(false);
    expect(matches(buche, { groesse: 'mittel' })).toBe(false);
    expect(matches(buche, { preis: '1000-2000' })).toBe(false);
    expect(matches(work({ available: false }), { verfuegbar: true })).toBe(false);
  });

  it('leaves out a work without a year, size or public price when that is chosen', () => {
    expect(matches(work({}), { von: 2000 })).toBe(false);
    expect(matches(work({}), { bis: 2030 })).toBe(false);
    expect(matches(work({}), { groesse: 'mittel' })).toBe(false);
    expect(matches(work({}), { preis: 'bis-500' })).toBe(false);
  });
});

describe('sorting', () => {
  const works = [
    work({ category: 'a', year: 2010, price: 900 }),
    work({ category: 'b' }),
    work({ category: 'c', year: 2020, price: 300 }),
    work({ category: 'd', year: 2010 }),
  ];
  const order = (sort: 'neu' | 'preis') => [...works].sort(compareWorks(sort)).map(({ category }) => category);

  it('puts the newest first, works of one year in her order, works without a year last', () => {
    expect(order('neu')).toEqual(['c', 'a', 'd', 'b']);
  });

  it('puts the lowest price first, works without a public price last in her order', () => {
    expect(order('preis')).toEqual(['c', 'a', 'b', 'd']);
  });
});
