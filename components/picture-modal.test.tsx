import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PictureModal } from './picture-modal';

const picture = { thumb: 'assets/k-thumb.jpg', url: 'assets/k.jpg', category: 'Aquarelle', categoryIndex: 0, index: 0 };

describe('picture modal', () => {
  it('shows the large picture and puts focus on its close button', () => {
    render(<PictureModal picture={picture} alt="Aquarell einer Kastanie" closeLabel="Schließen" onClose={() => {}} />);
    expect(screen.getByRole('dialog', { name: 'Aquarell einer Kastanie' })).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('img', { name: 'Aquarell einer Kastanie' })).toHaveAttribute('src', '/assets/k.jpg');
    expect(screen.getByRole('button', { name: 'Schließen' })).toHaveFocus();
  });

  it('closes on the close button and on Escape', async () => {
    const onClose = jest.fn();
    render(<PictureModal picture={picture} alt="Aquarell" closeLabel="Schließen" onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Schließen' }));
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('keeps the page behind from scrolling while open, and gives scrolling back on close', () => {
    const { unmount } = render(<PictureModal picture={picture} alt="Aquarell" closeLabel="Schließen" onClose={() => {}} />);
    expect(document.body.style.overflow).toBe('hidden');
    unmount();
    expect(document.body.style.overflow).toBe('');
  });
});
