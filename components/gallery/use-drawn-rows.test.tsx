import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockIsIntersecting } from 'react-intersection-observer/test-utils';
import { flattenPictures, toSeed } from '@/lib/domain/gallery';
import { pictureSlugs } from '@/lib/domain/viewer';
import { withWorkSlugs } from '@/lib/domain/works';
import { getJson } from '@/lib/browser/http';
import { content, setViewportWidth } from '@/test/fixtures';
import { GalleryCarousel as Gallery } from './gallery-carousel';

jest.mock('@/lib/browser/http', () => ({ getJson: jest.fn() }));

// A first category of 150 drawings, thirty rows of a phone's grid, then 100 oils.
const works = (name: string, count: number) => ({
  name,
  pictures: Array.from({ length: count }, (_, i) => ({ thumb: `${name}-${i + 1}-t.jpg`, url: `${name}-${i + 1}.jpg`, title: `${name} ${i + 1}`, alt: `${name} ${i + 1}` })),
});
const unnamed = [works('Tusche', 150), works('Öl', 100)];
/** The gallery as the build hands it to the page: every picture with its page's address. */
const catalogue = withWorkSlugs(unnamed, pictureSlugs(flattenPictures(unnamed)).map((slug) => ({ slug })));

beforeEach(() => {
  window.history.replaceState(null, '', '/');
  jest.mocked(getJson).mockResolvedValue(catalogue);
  setViewportWidth(375);
});

/** The phone's gallery once the visitor has come near it and its works have come: a square for each. */
async function nearGallery() {
  const result = render(<Gallery categories={toSeed(catalogue)} labels={content.gallery} locale="de" greeting={content.inquiryGreeting} email={content.email} />);
  mockIsIntersecting(result.container.firstElementChild!, true);
  const slide = (name: string) => screen.getAllByRole('group').find((group) => group.getAttribute('aria-label')?.startsWith(name))!;
  const squares = (name: string) => slide(name).querySelectorAll('li');
  // The file is checked 25 works at a time, the page getting its turn between slices.
  await waitFor(() => expect(squares('Öl')).toHaveLength(100), { timeout: 5000 });
  return { squares, drawn: (name: string) => within(slide(name)).queryAllByRole('link').map((link) => link.getAttribute('aria-label')) };
}

const named = (name: string, from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => `${name} ${from + i}`);

describe("a phone's category of many works", () => {
  it('draws its first twelve rows at first, keeping a square for every work', async () => {
    const { squares, drawn } = await nearGallery();
    await waitFor(() => expect(drawn('Tusche')).toEqual(named('Tusche', 1, 60)));
    expect(squares('Tusche')).toHaveLength(150);
  });

  it('draws the rows below as the first square not drawn comes near the view', async () => {
    const { squares, drawn } = await nearGallery();
    await waitFor(() => expect(drawn('Tusche')).toHaveLength(60));
    mockIsIntersecting(squares('Tusche')[60]!, true);
    // Where the browser does not say how far the view reaches (as here), six rows more.
    await waitFor(() => expect(drawn('Tusche')).toEqual(named('Tusche', 1, 90)));
    mockIsIntersecting(squares('Tusche')[90]!, true);
    await waitFor(() => expect(drawn('Tusche')).toEqual(named('Tusche', 1, 120)));
  });

  it('draws six rows beyond the thumbnail that has the focus, so that Tab does not run past the rows drawn', async () => {
    const { drawn } = await nearGallery();
    const link = await screen.findByRole('link', { name: 'Tusche 55' });
    act(() => link.focus());
    // Tusche 55 stands in the eleventh row; six rows more end with Tusche 85.
    expect(drawn('Tusche')).toEqual(named('Tusche', 1, 85));
  });

  it('draws its category as far as the last work viewed when the viewer closes, and gives that thumbnail the focus', async () => {
    await nearGallery();
    // Opened without giving the thumbnail the focus (which would draw rows beyond it by itself).
    fireEvent.click(await screen.findByRole('link', { name: 'Tusche 60' }));
    const viewer = await screen.findByRole('dialog', { name: /^Bild 60 von 250/ });
    await userEvent.click(within(viewer).getByRole('button', { name: 'Nächstes Bild' }));
    await userEvent.click(within(viewer).getByRole('button', { name: 'Nächstes Bild' }));
    expect(screen.getByRole('dialog', { name: /^Bild 62 von 250/ })).toBeInTheDocument();
    await userEvent.click(within(viewer).getByRole('button', { name: 'Schließen' }));
    await waitFor(() => expect(screen.getByRole('link', { name: 'Tusche 62' })).toHaveFocus());
  });
});
