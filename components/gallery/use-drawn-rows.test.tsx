import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockIsIntersecting } from 'react-intersection-observer/test-utils';
import { flattenPictures, toSeed } from '@/lib/domain/gallery';
import { pictureSlugs } from '@/lib/domain/viewer';
import { withWorkSlugs } from '@/lib/domain/works';
import { getJson } from '@/lib/browser/http';
import { content, setViewportWidth } from '@/test/fixtures';
import { GalleryCarousel as Gallery } from './gallery-carousel';

jest.mock('@/lib/browser/http', () => ({ getJson: jest.fn() }));

// A first category of 150 drawings, thirty rows of a phone's grid, then ten oils.
const works = (name: string, count: number) => ({
  name,
  pictures: Array.from({ length: count }, (_, i) => ({ thumb: `${name}-${i + 1}-t.jpg`, url: `${name}-${i + 1}.jpg`, title: `${name} ${i + 1}`, alt: `${name} ${i + 1}` })),
});
const unnamed = [works('Tusche', 150), works('Öl', 10)];
/** The gallery as the build hands it to the page: every picture with its page's address. */
const catalogue = withWorkSlugs(unnamed, pictureSlugs(flattenPictures(unnamed)).map((slug) => ({ slug })));

beforeEach(() => {
  window.history.replaceState(null, '', '/');
  jest.mocked(getJson).mockResolvedValue(catalogue);
  setViewportWidth(375);
});

/** Lets the gallery file arrive, be checked (a slice at a time) and be rendered. */
const settle = () =>
  act(async () => {
    for (let turn = 0; turn < 10; turn++) await new Promise((resolve) => setTimeout(resolve, 0));
  });

/** The phone's gallery once the visitor has come near it and its works have come. */
async function nearGallery() {
  const result = render(<Gallery categories={toSeed(catalogue)} labels={content.gallery} locale="de" greeting={content.inquiryGreeting} email={content.email} />);
  mockIsIntersecting(result.container.firstElementChild!, true);
  await settle();
  const firstSlide = screen.getAllByRole('group', { name: /^Tusche/ })[0]!;
  return { firstSlide, squares: () => firstSlide.querySelectorAll('li'), drawn: () => within(firstSlide).getAllByRole('link').map((link) => link.getAttribute('aria-label')) };
}

const named = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => `Tusche ${from + i}`);

describe("a phone's category of many works", () => {
  it('draws its first twelve rows at first, keeping a square for every work', async () => {
    const { squares, drawn } = await nearGallery();
    expect(drawn()).toEqual(named(1, 60));
    expect(squares()).toHaveLength(150);
  });

  it('draws the rows below as the first square not drawn comes near the view', async () => {
    const { squares, drawn } = await nearGallery();
    mockIsIntersecting(squares()[60]!, true);
    await settle();
    // Without the view's reach (as here), six rows more.
    expect(drawn()).toEqual(named(1, 90));
    mockIsIntersecting(squares()[90]!, true);
    await settle();
    expect(drawn()).toEqual(named(1, 120));
  });

  it('draws its category as far as the last work viewed when the viewer closes, and gives that thumbnail the focus', async () => {
    await nearGallery();
    await userEvent.click(screen.getByRole('link', { name: 'Tusche 60' }));
    const viewer = await screen.findByRole('dialog', { name: /^Bild 60 von 160/ });
    await userEvent.click(within(viewer).getByRole('button', { name: 'Nächstes Bild' }));
    await userEvent.click(within(viewer).getByRole('button', { name: 'Nächstes Bild' }));
    expect(screen.getByRole('dialog', { name: /^Bild 62 von 160/ })).toBeInTheDocument();
    await userEvent.click(within(viewer).getByRole('button', { name: 'Schließen' }));
    await waitFor(() => expect(screen.getByRole('link', { name: 'Tusche 62' })).toHaveFocus());
  });
});
