import { germanSpaces } from './typography';

const NBSP = '\u00a0';

describe('German spaces', () => {
  it('keeps a paragraph sign and the abbreviations of law with their numbers', () => {
    expect(germanSpaces('nach § 5 DDG und Art. 6 Abs. 1 lit. f DSGVO')).toBe(`nach §${NBSP}5 DDG und Art.${NBSP}6 Abs.${NBSP}1 lit. f DSGVO`);
    expect(germanSpaces('§§ 12 bis 14')).toBe(`§§${NBSP}12 bis 14`);
  });

  it('holds a size, a price and a time together', () => {
    expect(germanSpaces('50 × 60 cm')).toBe(`50${NBSP}×${NBSP}60${NBSP}cm`);
    expect(germanSpaces('1.200 € und 19 Uhr')).toBe(`1.200${NBSP}€ und 19${NBSP}Uhr`);
  });

  it('keeps the day with its month, not the month with the year', () => {
    expect(germanSpaces('am 12. März 2027')).toBe(`am 12.${NBSP}März 2027`);
  });

  it('holds "z. B." together', () => {
    expect(germanSpaces('z. B. Eiche')).toBe(`z.${NBSP}B. Eiche`);
  });

  it('leaves words that only begin like a unit alone', () => {
    expect(germanSpaces('2 Minuten, 3 große Bäume, 5 malen')).toBe('2 Minuten, 3 große Bäume, 5 malen');
  });
});
