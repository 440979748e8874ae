import { render, screen, within } from '@testing-library/react';
import { flattenPictures } from '@/lib/domain/gallery';
import { en } from '@/lib/labels/en';
import { composeSiteContent } from '@/lib/server/site-content';
import { artistTexts, content, showWithPage as show } from '@/test/fixtures';
import { ExhibitionPage } from './exhibition-page';

const image = { base: 'assets/gallery/oel/eiche.1a2b3c4d', thumbWidths: [160, 320], fullWidths: [800] };
const works = flattenPictures([
  {
    name: 'Zeichnungen',
    pictures: [
      { thumb: 'assets/birke-t.jpg', url: 'assets/birke.jpg', title: 'Birke am Hang' },
      { thumb: 't.jpg', url: 'u.jpg', title: 'Eiche', width: 800, height: 1000, image },
    ],
  },
]).map((picture, index) => ({ picture, slug: ['birke-am-hang', 'eiche'][index]! }));


describe('an exhibition’s page', () => {
  it('names the show, its days, its opening, and its place with address and link', () => {
    render(<ExhibitionPage exhibition={show} works={works} total={2} content={content} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Wurzelwerk');
    expect(screen.getByText('Gruppenausstellung')).toBeInTheDocument();
    const facts = screen.getAllByRole('definition').map((fact) => fact.textContent);
    expect(facts).toEqual(['12.\u00a0März – 30.\u00a0April 2027', 'Freitag, 12.\u00a0März 2027, 19:00 Uhr', 'Kunstverein CelleSchloßplatz 7, 29221 CelleZur Website']);
    expect(screen.getByRole('link', { name: 'Zur Website' })).toHaveAttribute('href', 'https://kunstverein-celle.example/wurzelwerk');
    expect(screen.getByText('Was unter der Erde wächst.').tagName).toBe('P');
    expect(screen.getByText('Neue Zeichnungen.').tagName).toBe('P');
    expect(screen.getByRole('link', { name: 'Zu den Ausstellungen' })).toHaveAttribute('href', '/#exhibitions');
  });

  it('shows its works as pictures, each leading to its page, in the order the artist chose', () => {
    render(<ExhibitionPage exhibition={show} works={works} total={2} content={content} />);
    const shown = screen.getByRole('region', { name: 'Gezeigte Werke' });
    expect(within(shown).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Birke am Hang', '/werke/birke-am-hang/'],
      ['Eiche', '/werke/eiche/'],
    ]);
    expect(within(shown).getAllByRole('presentation', { hidden: true }).map((picture) => picture.getAttribute('src'))).toEqual([
      '/assets/birke-t.jpg',
      '/assets/gallery/oel/eiche.1a2b3c4d-t320.jpg',
    ]);
  });

  it("marks a sold and a reserved work beside its title with the red dot, full or half, and says so in the link's name; an available one has neither", () => {
    const marked = flattenPictures([
      {
        name: 'Zeichnungen',
        pictures: [
          { thumb: 'b-t.jpg', url: 'b.jpg', title: 'Birke am Hang', status: 'verkauft' },
          { thumb: 'e-t.jpg', url: 'e.jpg', title: 'Eiche im Wind', status: 'reserviert' },
          { thumb: 'a-t.jpg', url: 'a.jpg', title: 'Ahorn', status: 'verfügbar' },
        ],
      },
    ]).map((picture, index) => ({ picture, slug: ['birke-am-hang', 'eiche-im-wind', 'ahorn'][index]! }));
    render(<ExhibitionPage exhibition={show} works={marked} total={3} content={content} />);
    const shown = screen.getByRole('region', { name: 'Gezeigte Werke' });
    const dot = (name: string) => within(shown).getByRole('link', { name }).querySelector('[aria-hidden="true"] [data-status]')?.getAttribute('data-status');
    expect(dot('Birke am Hang (verkauft)')).toBe('verkauft');
    expect(dot('Eiche im Wind (reserviert)')).toBe('reserviert');
    expect(dot('Ahorn')).toBeUndefined();
  });

  it('offers its calendar file, where it has one, and beside it the calendar of all to subscribe to', () => {
    render(
      <ExhibitionPage
        exhibition={show}
        works={works}
        total={2}
        content={content}
        calendar="/ausstellungen/wurzelwerk-2027/wurzelwerk-2027.ics"
        subscribe="webcal://ilse-brandauer.example/ausstellungen.ics"
      />,
    );
    expect(screen.getByRole('link', { name: 'In den Kalender' })).toHaveAttribute('href', '/ausstellungen/wurzelwerk-2027/wurzelwerk-2027.ics');
    expect(screen.getByRole('link', { name: 'Kalender aller Ausstellungen abonnieren' })).toHaveAttribute('href', 'webcal://ilse-brandauer.example/ausstellungen.ics');
  });

  it('leaves out what the show does not have: no opening, no place, no works', () => {
    render(<ExhibitionPage exhibition={{ title: 'Astwerk', year: 2012, text: 'Zeichnungen.' }} works={[]} total={2} content={content} />);
    expect(screen.getAllByRole('definition').map((fact) => fact.textContent)).toEqual(['2012']);
    expect(screen.queryByRole('region', { name: 'Gezeigte Werke' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'In den Kalender' })).not.toBeInTheDocument();
  });

  it('on an English page, says that a text she has not translated yet is in German, and marks it so', () => {
    const english = composeSiteContent(artistTexts, en, 'en', 'https://ilse-brandauer.example');
    const { rerender } = render(<ExhibitionPage exhibition={{ ...show, title: 'Root Work', german: ['kind', 'text'] }} works={[]} total={2} content={english} />);
    expect(screen.getByText('The text about this exhibition is in German.')).toBeInTheDocument();
    expect(screen.getByText('Was unter der Erde wächst.').parentElement).toHaveAttribute('lang', 'de');
    expect(screen.getByRole('heading', { level: 1 })).not.toHaveAttribute('lang');

    rerender(<ExhibitionPage exhibition={{ ...show, title: 'Root Work', text: 'What grows under the ground.', german: ['kind'] }} works={[]} total={2} content={english} />);
    expect(screen.queryByText('The text about this exhibition is in German.')).not.toBeInTheDocument();

    rerender(<ExhibitionPage exhibition={{ title: 'Root Work', year: 2012, description: 'Neue Zeichnungen, Celle', german: ['description'] }} works={[]} total={2} content={english} />);
    expect(screen.getByText('The text about this exhibition is in German.')).toBeInTheDocument();

    // Her English text, and beside the title a line still German: the note stands above that line.
    rerender(<ExhibitionPage exhibition={{ ...show, title: 'Root Work', text: 'What grows under the ground.', description: 'Neue Zeichnungen', german: ['description'] }} works={[]} total={2} content={english} />);
    expect(screen.getByText('The text about this exhibition is in German.').nextElementSibling).toHaveTextContent('Neue Zeichnungen');

    // No title: the German line is the page's heading, and no note is needed.
    rerender(<ExhibitionPage exhibition={{ year: 2012, description: 'Neue Zeichnungen, Celle', german: ['description'] }} works={[]} total={2} content={english} />);
    expect(screen.queryByText('The text about this exhibition is in German.')).not.toBeInTheDocument();
  });
});
