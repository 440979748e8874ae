import { showWithPage } from '@/test/fixtures';
import { exhibitionName, exhibitionPhase, exhibitionSlugs, exhibitionYear, groupExhibitions, hasPage, listExhibitions, nameExhibitions } from './exhibitions';

describe('an exhibition’s page', () => {
  it('is had by a show with a title, a text, a venue or works, not by a seed’s line', () => {
    expect(hasPage({ year: 2005, description: 'Abschlussausstellung, Hamburg' })).toBe(false);
    expect(hasPage({ from: '2027-03-12', title: 'Wurzelwerk' })).toBe(true);
    expect(hasPage({ year: 2021, description: 'Jahresausstellung', venue: 'Kulturforum Hannover' })).toBe(true);
    expect(hasPage({ year: 2021, description: 'Jahresausstellung', works: ['alte-buche'] })).toBe(true);
  });

  it('is named after its title and year, numbered where two would share a name, in the file’s order', () => {
    expect(
      exhibitionSlugs([
        { title: 'Wurzelwerk', from: '2027-03-12', to: '2027-04-30' },
        { year: 2025, description: 'Baumzeichen, Galerie am Markt' },
        { title: 'Über Bäume & Wälder', year: 2023 },
        { title: 'Wurzelwerk', from: '2027-09-01' },
        { description: 'Unter Bäumen, Kunstverein Celle', year: 2023, venue: 'Kunstverein Celle' },
      ]),
    ).toEqual(['wurzelwerk-2027', null, 'ueber-baeume-waelder-2023', 'wurzelwerk-2027-2', 'unter-baeumen-kunstverein-celle-2023']);
  });

  it('keeps the name it was published with, so a title in English still leads to the German title’s address', () => {
    const named = nameExhibitions([
      { title: 'Root Work', from: '2027-03-12', slug: 'wurzelwerk-2027' },
      { title: 'Lichtungen', from: '2026-06-05' },
      { year: 2005, description: 'Final exhibition, Hamburg', slug: null },
    ]);
    expect(named.map((exhibition) => exhibition.slug)).toEqual(['wurzelwerk-2027', 'lichtungen-2026', null]);
  });

  it('is listed under its own year, or its start’s', () => {
    expect(exhibitionYear({ year: 2019, description: 'x' })).toBe(2019);
    expect(exhibitionYear({ from: '2027-03-12', title: 'x' })).toBe(2027);
  });
});

describe('an exhibition’s phase on a day', () => {
  const show = { title: 'Wurzelwerk', from: '2027-03-12', to: '2027-04-30' };

  it('is to come before its first day, on from its first to its last, past after', () => {
    expect(exhibitionPhase(show, '2027-03-11')).toBe('upcoming');
    expect(exhibitionPhase(show, '2027-03-12')).toBe('current');
    expect(exhibitionPhase(show, '2027-04-30')).toBe('current');
    expect(exhibitionPhase(show, '2027-05-01')).toBe('past');
    expect(exhibitionPhase({ title: 'Ein Abend', from: '2027-03-12' }, '2027-03-13')).toBe('past');
  });

  it('is past for a seed’s line unless its year is still to come', () => {
    expect(exhibitionPhase({ year: 2026, description: 'x' }, '2026-11-23')).toBe('past');
    expect(exhibitionPhase({ year: 2027, description: 'x' }, '2026-11-23')).toBe('upcoming');
  });

  it('groups the list, each group newest first, lines of one year in the file’s order', () => {
    const groups = groupExhibitions(
      [
        { year: 2025, description: 'Baumzeichen' },
        show,
        { title: 'Lichtungen', from: '2026-06-05', to: '2026-08-23' },
        { year: 2025, description: 'Jahresausstellung' },
        { title: 'Wurzeln und Kronen', from: '2026-10-30', to: '2027-01-17' },
      ],
      '2026-11-23',
    );
    expect({ upcoming: groups.upcoming.map(exhibitionName), current: groups.current.map(exhibitionName), past: groups.past.map(exhibitionName) }).toEqual({
      upcoming: ['Wurzelwerk'],
      current: ['Wurzeln und Kronen'],
      past: ['Lichtungen', 'Baumzeichen', 'Jahresausstellung'],
    });
  });
});

describe('the home page’s list of exhibitions', () => {
  it('carries what a row shows and its page’s name, not the text, works, links or opening its page holds', () => {
    const shows = [
      showWithPage,
      { year: 2005, description: 'Abschlussausstellung, Hamburg' },
    ];
    expect(listExhibitions(shows)).toEqual([
      { title: 'Wurzelwerk', from: '2027-03-12', to: '2027-04-30', venue: 'Kunstverein Celle', slug: 'wurzelwerk-2027' },
      { description: 'Abschlussausstellung, Hamburg', year: 2005, slug: null },
    ]);
  });

  it('writes no field it lacks, so none reaches the page as undefined', () => {
    const [listed] = listExhibitions([{ year: 2005, description: 'Abschlussausstellung, Hamburg' }]);
    expect(Object.keys(listed!)).toEqual(['description', 'year', 'slug']);
  });
});
