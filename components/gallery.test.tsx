import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { mockAllIsIntersecting } from 'react-intersection-observer/test-utils';
import { getJson } from '@/lib/http';
import { categories, content, setViewportWidth } from '@/test/fixtures';
import { Gallery } from './gallery';

jest.mock('@/lib/http', () => ({ getJson: jest.fn() }));
const getJsonMock = jest.mocked(getJson);

beforeEach(() => {
  getJsonMock.mockResolvedValue(categories);
});

const renderGallery = () => render(<Gallery categories={categories} labels={content.gallery} />);

describe('gallery', () => {
  it('on a phone shows one slide per category, with its name and its thumbnails', () => {
    setViewportWidth(375);
    renderGallery();
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Zeichnungen', 'Aquarelle']);
    const drawings = screen.getByRole('heading', { name: 'Zeichnungen' }).nextElementSibling as HTMLElement;
    expect(within(drawings).getAllByRole('link')).toHaveLength(6);
    expect(screen.queryAllByRole('figure')).toHaveLength(0);
  });

  it('on a wider screen shows one slide per picture', () => {
    setViewportWidth(1280);
    renderGallery();
    expect(screen.getAllByRole('figure')).toHaveLength(8);
    expect(screen.queryAllByRole('heading', { level: 3 })).toHaveLength(0);
  });

  it('switches between phone and desktop slides when the window is resized', () => {
    setViewportWidth(1280);
    renderGallery();
    act(() => {
      setViewportWidth(375);
      window.dispatchEvent(new Event('resize'));
    });
    expect(screen.queryAllByRole('figure')).toHaveLength(0);
    expect(screen.getByRole('heading', { name: 'Aquarelle' })).toBeInTheDocument();
  });

  it('is prerendered with every thumbnail in both layouts, so nothing moves when it starts', () => {
    const html = renderToString(<Gallery categories={categories} labels={content.gallery} />);
    expect(html).toContain('data-layout="mobile"');
    expect(html).toContain('data-layout="desktop"');
    expect(html.match(/<img /g)).toHaveLength(16);
    expect(html).toContain('href="/assets/gallery/aquarelle/ahorn.jpg"');
  });

  it("sets a thumbnail's show flag when it comes into view", () => {
    setViewportWidth(1280);
    renderGallery();
    const image = screen.getByRole('img', { name: 'Aquarell eines Ahorns' });
    expect(image).toHaveAttribute('data-show', 'false');
    expect(image).toHaveAttribute('loading', 'lazy');
    mockAllIsIntersecting(true);
    expect(image).toHaveAttribute('data-show', 'true');
  });

  it('keeps a picture shown when the layout changes', () => {
    setViewportWidth(1280);
    renderGallery();
    mockAllIsIntersecting(true);
    act(() => {
      setViewportWidth(375);
      window.dispatchEvent(new Event('resize'));
    });
    mockAllIsIntersecting(false);
    expect(screen.getByRole('img', { name: 'Aquarell eines Ahorns' })).toHaveAttribute('data-show', 'true');
  });

  it('describes pictures without a description by their category and place, never by file name', () => {
    setViewportWidth(1280);
    renderGallery();
    expect(screen.getByRole('img', { name: 'Aquarelle, Bild 8 von 8' })).toBeInTheDocument();
  });

  it('after choosing a thumbnail, the viewer shows its picture; closing returns to the thumbnail', async () => {
    setViewportWidth(375);
    renderGallery();
    const thumbnail = screen.getByRole('link', { name: 'Aquarell eines Ahorns' });
    await userEvent.click(thumbnail);

    const viewer = screen.getByRole('dialog', { name: 'Aquarell eines Ahorns' });
    expect(within(viewer).getByRole('img')).toHaveAttribute('src', '/assets/gallery/aquarelle/ahorn.jpg');

    await userEvent.click(within(viewer).getByRole('button', { name: 'Schließen' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(thumbnail).toHaveFocus();
  });

  it('shows new pictures when the gallery file has changed since the build', async () => {
    setViewportWidth(375);
    getJsonMock.mockResolvedValue([...categories, { name: 'Pastelle', pictures: [{ thumb: 'p-thumb.jpg', url: 'p.jpg' }] }]);
    renderGallery();
    expect(await screen.findByRole('heading', { name: 'Pastelle' })).toBeInTheDocument();
    expect(getJsonMock).toHaveBeenCalledWith('/assets/gallery.json', expect.any(AbortSignal));
  });
});
