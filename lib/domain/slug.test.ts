import { slugCandidates, slugify } from './slug';

describe('a name for addresses and files', () => {
  it('writes umlauts out and joins words with hyphens', () => {
    expect(slugify('Öl und Acryl')).toBe('oel-und-acryl');
    expect(slugify('Große Weißbuche, 2019')).toBe('grosse-weissbuche-2019');
  });

  it('keeps an address readable however long the title: at most 80 characters, cut after a whole word', () => {
    const title = 'Die alte Eiche am Hang über dem Fluss im letzten Licht eines langen Novembertages, als der Nebel stieg '.repeat(3);
    const slug = slugify(title);
    expect(slug).toBe('die-alte-eiche-am-hang-ueber-dem-fluss-im-letzten-licht-eines-langen');
    expect(slug.length).toBeLessThanOrEqual(80);
  });

  it('cuts a single endless word at 80 characters', () => {
    expect(slugify('a'.repeat(300))).toBe('a'.repeat(80));
  });

  it('offers the category in front, then numbers, when a name is taken, all within 80 characters', () => {
    const candidates = slugCandidates('kastanie', 'aquarelle');
    expect([0, 1, 2, 3].map(() => candidates.next().value)).toEqual(['kastanie', 'aquarelle-kastanie', 'kastanie-2', 'kastanie-3']);
    const long = slugCandidates('b'.repeat(90), 'c'.repeat(90));
    expect([0, 1, 2].map(() => long.next().value.length)).toEqual([80, 80, 80]);
  });
});
