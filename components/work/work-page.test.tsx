import { render, screen, within } from '@testing-library/react';
import { flattenPictures } from '@/lib/domain/gallery';
import { content } from '@/test/fixtures';
import { WorkPage } from './work-page';

jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn() }) }));

const [birke] = flattenPictures([{ name: 'Zeichnungen', pictures: [{ thumb: 'b-t.jpg', url: 'b.jpg', title: 'Birke am Hang' }] }]);
const neighbour = { slug: 'eiche', title: 'Eiche' };

describe('a work’s page', () => {
  it('names the exhibitions that showed the work, each leading to its page', () => {
    const exhibitions = [
      { slug: 'wurzelwerk-2027', title: 'Wurzelwerk', venue: 'Kunstverein Celle', year: 2027 },
      { slug: 'astwerk-2012', title: 'Astwerk', year: 2012 },
    ];
    render(<WorkPage picture={birke!} slug="birke-am-hang" total={1} previous={neighbour} next={neighbour} content={content} exhibitions={exhibitions} />);
    const shown = screen.getByRole('region', { name: 'Ausgestellt' });
    expect(within(shown).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Wurzelwerk, Kunstverein Celle, 2027', 'Astwerk, 2012']);
    expect(within(shown).getByRole('link', { name: 'Wurzelwerk' })).toHaveAttribute('href', '/ausstellungen/wurzelwerk-2027/');
  });

  it('says nothing of exhibitions where the work was in none', () => {
    render(<WorkPage picture={birke!} slug="birke-am-hang" total={1} previous={neighbour} next={neighbour} content={content} />);
    expect(screen.queryByRole('region', { name: 'Ausgestellt' })).not.toBeInTheDocument();
  });

  describe('its drawing to scale', () => {
    const page = (changes: Partial<typeof birke>) => (
      <WorkPage picture={{ ...birke!, width: 1200, height: 1440, ...changes }} slug="birke-am-hang" total={1} previous={neighbour} next={neighbour} content={content} />
    );
    const drawing = () => screen.queryByRole('img', { name: /^So groß ist das Werk/ });

    it('is drawn where the size is readable and the photo of its proportions', () => {
      render(page({ size: '50 × 60 cm' }));
      expect(drawing()).toHaveAccessibleName('So groß ist das Werk: 50 cm breit und 60 cm hoch, an der Wand über einem Sideboard, neben einer 1,65 m großen Person');
    });

    it('is left out where there is no size, where it cannot be read, or where the photo shows more than the work', () => {
      for (const size of [undefined, 'groß', '60 × 40 cm']) {
        const { unmount } = render(page({ size }));
        expect([size, drawing()]).toEqual([size, null]);
        unmount();
      }
    });
  });
});
