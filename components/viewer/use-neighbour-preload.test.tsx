import { renderHook } from '@testing-library/react';
import { preload } from 'react-dom';
import { flattenPictures } from '@/lib/domain/gallery';
import { useNeighbourPreload } from './use-neighbour-preload';

jest.mock('react-dom', () => ({ ...jest.requireActual('react-dom'), preload: jest.fn() }));

const pictures = flattenPictures([{ name: 'Aquarelle', pictures: ['a', 'b', 'c'].map((name) => ({ thumb: `${name}-t.jpg`, url: `assets/${name}.jpg` })) }]);

describe('useNeighbourPreload', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    jest.mocked(preload).mockClear();
  });
  afterEach(() => jest.useRealTimers());

  it('loads the works before and after the one shown, round the ends, once the work shown has painted', () => {
    renderHook(() => useNeighbourPreload(pictures, 0, 3));
    expect(preload).not.toHaveBeenCalled();
    jest.runAllTimers();
    expect(jest.mocked(preload).mock.calls.map(([url]) => url)).toEqual(['/assets/b.jpg', '/assets/c.jpg']);
  });

  it('loads nothing while the viewer is closed', () => {
    renderHook(() => useNeighbourPreload(pictures, null, 3));
    jest.runAllTimers();
    expect(preload).not.toHaveBeenCalled();
  });

  it('loads nothing for a work moved past before it painted', () => {
    const { rerender } = renderHook(({ index }) => useNeighbourPreload(pictures, index, 3), { initialProps: { index: 0 } });
    rerender({ index: 1 });
    jest.runAllTimers();
    expect(jest.mocked(preload).mock.calls.map(([url]) => url)).toEqual(['/assets/c.jpg', '/assets/a.jpg']);
  });
});
