import { act, renderHook } from '@testing-library/react';
import { useShownFlag, useShownPictures } from './use-shown-pictures';

describe('the pictures shown once', () => {
  it("sets a thumbnail's own flag when its picture comes into view, and no other", () => {
    const { result: store } = renderHook(() => useShownPictures());
    const renders = [0, 0];
    const first = renderHook(() => (renders[0]!++, useShownFlag(store.current, 0)));
    const second = renderHook(() => (renders[1]!++, useShownFlag(store.current, 1)));
    expect([first.result.current[0], second.result.current[0]]).toEqual([false, false]);
    act(() => second.result.current[1]());
    expect([first.result.current[0], second.result.current[0]]).toEqual([false, true]);
    expect(renders).toEqual([1, 2]);
  });

  it("starts a thumbnail drawn later (the other layout's) from what was shown before", () => {
    const { result: store } = renderHook(() => useShownPictures());
    const before = renderHook(() => useShownFlag(store.current, 4));
    act(() => before.result.current[1]());
    before.unmount();
    expect(renderHook(() => useShownFlag(store.current, 4)).result.current[0]).toBe(true);
    expect(renderHook(() => useShownFlag(store.current, 5)).result.current[0]).toBe(false);
  });

  it('is one store for the life of the gallery', () => {
    const { result, rerender } = renderHook(() => useShownPictures());
    const store = result.current;
    store.mark(5);
    rerender();
    expect(result.current).toBe(store);
    expect(result.current.has(5)).toBe(true);
  });
});
