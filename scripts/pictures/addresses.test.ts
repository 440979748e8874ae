import { assignAddresses, type AddressedWork } from './addresses';

const work = (source: string, picture: string): AddressedWork => ({ source, category: source.split('/')[0]!, picture });

describe("a work's published address", () => {
  it('is the name of its folder on the first publish, with the category in front where two categories share a name', () => {
    const plan = assignAddresses([work('aquarelle/kastanie', 'p1'), work('zeichnungen/kastanie', 'p2'), work('zeichnungen/Alte Buche', 'p3')], undefined);
    expect(plan.addresses).toEqual(['kastanie', 'zeichnungen-kastanie', 'alte-buche']);
    expect(plan.report).toEqual([]);
  });

  it('is never the address of a page of a choice: a work named "Verfügbar" or "Reihe" has its category in front', () => {
    const plan = assignAddresses([work('zeichnungen/Verfügbar', 'p1'), work('aquarelle/reihe', 'p2')], undefined);
    expect(plan.addresses).toEqual(['zeichnungen-verfuegbar', 'aquarelle-reihe']);
  });

  it('stays with its work when a newcomer of the same name comes before it', () => {
    const first = assignAddresses([work('aquarelle/kastanie', 'p1')], undefined);
    const plan = assignAddresses([work('aquarelle/kastanie', 'p1'), work('zeichnungen/kastanie', 'p2')].reverse(), first.published);
    expect(plan.addresses).toEqual(['zeichnungen-kastanie', 'kastanie']);
    expect(plan.report).toEqual(['new    content/pictures/zeichnungen/kastanie is at /werke/zeichnungen-kastanie/: /werke/kastanie/ stays with content/pictures/aquarelle/kastanie']);
  });

  it('moves with a renamed folder, recognised by its picture, and keeps the old address as its own', () => {
    const first = assignAddresses([work('aquarelle/kastanie', 'p1'), work('aquarelle/eiche', 'p2')], undefined);
    const renamed = assignAddresses([work('aquarelle/rosskastanie', 'p1'), work('aquarelle/eiche', 'p2')], first.published);
    expect(renamed.addresses).toEqual(['rosskastanie', 'eiche']);
    expect(renamed.published.works[0]).toEqual({ address: 'rosskastanie', source: 'aquarelle/rosskastanie', picture: 'p1', formerly: ['kastanie'] });
    expect(renamed.report).toEqual(['moved  /werke/kastanie/ → /werke/rosskastanie/ (content/pictures/aquarelle/rosskastanie): the old address leads there']);

    // A newcomer does not take the old address either, and a second rename keeps both old ones.
    const later = assignAddresses([work('aquarelle/weisse-rosskastanie', 'p1'), work('zeichnungen/kastanie', 'p3')], renamed.published);
    expect(later.addresses).toEqual(['weisse-rosskastanie', 'zeichnungen-kastanie']);
    expect(later.published.works[0]!.formerly).toEqual(['kastanie', 'rosskastanie']);
  });

  it('keeps its address when its folder moves to another category under the same name, or its picture is replaced', () => {
    const first = assignAddresses([work('zeichnungen/kastanie', 'p1'), work('aquarelle/kastanie', 'p2')], undefined);
    expect(first.addresses).toEqual(['kastanie', 'aquarelle-kastanie']);
    const plan = assignAddresses([work('pastelle/kastanie', 'p1'), work('aquarelle/kastanie', 'p9')], first.published);
    expect(plan.addresses).toEqual(['kastanie', 'aquarelle-kastanie']);
    expect(plan.report).toEqual([]);
  });

  it('takes back its old address when the folder gets its old name again', () => {
    const first = assignAddresses([work('aquarelle/kastanie', 'p1')], undefined);
    const renamed = assignAddresses([work('aquarelle/rosskastanie', 'p1')], first.published);
    const back = assignAddresses([work('aquarelle/kastanie', 'p1')], renamed.published);
    expect(back.addresses).toEqual(['kastanie']);
    expect(back.published.works[0]!.formerly).toEqual(['rosskastanie']);
  });

  it('frees the address of a deleted work for the next work of that name', () => {
    const first = assignAddresses([work('aquarelle/kastanie', 'p1')], undefined);
    const plan = assignAddresses([work('zeichnungen/kastanie', 'p2')], first.published);
    expect(plan.addresses).toEqual(['kastanie']);
    expect(plan.published.works[0]).toEqual({ address: 'kastanie', source: 'zeichnungen/kastanie', picture: 'p2' });
  });
});
