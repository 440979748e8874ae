import { act, renderHook } from '@testing-library/react';
import { setViewportWidth } from '@/test/fixtures';
import { useIsMobile } from './use-is-mobile';

const resizeTo = (width: number) =>
  act(() => {
    setViewportWidth(width);
    window.dispatchEvent(new Event('resize'));
  });

const wait = (ms: number) => act(() => jest.advanceTimersByTime(ms));

describe('useIsMobile', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('is true under 768px and false from 768px', () => {
    setViewportWidth(767);
    expect(renderHook(() => useIsMobile()).result.current).toBe(true);
    setViewportWidth(768);
    expect(renderHook(() => useIsMobile()).result.current).toBe(false);
  });

  it('sees a resize at once', () => {
    setViewportWidth(1280);
    const { result } = renderHook(() => useIsMobile());
    resizeTo(375);
    expect(result.current).toBe(true);
  });

  it('does not see a second resize 999 ms after the first, only once 1000 ms have passed', () => {
    setViewportWidth(1280);
    const { result } = renderHook(() => useIsMobile());
    resizeTo(375);
    wait(999);
    resizeTo(1280);
    expect(result.current).toBe(true);
    wait(1);
    expect(result.current).toBe(false);
  });

  it('sees a second resize made 1000 ms after the first at once', () => {
    setViewportWidth(1280);
    const { result } = renderHook(() => useIsMobile());
    resizeTo(375);
    wait(1000);
    resizeTo(1280);
    expect(result.current).toBe(false);
  });

  it('stops listening when the component goes away: the very handler it added is removed', () => {
    const add = jest.spyOn(window, 'addEventListener');
    const remove = jest.spyOn(window, 'removeEventListener');
    const { unmount } = renderHook(() => useIsMobile());
    const added = add.mock.calls.filter(([type]) => type === 'resize').map(([, handler]) => handler);
    expect(added).toHaveLength(1);
    unmount();
    const removed = remove.mock.calls.filter(([type]) => type === 'resize').map(([, handler]) => handler);
    expect(removed).toEqual(added);
  });
});
