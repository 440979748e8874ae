import type { UseEmblaCarouselType } from 'embla-carousel-react';

/**
 * A carousel standing at its first snap, which a move can send elsewhere ('select', as Embla says
 * where it goes), and which tells how many handlers still listen to it.
 */
export function fakeCarousel() {
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

/** The fake as the hooks take Embla's api. */
export const asEmbla = (api: ReturnType<typeof fakeCarousel>) => api as unknown as UseEmblaCarouselType[1];
