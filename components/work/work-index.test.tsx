import { render, screen, within } from '@testing-library/react';
import { flattenPictures } from '@/lib/domain/gallery';
import { content } from '@/test/fixtures';
import { WorkIndex } from './work-index';

const image = { base: 'assets/gallery/oel/eiche.1a2b3c4d', thumbWidths: [160, 320], fullWidths: [800] };
const works = flattenPictures([
  {
    name: 'Tusche',
    pictures: [
      { thumb: 'assets/linde-t.jpg', url: 'assets/linde.jpg', alt: 'Tuschezeichnung einer Linde', title: 'Linde am Weg' },
      { thumb: 'assets/buche-t.jpg', url: 'assets/buche.jpg', alt: 'Tuschezeichnung einer Buche' },
    ],
  },
  { name: 'Öl', pictures: [{ thumb: 't.jpg', url: 'u.jpg', title: 'Eiche', width: 800, height: 1000, placeholder: 'data:image/webp;base64,AA==', image }] },
]).map((picture, index) => ({ picture, slug: ['linde-am-weg', 'buche', 'eiche'][index]! }));

describe('the page of all works', () => {
  it('links every work to its own page under its category, named by its title or else its description', () => {
    render(<WorkIndex works={works} content={content} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Alle Bilder');
    const ink = screen.getByRole('region', { name: 'Tusche' });
    expect(within(ink).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Linde am Weg', '/werke/linde-am-weg/'],
      ['Tuschezeichnung einer Buche', '/werke/buche/'],
    ]);
    expect(within(screen.getByRole('region', { name: 'Öl' })).getByRole('link', { name: 'Eiche' })).toHaveAttribute('href', '/werke/eiche/');
  });

  it("shows each made picture at a thumbnail's widths, without the blurred placeholders a page of hundreds would carry", () => {
    const { container } = render(<WorkIndex works={works} content={content} />);
    const eiche = screen.getByRole('link', { name: 'Eiche' });
    expect(eiche.querySelector('source[type="image/avif"]')).toHaveAttribute('srcset', '/assets/gallery/oel/eiche.1a2b3c4d-t160.avif 160w, /assets/gallery/oel/eiche.1a2b3c4d-t320.avif 320w');
    expect(container.querySelectorAll('img[src^="data:"]')).toHaveLength(0);
  });

  it('leads home and back to the gallery', () => {
    render(<WorkIndex works={works} content={content} />);
    expect(screen.getByRole('link', { name: 'Ilse Brandauer' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Zur Galerie' })).toHaveAttribute('href', '/#gallery');
  });

  it("marks a sold and a reserved work beside its title with the red dot, full or half, and says so in the link's name; an available one has neither", () => {
    const marked = flattenPictures([
      {
        name: 'Tusche',
        pictures: [
          { thumb: 'b-t.jpg', url: 'b.jpg', title: 'Birke am Hang', status: 'verkauft' },
          { thumb: 'e-t.jpg', url: 'e.jpg', title: 'Eiche im Wind', status: 'reserviert' },
          { thumb: 'a-t.jpg', url: 'a.jpg', title: 'Ahorn', status: 'verfügbar' },
        ],
      },
    ]).map((picture, index) => ({ picture, slug: ['birke-am-hang', 'eiche-im-wind', 'ahorn'][index]! }));
    render(<WorkIndex works={marked} content={content} />);
    const dot = (name: string) => screen.getByRole('link', { name }).querySelector('[aria-hidden="true"] [data-status]')?.getAttribute('data-status');
    expect(dot('Birke am Hang (verkauft)')).toBe('verkauft');
    expect(dot('Eiche im Wind (reserviert)')).toBe('reserviert');
    expect(dot('Ahorn')).toBeUndefined();
  });
});
