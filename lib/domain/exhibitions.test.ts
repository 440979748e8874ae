import { exhibitionSlugs, exhibitionYear, hasPage } from './exhibitions';

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

  it('is listed under its own year, or its start’s', () => {
    expect(exhibitionYear({ year: 2019, description: 'x' })).toBe(2019);
    expect(exhibitionYear({ from: '2027-03-12', title: 'x' })).toBe(2027);
  });
});
