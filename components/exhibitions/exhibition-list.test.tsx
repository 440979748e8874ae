import { render, screen, waitFor } from '@testing-library/react';
import { mockIsIntersecting } from 'react-intersection-observer/test-utils';
import { getJson } from '@/lib/browser/http';
import { exhibitions } from '@/test/fixtures';
import { ExhibitionList } from './exhibition-list';

jest.mock('@/lib/browser/http', () => ({ getJson: jest.fn() }));
const getJsonMock = jest.mocked(getJson);

const rows = () => screen.getAllByRole('listitem').map((row) => row.textContent);

/** The list as the visitor finds it when she has scrolled near it. */
const renderNear = () => {
  render(<ExhibitionList exhibitions={exhibitions} />);
  mockIsIntersecting(screen.getByRole('list'), true);
};

describe('exhibition list', () => {
  it('shows a year and a description a row', () => {
    getJsonMock.mockResolvedValue(exhibitions);
    render(<ExhibitionList exhibitions={exhibitions} />);
    expect(rows()).toEqual(['2025Baumzeichen, Galerie am Markt', '2005Abschlussausstellung, Fachschule für Gestaltung']);
  });

  it('shows the new list when the file has changed since the build, loading it once the visitor comes near', async () => {
    getJsonMock.mockResolvedValue([{ year: 2026, description: 'Neue Ausstellung' }, ...exhibitions]);
    render(<ExhibitionList exhibitions={exhibitions} />);
    expect(getJsonMock).not.toHaveBeenCalled();
    mockIsIntersecting(screen.getByRole('list'), true);
    expect(await screen.findByText('Neue Ausstellung')).toBeInTheDocument();
    expect(getJsonMock).toHaveBeenCalledWith('/assets/exhibitions.json', expect.any(AbortSignal));
  });

  it('keeps the prerendered list and reports to the console when the load fails', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    getJsonMock.mockRejectedValue(new Error('offline'));
    renderNear();
    await waitFor(() => expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('assets/exhibitions.json'), expect.any(Error)));
    expect(rows()).toHaveLength(2);
    consoleError.mockRestore();
  });

  it('keeps the prerendered list when the fetched file is not valid', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    getJsonMock.mockResolvedValue([{ year: 'bald' }]);
    renderNear();
    await waitFor(() => expect(consoleError).toHaveBeenCalled());
    expect(String(consoleError.mock.calls[0]?.[1])).toContain('field "year"');
    expect(rows()).toHaveLength(2);
    consoleError.mockRestore();
  });
});
