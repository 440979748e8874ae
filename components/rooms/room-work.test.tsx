import { render, screen, within } from '@testing-library/react';
import { workFigureLabels } from '@/lib/labels/work-figure';
import { flattenPictures } from '@/lib/domain/gallery';
import { content } from '@/test/fixtures';
import { RoomWork } from './room-work';

const image = { base: 'assets/gallery/zeichnungen/birke.abc', thumbWidths: [400], fullWidths: [800, 1600] };
const [birke, eiche, ahorn] = flattenPictures([
  {
    name: 'Zeichnungen',
    pictures: [
      { thumb: 'b-t.jpg', url: 'b.jpg', title: 'Birke am Hang', year: 2021, technique: 'Tusche', size: '30 × 40 cm', status: 'verkauft', image, width: 1200, height: 1600 },
      { thumb: 'e-t.jpg', url: 'e.jpg', title: 'Eiche im Wind', year: 2022, status: 'reserviert' },
      { thumb: 'a-t.jpg', url: 'a.jpg', title: 'Ahorn', year: 2019, status: 'verfügbar', price: 900 },
    ],
  },
]);

const renderWork = (picture = birke!, slug = 'birke-am-hang') =>
  render(<RoomWork picture={picture} slug={slug} total={3} email={content.email} labels={workFigureLabels(content.work)} first />);

describe('a work in a viewing room', () => {
  it('is titled under the room’s heading, and marks a sold work with the red dot and asks after similar works, as its own page does', () => {
    const { container } = renderWork();
    expect(screen.getByRole('heading', { level: 2, name: 'Birke am Hang' })).toBeInTheDocument();
    expect(screen.getByRole('figure')).toHaveTextContent('2021 · Tusche · 30 × 40 cm');
    expect(screen.getByRole('figure')).toHaveTextContent('Verkauft');
    // The dot is for the eye: the word beside it says it.
    expect(container.querySelector('[data-status="verkauft"]')!.closest('[aria-hidden="true"]')).not.toBeNull();
    const inquiry = screen.getByRole('link', { name: 'Nach ähnlichen Werken fragen' });
    expect(decodeURIComponent(inquiry.getAttribute('href')!)).toContain('subject=Ähnliche Werke wie „Birke am Hang“ (2021)');
    expect(decodeURIComponent(inquiry.getAttribute('href')!)).toContain('https://hanna-linde.example/werke/birke-am-hang/');
    expect(screen.queryByRole('link', { name: 'Anfrage zu diesem Werk' })).not.toBeInTheDocument();
  });

  it('marks a reserved work with half a dot and asks whether it becomes free', () => {
    const { container } = renderWork(eiche, 'eiche-im-wind');
    expect(container.querySelector('[data-status="reserviert"]')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Fragen, ob es frei wird' })).toBeInTheDocument();
  });

  it('offers an available work with its price and an inquiry, and no tear sheet to print', () => {
    const { container } = renderWork(ahorn, 'ahorn');
    expect(screen.getByRole('figure')).toHaveTextContent('Verfügbar · 900 €');
    expect(container.querySelector('[data-status]')).toBeNull();
    expect(screen.getByRole('link', { name: 'Anfrage zu diesem Werk' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Teilen' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Drucken' })).not.toBeInTheDocument();
  });

  it('names the width its picture is drawn at in media queries and calc() alone, which WebKit reads, never min() or max()', () => {
    renderWork();
    const picture = within(screen.getByRole('figure')).getByRole('img').closest('picture')!;
    const sizes = [...picture.querySelectorAll('source, img')].map((element) => element.getAttribute('sizes'));
    expect(sizes).toHaveLength(3);
    for (const value of sizes) {
      expect(value).not.toMatch(/min\(|max\(/);
      // Each entry but the last a media condition; the last a width alone.
      expect(value!.split(', ').at(-1)).toBe('calc(100vw - 90px - 8rem)');
      expect(value).toContain('(min-aspect-ratio: 1200/1600) calc((100vh - 10rem) * 0.750)');
    }
  });
});
