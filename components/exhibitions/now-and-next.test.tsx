import { act, render, screen, within } from '@testing-library/react';
import { content, wurzelwerk } from '@/test/fixtures';
import { NowAndNext } from './now-and-next';

const labels = content.exhibitions;
const shows = [
  { ...wurzelwerk, slug: 'wurzelwerk-2027' },
  { slug: 'wurzeln-und-kronen-2026', title: 'Wurzeln und Kronen', from: '2026-10-30', to: '2027-01-17', venue: 'Galerie am Markt' },
  { slug: 'spaeter-2027', title: 'Später', from: '2027-09-01' },
];

/** What the highlight says, show by show. */
const items = () => screen.queryAllByRole('article').map((item) => within(item).getAllByText(/./).map((node) => node.textContent));

/** The page as built on 23 November 2026, opened at `now`: hydrated as built, then read by the visitor's day once it has painted. */
function renderAt(now: string) {
  jest.useFakeTimers({ now: new Date(now), doNotFake: ['queueMicrotask', 'nextTick'] });
  const view = render(<NowAndNext exhibitions={shows} built="2026-11-23" labels={labels} />);
  // The build's day until then, so the page is taken over as it was prerendered.
  expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Wurzeln und Kronen', 'Wurzelwerk']);
  // The frame, then the task after it; not the next hour's reading (use-today.ts).
  act(() => jest.advanceTimersByTime(100));
  return view;
}

afterEach(() => jest.useRealTimers());

describe('now and next, above the gallery', () => {
  it('names the show on now and the next to come, with days, opening, place and page', () => {
    renderAt('2026-11-23T12:00:00Z');
    expect(screen.getByRole('region', { name: 'Ausstellungen jetzt und demnächst' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Wurzeln und Kronen', 'Wurzelwerk']);
    const [now, next] = screen.getAllByRole('article');
    expect(now).toHaveTextContent('Jetzt zu sehen');
    expect(now).toHaveTextContent('30. Oktober 2026 – 17. Januar 2027');
    expect(next).toHaveTextContent('Demnächst');
    expect(next).toHaveTextContent('12. März – 30. April 2027');
    expect(next).toHaveTextContent('Eröffnung: Freitag, 12. März 2027, 19:00 Uhr');
    expect(next).toHaveTextContent('Kunstverein Celle, Schloßplatz 7, 29221 Celle');
    expect(within(next!).getByRole('link', { name: /^Mehr zur Ausstellung ?: Wurzelwerk$/ })).toHaveAttribute('href', '/ausstellungen/wurzelwerk-2027/');
    expect(within(next!).getByRole('link', { name: /^In den Kalender ?: Wurzelwerk$/ })).toHaveAttribute('href', '/ausstellungen/wurzelwerk-2027/wurzelwerk-2027.ics');
    expect(within(now!).queryByRole('link', { name: /In den Kalender/ })).not.toBeInTheDocument();
  });

  it('drops a show that has ended since the build, on the visitor’s day in Germany', () => {
    // 23:30 in London on 17 January is 00:30 on the 18th in Berlin: the show ended the day before.
    renderAt('2027-01-17T23:30:00Z');
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Wurzelwerk']);
    expect(screen.getByRole('article')).toHaveTextContent('Demnächst');
  });

  it('names a show that has begun since the build as on now, and the one after it as next', () => {
    renderAt('2027-03-12T09:00:00Z');
    const [now, next] = screen.getAllByRole('article');
    expect(now).toHaveTextContent(/^Jetzt zu sehenWurzelwerk/);
    expect(now).not.toHaveTextContent('Eröffnung');
    expect(next).toHaveTextContent(/^DemnächstSpäter1. September 2027/);
    expect(items()).toHaveLength(2);
  });

  it('shows nothing when nothing is on or to come', () => {
    const { container } = renderAt('2027-09-02T12:00:00Z');
    expect(container).toBeEmptyDOMElement();
    render(<NowAndNext exhibitions={[]} built="2026-11-23" labels={labels} />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
