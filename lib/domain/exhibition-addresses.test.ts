import { assignExhibitionAddresses } from './exhibition-addresses';
import type { Exhibition } from './types';

const FILE = 'public/assets/exhibitions.json';
const assign = (exhibitions: Exhibition[], previous: Parameters<typeof assignExhibitionAddresses>[1], today = '2026-11-26') =>
  assignExhibitionAddresses(exhibitions, previous, today, 'ilse-brandauer.example', FILE);

const wurzelwerk: Exhibition = { id: 'aaaaaaaaaaaaaaaaaaaaaaaaaa', title: 'Wurzelwerk', from: '2027-03-12', venue: 'Kunstverein Celle' };
const seedLine: Exhibition = { year: 2005, description: 'Abschlussausstellung' };

describe('an exhibition’s lasting address', () => {
  it('is first made from its title and year, with no page for a seed’s line, and remembered with the day', () => {
    const plan = assign([wurzelwerk, seedLine], undefined);
    expect(plan.slugs).toEqual(['wurzelwerk-2027', null]);
    expect(plan.tags).toEqual(['tag:ilse-brandauer.example,2026-11-26:/ausstellungen/wurzelwerk-2027/', null]);
    expect(plan.memory).toEqual([{ id: 'aaaaaaaaaaaaaaaaaaaaaaaaaa', address: 'wurzelwerk-2027', first: 'wurzelwerk-2027', since: '2026-11-26' }]);
    expect(plan.moves).toEqual([]);
  });

  it('moves with a corrected title, the old address leading there, the tag unchanged, and the build saying so', () => {
    const { memory } = assign([wurzelwerk], undefined, '2026-11-20');
    const plan = assign([{ ...wurzelwerk, title: 'Wurzelwerke' }], memory);
    expect(plan.slugs).toEqual(['wurzelwerke-2027']);
    expect(plan.moves).toEqual([{ from: 'wurzelwerk-2027', to: 'wurzelwerke-2027' }]);
    expect(plan.tags).toEqual(['tag:ilse-brandauer.example,2026-11-20:/ausstellungen/wurzelwerk-2027/']);
    expect(plan.report).toEqual([`moved  /ausstellungen/wurzelwerk-2027/ → /ausstellungen/wurzelwerke-2027/ (${FILE}, entry 1 ("Wurzelwerke")): the old address leads there`]);
    // And the next build keeps it so.
    expect(assign([{ ...wurzelwerk, title: 'Wurzelwerke' }], plan.memory)).toMatchObject({ slugs: ['wurzelwerke-2027'], moves: plan.moves, report: [] });
  });

  it('is never taken by a newcomer of the same title placed above: the newcomer is numbered', () => {
    const { memory } = assign([wurzelwerk], undefined);
    const newcomer: Exhibition = { id: 'bbbbbbbbbbbbbbbbbbbbbbbbbb', title: 'Wurzelwerk', from: '2027-09-01', venue: 'Galerie am Markt' };
    const plan = assign([newcomer, wurzelwerk], memory);
    expect(plan.slugs).toEqual(['wurzelwerk-2027-2', 'wurzelwerk-2027']);
    expect(plan.report).toEqual([`new    ${FILE}, entry 1 ("Wurzelwerk") is at /ausstellungen/wurzelwerk-2027-2/: /ausstellungen/wurzelwerk-2027/ stays with entry 2 ("Wurzelwerk")`]);
  });

  it('knows a show added by hand without an id by its start and venue, and again once the editor gives it one', () => {
    const { id: _id, ...byHand } = wurzelwerk;
    const { memory } = assign([byHand], undefined);
    expect(memory).toEqual([{ from: '2027-03-12', venue: 'Kunstverein Celle', address: 'wurzelwerk-2027', first: 'wurzelwerk-2027', since: '2026-11-26' }]);
    expect(assign([{ ...byHand, title: 'Wurzeln' }], memory).moves).toEqual([{ from: 'wurzelwerk-2027', to: 'wurzeln-2027' }]);
    expect(assign([{ ...wurzelwerk, title: 'Wurzeln' }], memory).moves).toEqual([{ from: 'wurzelwerk-2027', to: 'wurzeln-2027' }]);
  });

  it('goes back to its old address when the title is put back, with nothing left to forward', () => {
    const first = assign([wurzelwerk], undefined);
    const renamed = assign([{ ...wurzelwerk, title: 'Wurzeln' }], first.memory);
    const back = assign([wurzelwerk], renamed.memory);
    expect(back.slugs).toEqual(['wurzelwerk-2027']);
    expect(back.moves).toEqual([{ from: 'wurzeln-2027', to: 'wurzelwerk-2027' }]);
    expect(back.tags).toEqual(first.tags);
  });
});
