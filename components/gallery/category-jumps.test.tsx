import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UseEmblaCarouselType } from 'embla-carousel-react';
import { flattenPictures } from '@/lib/domain/gallery';
import { categories } from '@/test/fixtures';
import { CategoryJumps } from './category-jumps';

describe('category jumps', () => {
  it("marks the category of the first picture in view and takes the carousel to a chosen category's first picture", async () => {
    const api = { scrollTo: jest.fn(), slideNodes: () => Array.from({ length: 8 }), on: jest.fn(), off: jest.fn() };
    // Six drawings, then the watercolours: the eighth picture is one of them.
    render(<CategoryJumps api={api as unknown as UseEmblaCarouselType[1]} categories={categories} pictures={flattenPictures(categories)} first={7} label="Kategorien" />);
    const jumps = within(screen.getByRole('group', { name: 'Kategorien' })).getAllByRole('button');
    expect(jumps.map((jump) => jump.getAttribute('aria-current'))).toEqual([null, 'true']);
    await userEvent.click(screen.getByRole('button', { name: 'Zeichnungen' }));
    expect(api.scrollTo).toHaveBeenCalledWith(0, expect.any(Boolean));
    await userEvent.click(screen.getByRole('button', { name: 'Aquarelle' }));
    expect(api.scrollTo).toHaveBeenLastCalledWith(6, expect.any(Boolean));
  });

  it('takes a jump pressed before the rest of the works have arrived once their slides are there', async () => {
    let slides = 3;
    const listeners: (() => void)[] = [];
    const api = { scrollTo: jest.fn(), slideNodes: () => Array.from({ length: slides }), on: (_: string, listener: () => void) => listeners.push(listener), off: jest.fn() };
    const seed = flattenPictures([{ ...categories[0]!, pictures: categories[0]!.pictures.slice(0, 3) }, { ...categories[1]!, pictures: [] }]);
    const props = { api: api as unknown as UseEmblaCarouselType[1], categories, first: 0, label: 'Kategorien' };
    const { rerender } = render(<CategoryJumps {...props} pictures={seed} />);
    await userEvent.click(screen.getByRole('button', { name: 'Aquarelle' }));
    expect(api.scrollTo).not.toHaveBeenCalled();
    // The works arrive, then their slides.
    rerender(<CategoryJumps {...props} pictures={flattenPictures(categories)} />);
    expect(api.scrollTo).not.toHaveBeenCalled();
    slides = 8;
    listeners.forEach((listener) => listener());
    expect(api.scrollTo).toHaveBeenCalledTimes(1);
    expect(api.scrollTo).toHaveBeenCalledWith(6, expect.any(Boolean));
  });
});
