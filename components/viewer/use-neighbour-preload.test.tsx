import { renderHook } from '@testing-library/react';
import { preload } from 'react-dom';
import { flattenPictures } from '@/lib/domain/gallery';
import { useNeighbourPreload } from './use-neighbour-preload';

jest.mock('react-dom', () => ({ ...jest.requireActual('react-dom'), preload: jest.fn() }));

const pictures = flattenPictures([{ name: 'Aquarelle', pictures: ['a', 'b', 'c'].map((name) => ({ thumb: `${name}-t.jpg`, url: `assets/${name}.jpg` })) }]);

describe('useNeighbourPreload', () => {
  beforeEach(() => jest.mocked(preload).mockClear());

  it('loads the works before and after the one shown, round the ends', () => {
    renderHook(() => useNeighbourPreload(pictures, 0, 3));
    expect(jest.mocked(preload).mock.calls.map(([url]) => url)).toEqual(['/assets/b.jpg', '/assets/c.jpg']);
  });

  it('loads nothing while the viewer is closed', () => {
    renderHook(() => useNeighbourPreload(pictures, null, 3));
    expect(preload).not.toHaveBeenCalled();
  });
});
