import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { flattenPictures } from '@/lib/domain/gallery';
import { facetsOf, filterOptions } from '@/lib/domain/work-facets';
import { content } from '@/test/fixtures';
import { arrangeBeforePaint } from './work-filters-arrange';
import { WorkIndex } from './work-index';

// Ilse Brandauer's catalogue, made up: two categories, one work available with a price.
const pictures = flattenPictures([
  {
    name: 'Aquarelle',
    pictures: [
      { thumb: 'a.jpg', url: 'a.jpg', title: 'Ulme', technique: 'Aquarell auf Bütten', size: '30 × 24 cm', year: 2012, status: 'verfügbar', price: 450 },
      { thumb: 'b.jpg', url: 'b.jpg', title: 'Esche', technique: 'Aquarell', size: '70 × 50 cm', year: 2024, status: 'verkauft' },
    ],
  },
  { name: 'Öl', pictures: [{ thumb: 'c.jpg', url: 'c.jpg', title: 'Zeder', technique: 'Öl auf Leinwand', size: '120 × 100 cm', year: 2018 }] },
]);
const works = pictures.map((picture, index) => ({ picture, slug: ['ulme', 'esche', 'zeder'][index]! }));
const facets = pictures.map(facetsOf);
const options = filterOptions(
  pictures.map((picture, index) => ({ german: picture, shown: picture, facets: facets[index]! })),
  { priceOnRequest: 'Preis auf Anfrage', ...content.filters },
  'de',
);

/** The works whose tiles a visitor sees, by address, in the order shown. */
const visibleTitles = () =>
  [...document.querySelectorAll('li')].filter((item) => !item.closest('[hidden]')).map((item) => item.querySelector('a')!.getAttribute('href')!.split('/')[2]);

function open(search = '') {
  history.replaceState(null, '', `/werke/${search}`);
  render(<WorkIndex works={works} content={content} filters={{ facets, options }} />);
}

describe('the filters on the page of all works', () => {
  it('hides the works a choice leaves out, counts those shown, and puts the choice in the address', async () => {
    open();
    expect(screen.getByRole('status')).toHaveTextContent('3 von 3 Werken');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Nur verfügbare' }));
    await waitFor(() => expect(visibleTitles()).toEqual(['ulme']));
    expect(screen.getByRole('status')).toHaveTextContent('1 von 3 Werken');
    await waitFor(() => expect(location.search).toBe('?verfuegbar'));
    // A category left without a shown work hides its heading too.
    expect(screen.queryByRole('region', { name: 'Öl' })).toBeNull();
  });

  it('opens a shared address with its choice', () => {
    open('?technik=aquarell&groesse=mittel');
    expect(visibleTitles()).toEqual(['esche']);
    expect(screen.getByRole('combobox', { name: 'Technik' })).toHaveValue('aquarell');
    expect(screen.getByRole('combobox', { name: 'Größe' })).toHaveValue('mittel');
  });

  it('says kindly when nothing matches, and a button clears the choice', async () => {
    open('?verfuegbar&reihe=oel');
    expect(visibleTitles()).toEqual([]);
    expect(screen.getByRole('status')).toHaveTextContent('0 von 3 Werken');
    expect(screen.getByRole('status')).toHaveTextContent('Zu dieser Auswahl gibt es leider kein Bild.');
    fireEvent.click(screen.getByRole('button', { name: 'Auswahl aufheben' }));
    await waitFor(() => expect(visibleTitles()).toEqual(['ulme', 'esche', 'zeder']));
    await waitFor(() => expect(location.search).toBe(''));
    expect(screen.queryByRole('button', { name: 'Auswahl aufheben' })).toBeNull();
  });

  it('sorts the newest first across categories, and back into her order by category', async () => {
    open();
    fireEvent.change(screen.getByRole('combobox', { name: 'Reihenfolge' }), { target: { value: 'neu' } });
    await waitFor(() => expect(visibleTitles()).toEqual(['esche', 'zeder', 'ulme']));
    await waitFor(() => expect(location.search).toBe('?sort=neu'));
    fireEvent.change(screen.getByRole('combobox', { name: 'Reihenfolge' }), { target: { value: '' } });
    await waitFor(() => expect(visibleTitles()).toEqual(['ulme', 'esche', 'zeder']));
    expect(within(screen.getByRole('region', { name: 'Aquarelle' })).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/werke/ulme/', '/werke/esche/']);
  });

  it('filters by a year range and a price band', async () => {
    open();
    fireEvent.change(screen.getByRole('combobox', { name: 'Jahr von' }), { target: { value: '2015' } });
    expect(screen.queryByRole('option', { name: '2015' })).toBeNull();
    fireEvent.change(screen.getByRole('combobox', { name: 'Jahr von' }), { target: { value: '2018' } });
    await waitFor(() => expect(visibleTitles()).toEqual(['esche', 'zeder']));
    fireEvent.change(screen.getByRole('combobox', { name: 'Jahr von' }), { target: { value: '' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Preis' }), { target: { value: 'bis-500' } });
    await waitFor(() => expect(visibleTitles()).toEqual(['ulme']));
    await waitFor(() => expect(location.search).toBe('?preis=bis-500'));
  });

  it('restores the choice of the address Back leads to', () => {
    open();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Nur verfügbare' }));
    act(() => {
      history.replaceState(null, '', '/werke/?reihe=oel');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(visibleTitles()).toEqual(['zeder']);
    expect(screen.getByRole('checkbox', { name: 'Nur verfügbare' })).not.toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Reihe' })).toHaveValue('oel');
  });

  it('takes over a sorting the first paint showed by CSS order: the tiles move into one list in that order', () => {
    open();
    history.replaceState(null, '', '/werke/?sort=neu');
    const catalogue = document.querySelector<HTMLElement>('[data-catalogue]')!;
    arrangeBeforePaint(catalogue);
    expect(catalogue).toHaveAttribute('data-ordered');
    act(() => dispatchEvent(new PopStateEvent('popstate')));
    const items = [...document.querySelectorAll('li')];
    expect(items.map((item) => item.querySelector('a')!.getAttribute('href'))).toEqual(['/werke/esche/', '/werke/zeder/', '/werke/ulme/']);
    expect(items.every((item) => item.parentElement!.hasAttribute('data-sorted') && item.style.order === '')).toBe(true);
    expect(catalogue).not.toHaveAttribute('data-ordered');
  });

  it('folds the choice behind a button that says how many filters are chosen', () => {
    open('?verfuegbar&technik=aquarell&sort=neu');
    const fold = screen.getByRole('button', { name: 'Filter (2)' });
    expect(fold).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById(fold.getAttribute('aria-controls')!)).toBe(screen.getByRole('group', { name: 'Auswahl' }));
    fireEvent.click(fold);
    expect(fold).toHaveAttribute('aria-expanded', 'true');
  });
});
