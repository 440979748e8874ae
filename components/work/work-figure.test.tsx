import { render, screen, within } from '@testing-library/react';
import { flattenPictures } from '@/lib/domain/gallery';
import { content } from '@/test/fixtures';
import { WorkFigure } from './work-figure';

const [ahorn, kastanie] = flattenPictures([
  {
    name: 'Aquarelle',
    pictures: [
      { thumb: 'a-t.jpg', url: 'a.jpg', title: 'Ahorn', year: 2019, technique: 'Aquarell', size: '30 × 40 cm', alt: 'Aquarell eines Ahorns', status: 'verfügbar', price: 'auf Anfrage' },
      { thumb: 'c-t.jpg', url: 'c.jpg', alt: 'Pastell einer Kastanie' },
    ],
  },
]);

function renderFigure(place: 'page' | 'viewer', picture = ahorn!) {
  return render(
    <WorkFigure picture={picture} total={22} url="https://example.org/werke/ahorn/" email={content.email} labels={content.work} place={place} styles={{}}>
      <img src="a.jpg" alt={picture.alt} />
    </WorkFigure>,
  );
}

describe('work figure', () => {
  it("on the work's page, makes the title the page's heading and puts the inquiry after the figure", () => {
    const { container } = renderFigure('page');
    expect(screen.getByRole('heading', { level: 1, name: 'Ahorn' })).toBeInTheDocument();
    const figure = screen.getByRole('figure');
    expect(figure).toHaveTextContent('2019 · Aquarell · 30 × 40 cm');
    expect(figure).toHaveTextContent('Verfügbar · Preis auf Anfrage');
    expect(within(figure).queryByRole('link')).not.toBeInTheDocument();
    expect(figure.nextElementSibling).toContainElement(screen.getByRole('link', { name: 'Anfrage zu diesem Werk' }));
    expect(container.querySelector('[data-backdrop]')).toBeNull();
  });

  it('on the page, names a work without a title by its description', () => {
    renderFigure('page', kastanie);
    expect(screen.getByRole('heading', { level: 1, name: 'Pastell einer Kastanie' })).toBeInTheDocument();
  });

  it('in the viewer, counts the works for the eye only, draws no heading, and keeps the inquiry inside the figure', () => {
    renderFigure('viewer');
    const figure = screen.getByRole('figure');
    expect(screen.getByText('1 / 22')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(within(figure).getByRole('link', { name: 'Anfrage zu diesem Werk' })).toBeInTheDocument();
    expect(figure).toHaveAttribute('data-backdrop');
  });

  it('in the viewer, shows no title line for a work without a title, but the inquiry still names it', () => {
    renderFigure('viewer', kastanie);
    expect(screen.getByRole('figure')).not.toHaveTextContent('Pastell einer Kastanie');
    const inquiry = new URL(screen.getByRole('link', { name: 'Anfrage zu diesem Werk' }).getAttribute('href')!);
    expect(inquiry.searchParams.get('subject')).toContain('Pastell einer Kastanie');
  });
});
