import { de } from '@/lib/labels/de';
import { en } from '@/lib/labels/en';
import { chooseWorks, pictureBox, portfolioPath, printPixels, reachedDpi, workCaption } from './portfolios';

const works = [{ slug: 'abendeiche' }, { slug: 'kastanie' }, { slug: 'kopfweide' }];

describe('the works a portfolio shows', () => {
  it('are in her order, not the catalogue’s', () => {
    expect(chooseWorks(['kopfweide', 'abendeiche'], works).chosen.map(({ slug }) => slug)).toEqual(['kopfweide', 'abendeiche']);
  });

  it('follow a work whose folder was renamed to its address now', () => {
    expect(chooseWorks(['eiche-am-abend', 'kastanie'], works, [{ from: 'eiche-am-abend', to: 'abendeiche' }]).chosen.map(({ slug }) => slug)).toEqual(['abendeiche', 'kastanie']);
  });

  it('name what is no work, and a work named twice, by their entries, instead of leaving them out quietly', () => {
    expect(chooseWorks(['kastanie', 'buche', 'kastanie'], works)).toEqual({ chosen: [{ slug: 'kastanie' }], missing: [{ entry: 2, name: 'buche' }], twice: [{ entry: 3, name: 'kastanie' }] });
  });
});

describe('a portfolio’s page layout', () => {
  it('sets a tall work to the area’s height and a wide one to its width, each in its proportions', () => {
    // The area is 471 × 560 points.
    const tall = pictureBox(3000, 4000);
    expect([tall.width, tall.height]).toEqual([expect.closeTo(420), 560]);
    const wide = pictureBox(4000, 3000);
    expect([wide.width, wide.height]).toEqual([471, expect.closeTo(353.25)]);
  });

  it('asks 300 pixels per inch of the printed size: 471 points (16.6 cm) take 1963 pixels', () => {
    expect(printPixels({ width: 471, height: 353.25 })).toEqual({ width: 1963, height: 1472 });
  });

  it('tells the resolution a picture reaches at its size: a 1400 px picture set 471 points wide reaches 214 dpi', () => {
    expect(reachedDpi({ width: 1400 }, { width: 471 })).toBe(214);
    expect(reachedDpi({ width: 1963 }, { width: 471 })).toBe(300);
  });
});

describe('a work’s caption in a portfolio', () => {
  const kastanie = { title: 'Kastanie', year: 2013, technique: 'Aquarell auf Bütten', size: '50 × 38 cm', status: 'verfügbar' as const, price: 1200 };
  const german = { ...de.work, untitled: de.portfolio.untitled, locale: 'de' as const };

  it('says title and year, technique, size and availability, as a wall label', () => {
    expect(workCaption(kastanie, false, german)).toEqual({ title: 'Kastanie, 2013', details: ['Aquarell auf Bütten', '50 × 38 cm', 'Verfügbar'] });
  });

  it('adds the price only where she chose to show prices', () => {
    expect(workCaption(kastanie, true, german).details.at(-1)).toBe('Verfügbar · 1.200\u00a0€');
    expect(workCaption({ ...kastanie, price: 'auf Anfrage' }, true, german).details.at(-1)).toBe('Verfügbar · Preis auf Anfrage');
    expect(workCaption({ ...kastanie, status: 'verkauft' }, true, german).details.at(-1)).toBe('Verkauft');
  });

  it('is in English in an English portfolio, the price as English writes it, and leaves out what is not known', () => {
    const english = { ...en.work, untitled: en.portfolio.untitled, locale: 'en' as const };
    expect(workCaption({ ...kastanie, title: 'Chestnut', technique: 'Watercolour on handmade paper' }, true, english)).toEqual({
      title: 'Chestnut, 2013',
      details: ['Watercolour on handmade paper', '50 × 38 cm', 'Available · €1,200'],
    });
    expect(workCaption({}, false, english)).toEqual({ title: 'Untitled', details: [] });
  });
});

it('a portfolio’s address is made from its key alone, never from its file’s name', () => {
  expect(portfolioPath('p4Xn8Rw2Kt6Qm9Vz3Lb7')).toBe('/mappe/p4Xn8Rw2Kt6Qm9Vz3Lb7/portfolio.pdf');
});
