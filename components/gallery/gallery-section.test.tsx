import { render, screen, waitFor, within } from '@testing-library/react';
import { mockIsIntersecting } from 'react-intersection-observer/test-utils';
import { getJson } from '@/lib/browser/http';
import type { GalleryCategory } from '@/lib/domain/types';
import { categories, content, setViewportWidth } from '@/test/fixtures';
import { GallerySection } from './gallery-section';

jest.mock('@/lib/browser/http', () => ({ getJson: jest.fn(() => new Promise(() => {})) }));

/** A working catalogue: a hundred drawings first, more than a phone's first view shows. */
const drawings = (count: number): GalleryCategory => ({
  name: 'Zeichnungen',
  pictures: Array.from({ length: count }, (_, i) => ({ thumb: `assets/z/baum-${i + 1}-t.jpg`, url: `assets/z/baum-${i + 1}.jpg`, alt: `Tuschezeichnung Baum ${i + 1}` })),
});

describe('gallery section', () => {
  it('links to the page of all works below the carousel, with how many there are', async () => {
    render(<GallerySection categories={categories} content={content} />);
    expect(await screen.findByRole('link', { name: 'Alle 8 Bilder auf einen Blick' })).toHaveAttribute('href', '/werke/');
  });

  it("carries a phone's first view of a large first category, and the rest of it comes with the gallery file as the visitor nears", async () => {
    setViewportWidth(375);
    const catalogue = [drawings(102), categories[1]!];
    jest.mocked(getJson).mockResolvedValueOnce(catalogue);
    const { container } = render(<GallerySection categories={catalogue} content={content} />);
    // Rendered afresh, not hydrated, the carousel starts once its code has come.
    await screen.findByRole('heading', { name: 'Zeichnungen' });
    const grid = () => screen.getByRole('heading', { name: 'Zeichnungen' }).nextElementSibling as HTMLElement;
    const firstCategory = () => within(grid()).getAllByRole('link');
    expect(firstCategory()).toHaveLength(30);
    expect(screen.getByRole('link', { name: 'Alle 104 Bilder auf einen Blick' })).toHaveAttribute('href', '/werke/');

    mockIsIntersecting(container.querySelector('#gallery > div')!, true);
    // The file is checked a slice at a time, the page getting its turn between slices. A square
    // stands for each work; the first twelve rows are drawn, the rest as the visitor scrolls down.
    await waitFor(() => expect(firstCategory()).toHaveLength(60));
    expect(grid().querySelectorAll('li')).toHaveLength(102);
    expect(firstCategory().at(-1)).toHaveAccessibleName('Tuschezeichnung Baum 60');
  });
});
