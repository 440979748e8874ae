import { act, render, screen, waitFor, within } from '@testing-library/react';
import { mockIsIntersecting } from 'react-intersection-observer/test-utils';
import { getJson } from '@/lib/browser/http';
import { content, exhibitions } from '@/test/fixtures';
import { en } from '@/lib/labels/en';
import { ExhibitionList } from './exhibition-list';

jest.mock('@/lib/browser/http', () => ({ getJson: jest.fn() }));
const getJsonMock = jest.mocked(getJson);

const labels = content.exhibitions;
const rows = () => screen.getAllByRole('listitem').map((row) => row.textContent);
const group = (name: string) =>
  within(screen.getByRole('heading', { name }).parentElement!)
    .getAllByRole('listitem')
    .map((row) => row.textContent);

/** A show on from 30 October 2026 to 17 January 2027, one to come in March 2027, and the seed's lines. */
const shows = [
  { title: 'Wurzelwerk', from: '2027-03-12', to: '2027-04-30', venue: 'Kunstverein Celle' },
  { year: 2025, description: 'Baumzeichen, Galerie am Markt' },
  { title: 'Wurzeln und Kronen', from: '2026-10-30', to: '2027-01-17', venue: 'Galerie am Markt' },
  { title: 'Lichtungen', from: '2026-06-05', to: '2026-08-23' },
  { year: 2005, description: 'Abschlussausstellung, Fachschule für Gestaltung' },
];

/** The list as the visitor finds it when she has scrolled near it. */
const renderNear = () => {
  render(<ExhibitionList exhibitions={exhibitions} built="2026-11-23" labels={labels} />);
  mockIsIntersecting(screen.getAllByRole('list')[0]!.parentElement!.parentElement!, true);
};

afterEach(() => jest.useRealTimers());

describe('exhibition list', () => {
  it('shows a year and a description a row, the seed’s lines as they are', () => {
    getJsonMock.mockResolvedValue(exhibitions);
    render(<ExhibitionList exhibitions={exhibitions} built="2026-11-23" labels={labels} />);
    expect(rows()).toEqual(['2025Baumzeichen, Galerie am Markt', '2005Abschlussausstellung, Fachschule für Gestaltung']);
  });

  it('groups the shows as to come, on now and past, newest first, each leading to its page with its days and place', () => {
    jest.useFakeTimers({ now: new Date('2026-11-23T10:00:00Z'), doNotFake: ['queueMicrotask', 'nextTick'] });
    render(<ExhibitionList exhibitions={shows} built="2026-11-23" labels={labels} />);
    expect(screen.getAllByRole('heading').map((heading) => heading.textContent)).toEqual(['Demnächst', 'Jetzt zu sehen', 'Vergangene Ausstellungen']);
    expect(group('Demnächst')).toEqual(['2027Wurzelwerk12.\u00a0März – 30.\u00a0April 2027 · Kunstverein Celle']);
    expect(group('Jetzt zu sehen')).toEqual(['2026Wurzeln und Kronen30.\u00a0Oktober 2026 – 17.\u00a0Januar 2027 · Galerie am Markt']);
    expect(group('Vergangene Ausstellungen')).toEqual([
      '2026Lichtungen5.\u00a0Juni – 23.\u00a0August 2026',
      '2025Baumzeichen, Galerie am Markt',
      '2005Abschlussausstellung, Fachschule für Gestaltung',
    ]);
    expect(screen.getByRole('link', { name: 'Wurzelwerk' })).toHaveAttribute('href', '/ausstellungen/wurzelwerk-2027/');
  });

  it('regroups by the visitor’s day after load: a show that ended is past, one that began is on', () => {
    // Built on 23 November 2026, read on 20 March 2027 (in Germany; 23:30 in London is the next day in Berlin).
    jest.useFakeTimers({ now: new Date('2027-03-19T23:30:00Z'), doNotFake: ['queueMicrotask', 'nextTick'] });
    render(<ExhibitionList exhibitions={shows} built="2026-11-23" labels={labels} />);
    // Taken over as built; the visitor's day comes once the page has painted.
    expect(group('Demnächst')).toEqual(['2027Wurzelwerk12.\u00a0März – 30.\u00a0April 2027 · Kunstverein Celle']);
    act(() => jest.advanceTimersByTime(100));
    expect(screen.queryByRole('heading', { name: 'Demnächst' })).not.toBeInTheDocument();
    expect(group('Jetzt zu sehen')).toEqual(['2027Wurzelwerk12.\u00a0März – 30.\u00a0April 2027 · Kunstverein Celle']);
    expect(group('Vergangene Ausstellungen')[0]).toBe('2026Wurzeln und Kronen30.\u00a0Oktober 2026 – 17.\u00a0Januar 2027 · Galerie am Markt');
  });

  it('turns its day at midnight in Germany in a tab left open: a show on its last day is past after it', () => {
    // 23:30 in Berlin on Wurzelwerk's last day, 30 April 2027 (summer time, UTC+2).
    jest.useFakeTimers({ now: new Date('2027-04-30T21:30:00Z'), doNotFake: ['queueMicrotask', 'nextTick'] });
    const { unmount } = render(<ExhibitionList exhibitions={shows} built="2027-04-30" labels={labels} />);
    act(() => jest.advanceTimersByTime(100));
    expect(group('Jetzt zu sehen')).toEqual(['2027Wurzelwerk12.\u00a0März – 30.\u00a0April 2027 · Kunstverein Celle']);
    act(() => jest.advanceTimersByTime(29 * 60 * 1000));
    expect(group('Jetzt zu sehen')).toEqual(['2027Wurzelwerk12.\u00a0März – 30.\u00a0April 2027 · Kunstverein Celle']);
    act(() => jest.advanceTimersByTime(2 * 60 * 1000));
    expect(screen.queryByRole('heading', { name: 'Jetzt zu sehen' })).not.toBeInTheDocument();
    expect(group('Vergangene Ausstellungen')[0]).toBe('2027Wurzelwerk12.\u00a0März – 30.\u00a0April 2027 · Kunstverein Celle');
    // Gone with the page: no timer left to wake it.
    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });

  it('reads the day again when a tab hidden overnight is shown, whose timers the phone had frozen', () => {
    jest.useFakeTimers({ now: new Date('2027-04-30T10:00:00Z'), doNotFake: ['queueMicrotask', 'nextTick'] });
    render(<ExhibitionList exhibitions={shows} built="2027-04-30" labels={labels} />);
    act(() => jest.advanceTimersByTime(100));
    expect(group('Jetzt zu sehen')).toEqual(['2027Wurzelwerk12.\u00a0März – 30.\u00a0April 2027 · Kunstverein Celle']);
    // The next morning, with no timer run in between.
    jest.setSystemTime(new Date('2027-05-01T07:00:00Z'));
    act(() => document.dispatchEvent(new Event('visibilitychange')));
    expect(screen.queryByRole('heading', { name: 'Jetzt zu sehen' })).not.toBeInTheDocument();
    expect(group('Vergangene Ausstellungen')[0]).toBe('2027Wurzelwerk12.\u00a0März – 30.\u00a0April 2027 · Kunstverein Celle');
  });

  it('shows the new list when the file has changed since the build, loading it once the visitor comes near', async () => {
    getJsonMock.mockResolvedValue([{ year: 2026, description: 'Neue Ausstellung' }, ...exhibitions]);
    render(<ExhibitionList exhibitions={exhibitions} built="2026-11-23" labels={labels} />);
    expect(getJsonMock).not.toHaveBeenCalled();
    act(() => mockIsIntersecting(screen.getByRole('list').parentElement!.parentElement!, true));
    expect(await screen.findByText('Neue Ausstellung')).toBeInTheDocument();
    expect(getJsonMock).toHaveBeenCalledWith('/assets/exhibitions.json', expect.any(AbortSignal));
  });

  it('keeps each show on the page the build published for it when a show of the same name is added above it since', async () => {
    const published = [{ title: 'Lichtung', from: '2026-06-05', venue: 'Kloster Lüne', slug: 'lichtung-2026' }];
    getJsonMock.mockResolvedValue([{ title: 'Lichtung', from: '2026-09-01', venue: 'Galerie am Markt' }, { title: 'Lichtung', from: '2026-06-05', venue: 'Kloster Lüne' }]);
    render(<ExhibitionList exhibitions={published} built="2026-11-23" labels={labels} />);
    act(() => mockIsIntersecting(screen.getByRole('list').parentElement!.parentElement!, true));
    expect(await screen.findByText(/September 2026 · Galerie am Markt/)).toBeInTheDocument();
    // The newcomer has no page before the next build; the published show keeps its own.
    expect(screen.getAllByRole('link', { name: 'Lichtung' }).map((link) => link.getAttribute('href'))).toEqual(['/ausstellungen/lichtung-2026/']);
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

  it('on an English page, shows her English names and marks those still German, leading to the English pages', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-23T10:00:00Z'), doNotFake: ['queueMicrotask', 'nextTick'] });
    const published = [
      { title: 'Root Work', from: '2027-03-12', to: '2027-04-30', venue: 'Kunstverein Celle', slug: 'wurzelwerk-2027', german: [] },
      { title: 'Lichtungen', from: '2026-06-05', to: '2026-08-23', slug: 'lichtungen-2026', german: ['title'] },
      { year: 2005, description: 'Abschlussausstellung, Hamburg', slug: null, german: ['description'] },
    ];
    getJsonMock.mockResolvedValue(published);
    render(<ExhibitionList exhibitions={published} built="2026-11-23" labels={{ ...en.exhibitions, locale: 'en' }} />);
    expect(group('Coming soon')).toEqual(['2027Root Work12 March – 30 April 2027 · Kunstverein Celle']);
    const translated = screen.getByRole('link', { name: 'Root Work' });
    expect(translated).toHaveAttribute('href', '/en/ausstellungen/wurzelwerk-2027/');
    expect(translated).not.toHaveAttribute('lang');
    expect(screen.getByRole('link', { name: 'Lichtungen' })).toHaveAttribute('lang', 'de');
    expect(screen.getByText('Abschlussausstellung, Hamburg')).toHaveAttribute('lang', 'de');
    act(() => mockIsIntersecting(screen.getAllByRole('list')[0]!.parentElement!.parentElement!, true));
    await waitFor(() => expect(getJsonMock).toHaveBeenCalledWith('/assets/en/exhibitions.json', expect.any(AbortSignal)));
  });
});
