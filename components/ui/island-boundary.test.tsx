import { render, screen } from '@testing-library/react';
import { IslandBoundary } from './island-boundary';

function Broken(): never {
  throw new Error('carousel failed');
}

describe('island boundary', () => {
  it('shows the static form and reports to the console when an interactive piece fails to start', () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <IslandBoundary name="gallery" fallback={<p>Alle Bilder als Liste</p>}>
        <Broken />
      </IslandBoundary>,
    );
    expect(screen.getByText('Alle Bilder als Liste')).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('gallery could not start'), expect.any(Error), expect.any(String));
    consoleError.mockRestore();
  });

  it('shows the interactive piece when it starts', () => {
    render(
      <IslandBoundary name="gallery" fallback={<p>Liste</p>}>
        <p>Karussell</p>
      </IslandBoundary>,
    );
    expect(screen.getByText('Karussell')).toBeInTheDocument();
    expect(screen.queryByText('Liste')).not.toBeInTheDocument();
  });
});
