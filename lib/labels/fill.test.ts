import { fill } from './fill';

describe('a label with places', () => {
  it('has each place filled with its value', () => {
    expect(fill('Bild {n} von {total}: {title}', { n: 3, total: 24, title: 'Linde' })).toBe('Bild 3 von 24: Linde');
  });

  it('keeps a place it has no value for, so the mistake shows', () => {
    expect(fill('{name}, Gruppe {n}', { n: 2 })).toBe('{name}, Gruppe 2');
  });
});
