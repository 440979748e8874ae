import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UseEmblaCarouselType } from 'embla-carousel-react';
import { useShowCategoryStart } from './use-show-category-start';

/** The phone's controls under a carousel whose top lies `top` px from the window's. */
function Controls({ api }: { api: UseEmblaCarouselType[1] }) {
  const showStart = useShowCategoryStart(api);
  return (
    <div onClick={showStart}>
      <button type="button">Zu Folie 2</button>
      <span>between the dots</span>
    </div>
  );
}

function carouselAt(top: number) {
  const viewport = document.createElement('div');
  viewport.getBoundingClientRect = () => ({ top }) as DOMRect;
  viewport.scrollIntoView = jest.fn();
  const api = { rootNode: () => viewport } as unknown as UseEmblaCarouselType[1];
  return { api, scrolled: viewport.scrollIntoView as jest.Mock };
}

describe('a category chosen below the carousel', () => {
  it('is shown from its start when the carousel’s top lies above the window', async () => {
    const { api, scrolled } = carouselAt(-900);
    render(<Controls api={api} />);
    await userEvent.click(screen.getByRole('button', { name: 'Zu Folie 2' }));
    expect(scrolled).toHaveBeenCalledWith({ block: 'start', behavior: 'smooth' });
  });

  it('leaves the page where it is when the carousel’s top is in view', async () => {
    const { api, scrolled } = carouselAt(120);
    render(<Controls api={api} />);
    await userEvent.click(screen.getByRole('button', { name: 'Zu Folie 2' }));
    expect(scrolled).not.toHaveBeenCalled();
  });

  it('leaves the page where it is for a press of a key, so the focused dot stays in view, and for a tap beside the dots', async () => {
    const { api, scrolled } = carouselAt(-900);
    render(<Controls api={api} />);
    screen.getByRole('button', { name: 'Zu Folie 2' }).focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(screen.getByText('between the dots'));
    expect(scrolled).not.toHaveBeenCalled();
  });

  it('jumps rather than glides for a visitor who asked for less motion', async () => {
    const motion = jest.spyOn(window, 'matchMedia').mockImplementation((query) => ({ matches: query === '(prefers-reduced-motion: reduce)' }) as MediaQueryList);
    const { api, scrolled } = carouselAt(-900);
    render(<Controls api={api} />);
    await userEvent.click(screen.getByRole('button', { name: 'Zu Folie 2' }));
    expect(scrolled).toHaveBeenCalledWith({ block: 'start', behavior: 'instant' });
    motion.mockRestore();
  });
});
