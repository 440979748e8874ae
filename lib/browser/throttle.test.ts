import { throttle } from './throttle';

describe('throttle', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs the first call at once', () => {
    const fn = jest.fn();
    throttle(fn, 1000)('first');
    expect(fn).toHaveBeenCalledWith('first');
  });

  it('runs calls made within the wait once, at its end, with the latest arguments', () => {
    const fn = jest.fn();
    const throttled = throttle(fn, 1000);
    throttled(1);
    throttled(2);
    throttled(3);
    expect(fn).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(999);
    expect(fn).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(2);
    expect(fn).toHaveBeenLastCalledWith(3);
  });

  it('runs at once again after a quiet wait', () => {
    const fn = jest.fn();
    const throttled = throttle(fn, 1000);
    throttled('a');
    jest.advanceTimersByTime(1500);
    throttled('b');
    expect(fn).toHaveBeenCalledTimes(2);
    expect(fn).toHaveBeenLastCalledWith('b');
  });

  it('drops a waiting call when cancelled', () => {
    const fn = jest.fn();
    const throttled = throttle(fn, 1000);
    throttled('a');
    throttled('b');
    throttled.cancel();
    jest.advanceTimersByTime(2000);
    expect(fn).toHaveBeenCalledTimes(1);
  });
});
