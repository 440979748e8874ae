import { render, screen } from '@testing-library/react';
import type { SiteImage } from '@/lib/domain/types';
import { ResponsivePicture } from './responsive-picture';

const tree: SiteImage = {
  width: 1600,
  height: 1000,
  placeholder: 'data:image/webp;base64,AA==',
  hash: 'abc',
  image: { base: 'assets/site/tree.abc', thumbWidths: [], fullWidths: [800] },
};

describe('a responsive picture', () => {
  it("asks for a page's main picture first and for a decorative one after the rest", () => {
    render(
      <>
        <ResponsivePicture source={tree} kind="full" alt="Hauptbild" sizes="100vw" fit="cover" priority />
        <ResponsivePicture source={tree} kind="full" alt="Baum im Hintergrund" sizes="100vw" fit="cover" priority="low" />
        <ResponsivePicture source={tree} kind="full" alt="Weiteres Bild" sizes="100vw" fit="cover" />
      </>,
    );
    expect(screen.getByRole('img', { name: 'Hauptbild' })).toHaveAttribute('fetchpriority', 'high');
    expect(screen.getByRole('img', { name: 'Baum im Hintergrund' })).toHaveAttribute('fetchpriority', 'low');
    expect(screen.getByRole('img', { name: 'Weiteres Bild' })).not.toHaveAttribute('fetchpriority');
  });

  it("holds a shaped frame in the picture's proportions before its file comes, unseen by screen readers", () => {
    const { container } = render(<ResponsivePicture source={tree} kind="full" alt="Baum" sizes="100vw" fit="contain" shaped />);
    const shape = container.querySelector('svg');
    expect(shape).toHaveAttribute('viewBox', '0 0 1600 1000');
    expect(shape).toHaveAttribute('width', '1600');
    expect(shape).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getAllByRole('img')).toHaveLength(1);
  });
});
