import { act, renderHook } from '@testing-library/react';
import { setViewportWidth } from '@/test/fixtures';
import { RESIZE_THROTTLE_MS, useIsMobile } from './use-is-mobile';

const resizeTo = (width: number) =>
  act(() => {
    setViewportWidth(width);
    window.dispatchEvent(new Event('resize'));
  });

describe('useIsMobile', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('is true under 768px and false from 768px', () => {
    setViewportWidth(767);
    expect(renderHook(() => useIsMobile()).result.current).toBe(true);
    setViewportWidth(768);
    expect(renderHook(() => useIsMobile()).result.current).toBe(false);
  });

  it('follows a resize, but at most once per second', () => {
    setViewportWidth(1280);
    const { result } = renderHook(() => useIsMobile());
    resizeTo(375);
    expect(result.current).toBe(true);
    resizeTo(1280);
    expect(result.current).toBe(true);
    act(() => jest.advanceTimersByTime(RESIZE_THROTTLE_MS));
    expect(result.current).toBe(false);
  });

  it('stops listening when the component goes away', () => {
    const remove = jest.spyOn(window, 'removeEventListener');
    renderHook(() => useIsMobile()).unmount();
    expect(remove).toHaveBeenCalledWith('resize', expect.any(Function));
  });
});
