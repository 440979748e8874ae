import { act, renderHook } from '@testing-library/react';
import type { UseEmblaCarouselType } from 'embla-carousel-react';
import { useSelectedSnap } from './use-selected-snap';

/** A carousel standing at its first snap, which a move can send elsewhere ('select', as Embla says where it goes). */
function carouselApi() {
  const handlers: Record<string, (() => void)[]> = {};
  const api = {
    snap: 0,
    selectedScrollSnap: () => api.snap,
    on: (event: string, handler: () => void) => ((handlers[event] ??= []).push(handler), api),
    off: (event: string, handler: () => void) => ((handlers[event] = (handlers[event] ?? []).filter((h) => h !== handler)), api),
    listening: () => Object.values(handlers).flat().length,
    goTo: (snap: number) => {
      api.snap = snap;
      handlers.select?.forEach((handler) => handler());
    },
  };
  return api;
}

const asEmbla = (api: ReturnType<typeof carouselApi>) => api as unknown as UseEmblaCarouselType[1];

describe('where a carousel stands or goes', () => {
  it.each([
    ['at once', {}],
    ['later, in a transition', { later: true }],
  ])('follows a move from its start, %s', (_, options) => {
    const api = carouselApi();
    const { result } = renderHook(() => useSelectedSnap(asEmbla(api), options));
    expect(result.current).toBe(0);
    act(() => api.goTo(3));
    expect(result.current).toBe(3);
  });

  it('stops following the carousel once gone', () => {
    const api = carouselApi();
    const { unmount } = renderHook(() => useSelectedSnap(asEmbla(api), { later: true }));
    expect(api.listening()).toBeGreaterThan(0);
    unmount();
    expect(api.listening()).toBe(0);
  });
});
