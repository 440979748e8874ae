import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { flattenPictures } from '@/lib/domain/gallery';
import { content } from '@/test/fixtures';
import { pictureSlugs } from '@/lib/domain/viewer';
import { PictureViewer } from './picture-viewer';

const pictures = flattenPictures([
  {
    name: 'Aquarelle',
    pictures: [
      { thumb: 'a-t.jpg', url: 'assets/a.jpg', title: 'Ahorn', year: 2019, technique: 'Aquarell', size: '30 × 40 cm', alt: 'Aquarell eines Ahorns', status: 'verfügbar', price: 'auf Anfrage' },
      { thumb: 'b-t.jpg', url: 'assets/b.jpg', title: 'Birke' },
      { thumb: 'c-t.jpg', url: 'assets/c.jpg', alt: 'Pastell einer Kastanie' },
    ],
  },
]);

/** Rendered, and once open, made modal (after its first frame, use-modal-dialog.ts); `showIndex` renders it again at another. */
async function renderViewer(index: number | null) {
  const onShow = jest.fn();
  const onClose = jest.fn();
  const at = (shown: number | null) => <PictureViewer pictures={pictures} total={3} slugs={pictureSlugs(pictures)} index={shown} labels={content.viewer} workLabels={content.work} email={content.email} onShow={onShow} onClose={onClose} />;
  const view = render(at(index));
  if (index !== null) await screen.findByRole('dialog');
  return { ...view, onShow, onClose, showIndex: (shown: number | null) => view.rerender(at(shown)) };
}

describe('picture viewer', () => {
  // jsdom has no scrolling: the zoomed picture's moves are only counted.
  beforeEach(() => (Element.prototype.scrollBy = jest.fn()));
  afterEach(() => delete (Element.prototype as Partial<Element>).scrollBy);

  it("says whether the work can be had, and offers an inquiry naming the work and its page's address", async () => {
    await renderViewer(0);
    const viewer = screen.getByRole('dialog');
    expect(viewer).toHaveTextContent('Verfügbar · Preis auf Anfrage');
    const inquiry = new URL(screen.getByRole('link', { name: 'Anfrage zu diesem Werk' }).getAttribute('href')!);
    expect(inquiry.pathname).toBe(content.email);
    expect(inquiry.searchParams.get('subject')).toBe('Anfrage zu „Ahorn“ (2019)');
    expect(inquiry.searchParams.get('body')).toContain('/werke/ahorn/');
    expect(screen.getByRole('button', { name: 'Teilen' })).toBeInTheDocument();
  });

  it('is closed while no picture is chosen', async () => {
    await renderViewer(null);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closed again before its first frame has painted, is never made modal', async () => {
    const { container, showIndex } = await renderViewer(null);
    showIndex(0);
    showIndex(null);
    const dialog = container.querySelector('dialog')!;
    expect(dialog).not.toHaveAttribute('data-opening');
    await new Promise((painted) => requestAnimationFrame(() => setTimeout(painted)));
    expect(dialog).not.toHaveAttribute('open');
  });

  it('lays its bare paper over the page when asked to cover it, before any work is chosen', () => {
    const coverRef: { current: (() => void) | null } = { current: null };
    const { container } = render(<PictureViewer pictures={pictures} total={3} slugs={pictureSlugs(pictures)} index={null} labels={content.viewer} workLabels={content.work} email={content.email} onShow={jest.fn()} onClose={jest.fn()} coverRef={coverRef} />);
    const dialog = container.querySelector('dialog')!;
    expect(dialog).not.toHaveAttribute('data-opening');
    coverRef.current!();
    expect(dialog).toHaveAttribute('data-opening');
    expect(dialog).not.toHaveAttribute('open');
    expect(dialog.querySelector('img')).toBeNull();
  });

  it('closed, stands ready without fetching any picture, and opens on the one chosen', async () => {
    const { container, showIndex } = await renderViewer(null);
    expect(container.querySelectorAll('img, source')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Schließen' })).not.toBeInTheDocument();
    showIndex(1);
    // Its first frame covers the page; the page is made inert (modal) only once that has painted.
    const dialog = container.querySelector('dialog')!;
    expect(dialog).toHaveAttribute('data-opening');
    expect(dialog).not.toHaveAttribute('open');
    expect(await screen.findByRole('dialog')).toHaveTextContent('Birke');
    expect(dialog).not.toHaveAttribute('data-opening');
    expect(screen.getByRole('button', { name: 'Schließen' })).toBeVisible();
    expect(screen.getByRole('img', { name: 'Birke' })).toHaveAttribute('src', '/assets/b.jpg');
  });

  it('shows the picture with its caption, and says where it is', async () => {
    await renderViewer(0);
    const viewer = screen.getByRole('dialog', { name: 'Bild 1 von 3: Ahorn' });
    expect(viewer).toHaveAttribute('open');
    expect(screen.getByRole('img', { name: 'Aquarell eines Ahorns' })).toHaveAttribute('src', '/assets/a.jpg');
    expect(screen.getByText('1 / 3')).toBeInTheDocument();
    expect(screen.getByText('2019 · Aquarell · 30 × 40 cm')).toBeInTheDocument();
  });

  it('names a picture without a title by its description', async () => {
    await renderViewer(2);
    expect(screen.getByRole('dialog', { name: 'Bild 3 von 3: Pastell einer Kastanie' })).toBeInTheDocument();
  });

  it('goes to the next and previous picture with the buttons, round the ends', async () => {
    const { onShow } = await renderViewer(2);
    await userEvent.click(screen.getByRole('button', { name: 'Nächstes Bild' }));
    await userEvent.click(screen.getByRole('button', { name: 'Vorheriges Bild' }));
    expect(onShow.mock.calls).toEqual([[0], [1]]);
  });

  it('while the rest of the works are on their way, counts them all, and previous from the first goes to the last once it has come', async () => {
    const onShow = jest.fn();
    const firstView = pictures.slice(0, 2);
    const props = { total: 3, index: 0, labels: content.viewer, workLabels: content.work, email: content.email, onShow, onClose: jest.fn() };
    const { rerender } = render(<PictureViewer pictures={firstView} slugs={pictureSlugs(firstView)} {...props} />);
    await screen.findByRole('dialog');
    expect(screen.getByRole('dialog', { name: 'Bild 1 von 3: Ahorn' })).toBeInTheDocument();
    expect(screen.getByText('1 / 3')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Vorheriges Bild' }));
    expect(onShow).not.toHaveBeenCalled();
    rerender(<PictureViewer pictures={pictures} slugs={pictureSlugs(pictures)} {...props} />);
    expect(onShow.mock.calls).toEqual([[2]]);
  });

  it('goes on with the Right key and back with the Left key', async () => {
    const { onShow } = await renderViewer(1);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'ArrowRight' });
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'ArrowLeft' });
    expect(onShow.mock.calls).toEqual([[2], [0]]);
  });

  it('changes the picture on a sideways swipe, but not on a mouse drag', async () => {
    const { onShow } = await renderViewer(1);
    const image = screen.getByRole('img');
    const stage = image.parentElement!;
    fireEvent.pointerDown(stage, { pointerType: 'touch', isPrimary: true, clientX: 300, clientY: 200 });
    fireEvent.pointerUp(stage, { pointerType: 'touch', isPrimary: true, clientX: 120, clientY: 210 });
    fireEvent.pointerDown(stage, { pointerType: 'mouse', isPrimary: true, clientX: 300, clientY: 200 });
    fireEvent.pointerUp(stage, { pointerType: 'mouse', isPrimary: true, clientX: 120, clientY: 200 });
    expect(onShow.mock.calls).toEqual([[2]]);
  });

  it('closes on its close button', async () => {
    const { onClose } = await renderViewer(0);
    await userEvent.click(screen.getByRole('button', { name: 'Schließen' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes on Escape, once, and on a request to close such as a phone\'s Back gesture', async () => {
    const { onClose } = await renderViewer(0);
    const escape = fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    // Handled on the key, so the browser does not also close the dialog.
    expect(escape).toBe(false);
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('takes the keys from its first frame, before it is made modal', async () => {
    const { container, showIndex, onShow, onClose } = await renderViewer(null);
    showIndex(0);
    const dialog = container.querySelector('dialog')!;
    expect(dialog).toHaveAttribute('data-opening');
    expect(dialog).toHaveFocus();
    fireEvent.keyDown(dialog, { key: 'ArrowRight' });
    expect(onShow).toHaveBeenCalledWith(1);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes on a click beside the picture', async () => {
    const { onClose } = await renderViewer(0);
    await userEvent.click(screen.getByRole('figure'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('stays open on a click on the picture itself', async () => {
    const { onClose } = await renderViewer(0);
    await userEvent.click(screen.getByRole('img'));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows full resolution on double-click or the zoom button, and the next picture whole again', async () => {
    const { showIndex } = await renderViewer(0);
    const zoom = screen.getByRole('button', { name: 'In voller Größe zeigen' });
    expect(zoom).toHaveAttribute('aria-pressed', 'false');
    await userEvent.dblClick(screen.getByRole('img'));
    expect(zoom).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(zoom);
    expect(zoom).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(zoom);
    showIndex(1);
    expect(screen.getByRole('button', { name: 'In voller Größe zeigen' })).toHaveAttribute('aria-pressed', 'false');
  });

  it("shows the gallery's own thumbnail file while the picture comes, never a blurred placeholder", async () => {
    const image = { base: 'assets/gallery/tusche/eiche.1a2b3c4d', thumbWidths: [160, 320], fullWidths: [800] };
    const made = flattenPictures([
      { name: 'Tusche', pictures: [{ thumb: 't.jpg', url: 'u.jpg', alt: 'Tuschezeichnung einer Eiche', width: 800, height: 1000, placeholder: 'data:image/webp;base64,AA==', image }] },
    ]);
    render(<PictureViewer pictures={made} total={1} slugs={pictureSlugs(made)} index={0} labels={content.viewer} workLabels={content.work} email={content.email} onShow={jest.fn()} onClose={jest.fn()} />);
    await screen.findByRole('dialog');
    const viewer = screen.getByRole('dialog');
    expect(viewer.querySelector('img[src^="data:"]')).toBeNull();
    const thumbnail = viewer.querySelector('img[srcset*="-t320.jpg"]')!;
    // The gallery's widths (a slide offers the full files too) and its sizes, so the browser picks the file it picked there.
    expect(thumbnail).toHaveAttribute(
      'srcset',
      '/assets/gallery/tusche/eiche.1a2b3c4d-t160.jpg 160w, /assets/gallery/tusche/eiche.1a2b3c4d-t320.jpg 320w, /assets/gallery/tusche/eiche.1a2b3c4d-800.jpg 800w',
    );
    // A fifth of a phone's width, a third or half of a wider one, less the gaps.
    expect(thumbnail.getAttribute('sizes')).toContain('calc((100vw - 55px - 3rem - 24px) / 5 *');
    expect(thumbnail.getAttribute('sizes')).toContain('(min-width: 1088px) calc(((100vw - 90px - 4rem) / 3 - 2.5rem) *');
    expect(screen.getByRole('img', { name: 'Tuschezeichnung einer Eiche' })).toHaveAttribute('srcset', '/assets/gallery/tusche/eiche.1a2b3c4d-800.jpg 800w');
  });

  it('lets the thumbnail under the picture go once the full picture has come, so a zoom draws one picture', async () => {
    const image = { base: 'assets/gallery/tusche/eiche.1a2b3c4d', thumbWidths: [160, 320], fullWidths: [800] };
    const made = flattenPictures([{ name: 'Tusche', pictures: [{ thumb: 't.jpg', url: 'u.jpg', alt: 'Tuschezeichnung einer Eiche', width: 800, height: 1000, image }] }]);
    render(<PictureViewer pictures={made} total={1} slugs={pictureSlugs(made)} index={0} labels={content.viewer} workLabels={content.work} email={content.email} onShow={jest.fn()} onClose={jest.fn()} />);
    const viewer = await screen.findByRole('dialog');
    expect(viewer.querySelector('img[srcset*="-t320.jpg"]')).not.toBeNull();
    fireEvent.load(screen.getByRole('img', { name: 'Tuschezeichnung einer Eiche' }));
    expect(viewer.querySelector('img[srcset*="-t320.jpg"]')).toBeNull();
    expect(screen.getByRole('img', { name: 'Tuschezeichnung einer Eiche' })).toBeInTheDocument();
  });

  it("writes the full picture's sizes without min() or max(), which WebKit does not read", async () => {
    const image = { base: 'assets/gallery/tusche/eiche.1a2b3c4d', thumbWidths: [320], fullWidths: [800, 1600] };
    const made = flattenPictures([{ name: 'Tusche', pictures: [{ thumb: 't.jpg', url: 'u.jpg', alt: 'Eiche', width: 1600, height: 2000, image }] }]);
    render(<PictureViewer pictures={made} total={1} slugs={pictureSlugs(made)} index={0} labels={content.viewer} workLabels={content.work} email={content.email} onShow={jest.fn()} onClose={jest.fn()} />);
    await screen.findByRole('dialog');
    const sizes = screen.getByRole('img', { name: 'Eiche' }).getAttribute('sizes')!;
    expect(sizes).not.toMatch(/min\(|max\(/);
    expect(sizes).toContain('(min-aspect-ratio: 1600/2000) calc((100vh - 15.5rem) * 0.800)');
    expect(sizes.endsWith('calc(100vw - 8rem)')).toBe(true);
  });

  it('opened by a pointer or by the address, holds the focus on the dialog itself, not on a button', async () => {
    await renderViewer(0);
    expect(screen.getByRole('dialog')).toHaveFocus();
  });

  it('zoomed in, the arrow keys move the picture instead of changing it, and Escape leaves the zoom before the viewer', async () => {
    const { onShow, onClose } = await renderViewer(0);
    const zoom = screen.getByRole('button', { name: 'In voller Größe zeigen' });
    await userEvent.click(zoom);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'ArrowRight' });
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'ArrowDown' });
    expect(onShow).not.toHaveBeenCalled();
    expect(Element.prototype.scrollBy).toHaveBeenCalledTimes(2);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(zoom).toHaveAttribute('aria-pressed', 'false');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('enlarges a work with tiles further, by + and double-click, up to one pixel of the original to one of the screen, and - steps back out', async () => {
    const deep = { width: 6000, height: 4000, tileSize: 512, format: 'jpeg', minLevel: 3 };
    const image = { base: 'assets/gallery/tusche/eiche.1a2b3c4d', thumbWidths: [320], fullWidths: [800, 1600, 2400], deep };
    const made = flattenPictures([{ name: 'Tusche', pictures: [{ thumb: 't.jpg', url: 'u.jpg', alt: 'Eiche', width: 6000, height: 4000, image }] }]);
    render(<PictureViewer pictures={made} total={1} slugs={pictureSlugs(made)} index={0} labels={content.viewer} workLabels={content.work} email={content.email} onShow={jest.fn()} onClose={jest.fn()} />);
    await screen.findByRole('dialog');
    const viewer = screen.getByRole('dialog');
    const zoom = screen.getByRole('button', { name: 'In voller Größe zeigen' });
    const canvas = () => screen.getByRole('img', { name: 'Eiche' }).closest('[style]') as HTMLElement;
    fireEvent.keyDown(viewer, { key: '+' });
    expect(zoom).toHaveAttribute('aria-pressed', 'true');
    expect(canvas()).toHaveStyle({ width: '2400px', height: '1600px' });
    fireEvent.keyDown(viewer, { key: '+' });
    expect(canvas()).toHaveStyle({ width: '4800px' });
    // jsdom has no pointer capture, which a mouse's drag takes: the double-click alone.
    fireEvent.doubleClick(screen.getByRole('img', { name: 'Eiche' }));
    expect(canvas()).toHaveStyle({ width: '6000px', height: '4000px' });
    fireEvent.keyDown(viewer, { key: '+' });
    expect(canvas()).toHaveStyle({ width: '6000px' });
    fireEvent.keyDown(viewer, { key: '-' });
    fireEvent.keyDown(viewer, { key: '-' });
    expect(canvas()).toHaveStyle({ width: '2400px' });
    fireEvent.keyDown(viewer, { key: '-' });
    expect(zoom).toHaveAttribute('aria-pressed', 'false');
  });

  it('says so in words, instead of showing a broken image, when the picture does not load', async () => {
    await renderViewer(0);
    fireEvent.error(screen.getByRole('img', { name: 'Aquarell eines Ahorns' }));
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByText('Dieses Bild lässt sich gerade nicht laden.')).toBeInTheDocument();
  });
});
