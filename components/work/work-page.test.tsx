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
});
