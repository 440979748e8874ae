import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { mockAllIsIntersecting, mockIsIntersecting } from 'react-intersection-observer/test-utils';
import { flattenPictures, toSeed } from '@/lib/domain/gallery';
import { getJson } from '@/lib/browser/http';
import { categories as fixture, content, setViewportWidth } from '@/test/fixtures';
import { pictureSlugs } from '@/lib/domain/viewer';
import { withWorkSlugs } from '@/lib/domain/works';
import { GalleryCarousel as Gallery } from './gallery-carousel';

/** The gallery as the build hands it to the page: every picture with its page's address. */
const categories = withWorkSlugs(fixture, pictureSlugs(flattenPictures(fixture)).map((slug) => ({ slug })));

jest.mock('@/lib/browser/http', () => ({ getJson: jest.fn() }));
const getJsonMock = jest.mocked(getJson);

beforeEach(() => {
  getJsonMock.mockResolvedValue(categories);
});

const slides = () => screen.getAllByRole('group').filter((group) => group.getAttribute('aria-roledescription') === 'Folie');

/** Lets the gallery file arrive, be checked (a slice at a time, each in a task of its own) and be rendered. */
const settle = () =>
  act(async () => {
    for (let turn = 0; turn < 10; turn++) await new Promise((resolve) => setTimeout(resolve, 0));
  });

/**
 * The gallery as the page carries it (its first view, and how many works there are) and as the
 * visitor finds it: by default she has scrolled near it, and the rest has come with the gallery file.
 */
const renderGallery = async ({ near = true } = {}) => {
  const result = render(<Gallery categories={toSeed(categories)} labels={content.gallery} locale="de" greeting={content.inquiryGreeting} email={content.email} />);
  if (near) {
    mockIsIntersecting(result.container.firstElementChild!, true);
    await settle();
  }
  return result;
};

beforeEach(() => window.history.replaceState(null, '', '/'));

describe('gallery', () => {
  it('on a phone shows one slide per category, with its name and its thumbnails', async () => {
    setViewportWidth(375);
    await renderGallery();
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Zeichnungen', 'Aquarelle']);
    const drawings = screen.getByRole('heading', { name: 'Zeichnungen' }).nextElementSibling as HTMLElement;
    expect(within(drawings).getAllByRole('link')).toHaveLength(6);
    expect(slides().map((slide) => slide.getAttribute('aria-label'))).toEqual([
      'Zeichnungen, Gruppe 1 von 2',
      'Aquarelle, Gruppe 2 von 2',
    ]);
  });

  it('on a wider screen shows one slide per picture', async () => {
    setViewportWidth(1280);
    await renderGallery();
    expect(slides()).toHaveLength(8);
    expect(screen.queryAllByRole('heading', { level: 3 })).toHaveLength(0);
  });

  it('switches between phone and desktop slides when the window is resized', async () => {
    setViewportWidth(1280);
    await renderGallery();
    act(() => {
      setViewportWidth(375);
      window.dispatchEvent(new Event('resize'));
    });
    expect(screen.queryByRole('group', { name: 'Bild 1 von 8' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Aquarelle' })).toBeInTheDocument();
  });

  it('is prerendered with the first view of both layouts only, counting every work', () => {
    const html = renderToString(<Gallery categories={toSeed(categories)} labels={content.gallery} locale="de" greeting={content.inquiryGreeting} email={content.email} />);
    expect(html).toContain('data-layout="mobile"');
    expect(html).toContain('data-layout="desktop"');
    // The phone's first category (6 drawings) and the first 3 pictures wider: not 8 pictures twice.
    expect(html.match(/<img /g)).toHaveLength(9);
    expect(html.match(/href="\/werke\//g)).toHaveLength(9);
    expect(html).not.toContain('href="/werke/ahorn/"');
    expect(html).toContain('aria-label="Bild 3 von 8"');
  });

  it("marks the sold and the reserved works of the page's first view, before the gallery file comes: the red dot on a phone's square and beside a slide's title, and the words in the link's name", () => {
    const spoken = [
      {
        name: 'Tusche',
        pictures: [
          { thumb: 'b-t.jpg', url: 'b.jpg', alt: 'Tuschezeichnung einer Birke', title: 'Birke am Hang', status: 'verkauft' as const },
          { thumb: 'e-t.jpg', url: 'e.jpg', alt: 'Tuschezeichnung einer Eiche', title: 'Eiche im Wind', status: 'reserviert' as const },
          { thumb: 'l-t.jpg', url: 'l.jpg', alt: 'Tuschezeichnung einer Linde', title: 'Linde', status: 'verfügbar' as const },
        ],
      },
    ];
    // As the build prerenders it, both layouts in the page (not hydrated: what the page carries before its scripts run).
    const html = renderToString(<Gallery categories={toSeed(spoken)} labels={content.gallery} locale="de" greeting={content.inquiryGreeting} email={content.email} />);
    const { container: page } = render(<div dangerouslySetInnerHTML={{ __html: html }} />);
    for (const layout of ['mobile', 'desktop']) {
      const carousel = page.querySelector<HTMLElement>(`[data-layout="${layout}"]`)!;
      expect(within(carousel).getByRole('link', { name: 'Tuschezeichnung einer Birke (verkauft)' })).toBeInTheDocument();
      expect(within(carousel).getByRole('link', { name: 'Tuschezeichnung einer Eiche (reserviert)' })).toBeInTheDocument();
      expect(within(carousel).getByRole('link', { name: 'Tuschezeichnung einer Linde' })).toBeInTheDocument();
      expect([...carousel.querySelectorAll('[data-status]')].map((dot) => dot.getAttribute('data-status'))).toEqual(['verkauft', 'reserviert']);
    }
    const captions = [...page.querySelectorAll('[data-layout="desktop"] p')].filter((caption) => caption.querySelector('[data-status]'));
    expect(captions.map((caption) => caption.textContent?.replace('\u2060', ''))).toEqual(['Birke am Hang', 'Eiche im Wind']);
  });

  it('leaves the works beyond the first view and the gallery file until the visitor comes near the gallery', async () => {
    setViewportWidth(1280);
    const { container } = await renderGallery({ near: false });
    expect(slides()).toHaveLength(3);
    expect(getJsonMock).not.toHaveBeenCalled();
    mockIsIntersecting(container.firstElementChild!, true);
    expect(getJsonMock).toHaveBeenCalledWith('/assets/gallery.json', expect.any(AbortSignal));
    await settle();
    expect(slides()).toHaveLength(8);
  });

  it('loads the works at once when an old address names one beyond the first view, and opens it', async () => {
    setViewportWidth(375);
    window.history.replaceState(null, '', '/#bild-ahorn');
    await renderGallery({ near: false });
    expect(getJsonMock).toHaveBeenCalledWith('/assets/gallery.json', expect.any(AbortSignal));
    expect(await screen.findByRole('dialog', { name: 'Bild 7 von 8: Aquarell eines Ahorns' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/werke/ahorn/');
  });

  it("sets a thumbnail's show flag when it comes into view", async () => {
    setViewportWidth(1280);
    await renderGallery();
    const image = screen.getByRole('img', { name: 'Aquarell eines Ahorns' });
    expect(image).toHaveAttribute('data-show', 'false');
    expect(image).toHaveAttribute('loading', 'lazy');
    mockAllIsIntersecting(true);
    expect(image).toHaveAttribute('data-show', 'true');
  });

  it('keeps a picture shown when the layout changes', async () => {
    setViewportWidth(1280);
    await renderGallery();
    mockAllIsIntersecting(true);
    act(() => {
      setViewportWidth(375);
      window.dispatchEvent(new Event('resize'));
    });
    mockAllIsIntersecting(false);
    expect(screen.getByRole('img', { name: 'Aquarell eines Ahorns' })).toHaveAttribute('data-show', 'true');
  });

  it("fetches a made picture's thumbnail, and shows its placeholder, only once it comes near, keeping it in <noscript> until then", async () => {
    setViewportWidth(1280);
    const image = { base: 'assets/gallery/tusche/eiche.1a2b3c4d', thumbWidths: [160, 320], fullWidths: [800] };
    const made = [{ name: 'Tusche', pictures: [{ thumb: 't.jpg', url: 'u.jpg', alt: 'Tuschezeichnung einer Eiche', width: 800, height: 1000, placeholder: 'data:image/webp;base64,AA==', image }] }];
    getJsonMock.mockResolvedValue(made);
    render(<Gallery categories={toSeed(made)} labels={content.gallery} locale="de" greeting={content.inquiryGreeting} email={content.email} />);
    const link = screen.getByRole('link', { name: 'Tuschezeichnung einer Eiche' });
    const fetched = () => [...link.querySelectorAll('source, img')].filter((element) => !element.closest('noscript') && element.hasAttribute('srcset'));
    const placeholders = () => [...link.querySelectorAll('img[src^="data:"]')].filter((element) => !element.closest('noscript'));
    expect(fetched()).toHaveLength(0);
    expect(placeholders()).toHaveLength(0);
    mockAllIsIntersecting(true);
    // The blurred placeholders come with the gallery file.
    await settle();
    expect(placeholders()).toHaveLength(1);
    // A slide on a 2× screen takes the full size beyond the thumbnails.
    expect(fetched().map((element) => element.getAttribute('srcset'))).toContain(
      '/assets/gallery/tusche/eiche.1a2b3c4d-t160.avif 160w, /assets/gallery/tusche/eiche.1a2b3c4d-t320.avif 320w, /assets/gallery/tusche/eiche.1a2b3c4d-800.avif 800w',
    );
  });

  it('describes pictures without a description by their category and place, never by file name', async () => {
    setViewportWidth(1280);
    await renderGallery();
    expect(screen.getByRole('img', { name: 'Aquarelle, Bild 8 von 8' })).toBeInTheDocument();
  });

  it('after choosing a thumbnail, the viewer shows its picture; closing returns to the thumbnail of the last one viewed', async () => {
    setViewportWidth(375);
    await renderGallery();
    await userEvent.click(screen.getByRole('link', { name: 'Aquarell eines Ahorns' }));

    const viewer = await screen.findByRole('dialog', { name: 'Bild 7 von 8: Aquarell eines Ahorns' });
    expect(within(viewer).getByRole('img')).toHaveAttribute('src', '/assets/gallery/aquarelle/ahorn.jpg');
    expect(window.location.pathname).toBe('/werke/ahorn/');

    await userEvent.click(within(viewer).getByRole('button', { name: 'Nächstes Bild' }));
    expect(screen.getByRole('dialog', { name: /^Bild 8 von 8/ })).toBeInTheDocument();

    await userEvent.click(within(viewer).getByRole('button', { name: 'Schließen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(window.location.pathname).toBe('/');
    expect(screen.getByRole('link', { name: 'Aquarelle, Bild 8 von 8' })).toHaveFocus();
  });

  it('labels the carousel and its slides for screen readers', async () => {
    setViewportWidth(1280);
    await renderGallery();
    expect(screen.getByRole('group', { name: 'Bilder' })).toHaveAttribute('aria-roledescription', 'Karussell');
    expect(screen.getByRole('group', { name: 'Bild 3 von 8' })).toHaveAttribute('aria-roledescription', 'Folie');
  });

  it('shows new pictures when the gallery file has changed since the build', async () => {
    setViewportWidth(375);
    getJsonMock.mockResolvedValue([...categories, { name: 'Pastelle', pictures: [{ thumb: 'p-thumb.jpg', url: 'p.jpg' }] }]);
    await renderGallery();
    expect(await screen.findByRole('heading', { name: 'Pastelle' })).toBeInTheDocument();
    expect(getJsonMock).toHaveBeenCalledWith('/assets/gallery.json', expect.any(AbortSignal));
  });

  it('fetches the gallery file once, however often the gallery renders while it comes', async () => {
    setViewportWidth(375);
    let arrive: (file: unknown) => void = () => {};
    getJsonMock.mockReturnValue(new Promise((resolve) => (arrive = resolve)));
    const seed = toSeed(categories);
    const gallery = () => <Gallery categories={seed} labels={content.gallery} locale="de" greeting={content.inquiryGreeting} email={content.email} />;
    const { container, rerender } = render(gallery());
    mockIsIntersecting(container.firstElementChild!, true);
    rerender(gallery());
    rerender(gallery());
    arrive(categories);
    await settle();
    expect(getJsonMock).toHaveBeenCalledTimes(1);
    expect(slides()).toHaveLength(2);
  });

  it('keeps the first view as built, and says so once in the console, when the gallery file on the server is empty', async () => {
    setViewportWidth(375);
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    getJsonMock.mockResolvedValue([]);
    await renderGallery();
    await waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
    expect(warn).toHaveBeenCalledWith('assets/gallery.json on the server is empty; showing the content as built.');
    expect(screen.getByRole('heading', { name: 'Zeichnungen' })).toBeInTheDocument();
    expect(screen.getAllByRole('link')).toHaveLength(6);
    warn.mockRestore();
  });

  it('shows a thumbnail whose file does not load as a quiet tile with its title, never as a broken image', () => {
    setViewportWidth(1280);
    const titled = [{ name: 'Tusche', pictures: [{ thumb: 'weg-t.jpg', url: 'weg.jpg', alt: 'Tuschezeichnung einer alten Eiche', title: 'Alte Eiche' }] }];
    getJsonMock.mockResolvedValue(titled);
    render(<Gallery categories={toSeed(titled)} labels={content.gallery} locale="de" greeting={content.inquiryGreeting} email={content.email} />);
    mockAllIsIntersecting(true);
    const link = screen.getByRole('link', { name: 'Tuschezeichnung einer alten Eiche' });
    fireEvent.error(within(link).getByRole('img'));
    expect(within(link).queryByRole('img')).not.toBeInTheDocument();
    expect(link).toHaveTextContent('Alte Eiche');
  });

  it('takes the blurred placeholder from beside a whole picture on a desktop slide once it has arrived', async () => {
    setViewportWidth(1280);
    const image = { base: 'assets/gallery/tusche/eiche.1a2b3c4d', thumbWidths: [160, 320], fullWidths: [800] };
    const made = [{ name: 'Tusche', pictures: [{ thumb: 't.jpg', url: 'u.jpg', alt: 'Tuschezeichnung einer Eiche', width: 800, height: 600, placeholder: 'data:image/webp;base64,AA==', image }] }];
    getJsonMock.mockResolvedValue(made);
    render(<Gallery categories={toSeed(made)} labels={content.gallery} locale="de" greeting={content.inquiryGreeting} email={content.email} />);
    mockAllIsIntersecting(true);
    // The blurred placeholders come with the gallery file.
    await settle();
    const link = screen.getByRole('link', { name: 'Tuschezeichnung einer Eiche' });
    const placeholder = () => [...link.querySelectorAll('img[src^="data:"]')].filter((element) => !element.closest('noscript'));
    expect(placeholder()).toHaveLength(1);
    fireEvent.load(within(link).getByRole('img'));
    expect(placeholder()).toHaveLength(0);
  });

  it('offers a wide screen one jump per category and where it stands, not a control per picture, also with 300 pictures', () => {
    setViewportWidth(1280);
    const sizes = [12, 20, 35, 54, 80, 99];
    const catalogue = sizes.map((count, categoryIndex) => ({
      name: `Reihe ${categoryIndex + 1}`,
      pictures: Array.from({ length: count }, (_, i) => ({ thumb: `r${categoryIndex}-${i}-t.jpg`, url: `r${categoryIndex}-${i}.jpg`, alt: `Baum ${categoryIndex + 1}.${i + 1}` })),
    }));
    getJsonMock.mockResolvedValue(catalogue);
    render(<Gallery categories={toSeed(catalogue)} labels={content.gallery} locale="de" greeting={content.inquiryGreeting} email={content.email} />);
    const carousel = screen.getByRole('group', { name: 'Bilder' });
    const controls = within(carousel).getAllByRole('button');
    expect(controls).toHaveLength(8);
    const jumps = within(within(carousel).getByRole('group', { name: 'Kategorien' })).getAllByRole('button');
    expect(jumps.map((jump) => jump.textContent)).toEqual(['Reihe 1', 'Reihe 2', 'Reihe 3', 'Reihe 4', 'Reihe 5', 'Reihe 6']);
    expect(jumps[0]).toHaveAttribute('aria-current', 'true');
    expect(within(carousel).getByText(/^1–\d+ von 300$/)).toBeInTheDocument();
    expect(within(carousel).getByRole('button', { name: 'Zurück blättern' })).toBeInTheDocument();
    expect(within(carousel).getByRole('button', { name: 'Weiter blättern' })).toBeInTheDocument();
  });
});
