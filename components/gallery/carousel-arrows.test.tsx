import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UseEmblaCarouselType } from 'embla-carousel-react';
import { content } from '@/test/fixtures';
import { CarouselArrows } from './carousel-arrows';

/** A carousel at its start: it can go on, not back. */
const atStart = () => {
  const api = { canScrollPrev: () => false, canScrollNext: () => true, scrollPrev: jest.fn(), scrollNext: jest.fn(), on: () => api, off: () => api };
  return api;
};

describe('carousel arrows', () => {
  it('can only go where the carousel can, and go on when asked', async () => {
    const api = atStart();
    render(<CarouselArrows api={api as unknown as UseEmblaCarouselType[1]} labels={content.gallery} />);
    expect(screen.getByRole('button', { name: 'Zurück blättern' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Weiter blättern' }));
    expect(api.scrollNext).toHaveBeenCalledTimes(1);
  });
});
