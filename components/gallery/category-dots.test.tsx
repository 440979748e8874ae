import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UseEmblaCarouselType } from 'embla-carousel-react';
import { content } from '@/test/fixtures';
import { CategoryDots } from './category-dots';

/** A carousel of three categories, showing the second. */
const atSecond = () => {
  const api = { scrollSnapList: () => [0, 0.5, 1], selectedScrollSnap: () => 1, scrollTo: jest.fn(), on: () => api, off: () => api };
  return api;
};

describe('category dots', () => {
  it('offers a dot per category, marks the one shown and goes to the one chosen', async () => {
    const api = atSecond();
    render(<CategoryDots api={api as unknown as UseEmblaCarouselType[1]} labels={content.gallery} />);
    expect(screen.getAllByRole('button').map((dot) => dot.getAttribute('aria-current'))).toEqual([null, 'true', null]);
    await userEvent.click(screen.getByRole('button', { name: 'Zu Folie 3' }));
    expect(api.scrollTo).toHaveBeenCalledWith(2, expect.any(Boolean));
  });
});
