import { act, renderHook } from '@testing-library/react';
import { asEmbla, fakeCarousel } from '@/test/fake-carousel';
import { flattenPictures } from '@/lib/domain/gallery';
import { useDrawnPictures } from './use-drawn-pictures';

const works = (name: string, count: number) => ({ name, pictures: Array.from({ length: count }, (_, i) => ({ thumb: 't.jpg', url: 'u.jpg', title: `${name} ${i + 1}` })) });
// 100 drawings (pictures 0–99), then 20 oils (100–119).
const pictures = flattenPictures([works('Tusche', 100), works('Öl', 20)]);

const drawnOf = (drawn: (index: number) => boolean) => pictures.filter((picture) => drawn(picture.index)).map((picture) => picture.index);
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe('the thumbnails a carousel of many works draws', () => {
  it('wider: those near the view, then those where a move goes, keeping the ones drawn before', () => {
    const api = fakeCarousel();
    const { result } = renderHook(() => useDrawnPictures(asEmbla(api), pictures, false));
    expect(drawnOf(result.current)).toEqual(range(0, 14));
    act(() => api.goTo(80));
    expect(drawnOf(result.current)).toEqual([...range(0, 14), ...range(68, 94)]);
  });

  it('on a phone: the category it stands at, whole, and the first rows of the next', () => {
    const api = fakeCarousel();
    const { result } = renderHook(() => useDrawnPictures(asEmbla(api), pictures, true));
    expect(drawnOf(result.current)).toEqual(range(0, 111));
    act(() => api.goTo(1));
    expect(drawnOf(result.current)).toEqual(range(0, 119));
  });

  it('draws every thumbnail it is given while the width is unknown, as the page is prerendered with each first view', () => {
    const { result } = renderHook(() => useDrawnPictures(undefined, pictures, undefined));
    expect(drawnOf(result.current)).toEqual(range(0, 119));
  });

  it('stops following the carousel once gone', () => {
    const api = fakeCarousel();
    const { unmount } = renderHook(() => useDrawnPictures(asEmbla(api), pictures, false));
    expect(api.listening()).toBeGreaterThan(0);
    unmount();
    expect(api.listening()).toBe(0);
  });
});
