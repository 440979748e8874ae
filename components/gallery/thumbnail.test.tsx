import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockAllIsIntersecting } from 'react-intersection-observer/test-utils';
import type { Availability, GalleryPicture } from '@/lib/domain/types';
import { content } from '@/test/fixtures';
import { Thumbnail } from './thumbnail';
import type { ShownPictures } from './use-shown-pictures';

const image = { base: 'assets/gallery/tusche/eiche.1a2b3c4d', thumbWidths: [160, 320, 640], fullWidths: [800, 1600] };
/** A made picture of the given pixel size. */
const work = (width: number, height: number, index = 0): GalleryPicture => ({
  thumb: 't.jpg',
  url: `u${index}.jpg`,
  alt: `Eiche ${index + 1}`,
  width,
  height,
  image,
  category: 'Tusche',
  categoryIndex: 0,
  index,
});

/** Every picture has been in view once. */
const everyShown: ShownPictures = { has: () => true, mark: () => {} };

const draw = (picture: GalleryPicture, fit: 'tile' | 'slide', tabbable = true) => (
  <Thumbnail key={picture.index} picture={picture} href={`/werke/eiche-${picture.index + 1}/`} alt={picture.alt!} spokenFor={content.gallery.spokenFor} fit={fit} tabbable={tabbable} shown={everyShown} onOpen={() => {}} />
);

/** What the browser is told of the width the picture is drawn at, from its WebP source. */
const sizesOf = (name: string) => {
  mockAllIsIntersecting(true);
  return screen.getByRole('link', { name }).querySelector('source[type="image/webp"]')!.getAttribute('sizes');
};

describe('thumbnail', () => {
  it("tells the browser a landscape work in a phone's square is drawn as wide as the square", () => {
    render(draw(work(1400, 1064), 'tile'));
    expect(sizesOf('Eiche 1')).toBe('calc((100vw - 55px - 3rem - 24px) / 5 * 1.000)');
  });

  it("tells the browser a portrait work in a phone's square takes its share of the square's width", () => {
    render(draw(work(800, 1000), 'tile'));
    expect(sizesOf('Eiche 1')).toBe('calc((100vw - 55px - 3rem - 24px) / 5 * 0.800)');
  });

  it('tells the browser how wide a tall work is drawn in a slide of 4:5, two or three slides across, in a form every engine reads', () => {
    render(draw(work(1000, 2000), 'slide'));
    const sizes = sizesOf('Eiche 1');
    expect(sizes).toBe('(min-width: 1088px) calc(((100vw - 90px - 4rem) / 3 - 2.5rem) * 0.625), calc(((100vw - 90px - 2.5rem) / 2 - 2.5rem) * 0.625)');
    // WebKit reads min() and max() in sizes as invalid and fetches as for the whole window.
    expect(sizes).not.toMatch(/min\(|max\(/);
  });

  it('offers a slide the full sizes a 2× screen needs, and a tile only the thumbnails', () => {
    render(
      <>
        {draw(work(800, 1000, 0), 'slide')}
        {draw(work(800, 1000, 1), 'tile')}
      </>,
    );
    mockAllIsIntersecting(true);
    const srcset = (name: string) => screen.getByRole('link', { name }).querySelector('source[type="image/avif"]')!.getAttribute('srcset');
    expect(srcset('Eiche 1')).toContain('/assets/gallery/tusche/eiche.1a2b3c4d-800.avif 800w');
    expect(srcset('Eiche 2')).not.toContain('800w');
  });

  it("takes the work's own shape, so the caption and the focus ring sit at its edge", () => {
    render(draw(work(1400, 1064), 'slide'));
    expect(screen.getByRole('link', { name: 'Eiche 1' }).querySelector('svg')).toHaveAttribute('viewBox', '0 0 1400 1064');
  });

  it('is passed by when Tab goes through the gallery while its slide is out of view', async () => {
    render(
      <>
        <button type="button">davor</button>
        {draw(work(800, 1000, 0), 'slide', true)}
        {draw(work(800, 1000, 1), 'slide', false)}
        <button type="button">danach</button>
      </>,
    );
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Eiche 1' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'danach' })).toHaveFocus();
  });

  it("marks a sold and a reserved work's square with the red dot, full or half, and says so in its name; an available one has neither", () => {
    const marked = (status: Availability, index: number) => ({ ...work(800, 1000, index), status });
    render(
      <>
        {draw(marked('verkauft', 0), 'tile')}
        {draw(marked('reserviert', 1), 'tile')}
        {draw(marked('verfügbar', 2), 'tile')}
      </>,
    );
    const sold = screen.getByRole('link', { name: 'Eiche 1 (verkauft)' });
    const reserved = screen.getByRole('link', { name: 'Eiche 2 (reserviert)' });
    const available = screen.getByRole('link', { name: 'Eiche 3' });
    expect(sold.querySelector('[aria-hidden="true"] [data-status="verkauft"]')).not.toBeNull();
    expect(reserved.querySelector('[aria-hidden="true"] [data-status="reserviert"]')).not.toBeNull();
    expect(available.querySelector('[data-status]')).toBeNull();
  });

  it("leaves the dot of a desktop slide to its caption, beside the title, but still says it in the link's name", () => {
    render(draw({ ...work(800, 1000), status: 'verkauft' }, 'slide'));
    expect(screen.getByRole('link', { name: 'Eiche 1 (verkauft)' }).querySelector('[data-status]')).toBeNull();
  });
});
