import { render, screen } from '@testing-library/react';
import { categories, content } from '@/test/fixtures';
import { GallerySection } from './gallery-section';

jest.mock('@/lib/browser/http', () => ({ getJson: jest.fn(() => new Promise(() => {})) }));

describe('gallery section', () => {
  it('links to the page of all works below the carousel, with how many there are', () => {
    render(<GallerySection categories={categories} content={content} />);
    expect(screen.getByRole('link', { name: 'Alle 8 Bilder auf einen Blick' })).toHaveAttribute('href', '/werke/');
  });
});
