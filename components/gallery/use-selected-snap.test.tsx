import { act, renderHook } from '@testing-library/react';
import { asEmbla, fakeCarousel } from '@/test/fake-carousel';
import { useSelectedSnap } from './use-selected-snap';

describe('where a carousel stands or goes', () => {
  it.each([
    ['at once', {}],
    ['later, in a transition', { later: true }],
  ])('follows a move from its start, %s', (_, options) => {
    const api = fakeCarousel();
    const { result } = renderHook(() => useSelectedSnap(asEmbla(api), options));
    expect(result.current).toBe(0);
    act(() => api.goTo(3));
    expect(result.current).toBe(3);
  });

  it('stops following the carousel once gone', () => {
    const api = fakeCarousel();
    const { unmount } = renderHook(() => useSelectedSnap(asEmbla(api), { later: true }));
    expect(api.listening()).toBeGreaterThan(0);
    unmount();
    expect(api.listening()).toBe(0);
  });
});
