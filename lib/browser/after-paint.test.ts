import { afterNextPaint } from './after-paint';

describe('afterNextPaint', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs after the next animation frame, not within it', () => {
    const order: string[] = [];
    afterNextPaint(() => order.push('after'));
    requestAnimationFrame(() => order.push('frame'));
    expect(order).toEqual([]);
    jest.advanceTimersToNextTimer();
    expect(order).toEqual(['frame']);
    jest.runAllTimers();
    expect(order).toEqual(['frame', 'after']);
  });

  it('runs nothing once cancelled, before or after the frame', () => {
    const run = jest.fn();
    afterNextPaint(run)();
    jest.runAllTimers();
    const cancel = afterNextPaint(run);
    jest.advanceTimersToNextTimer();
    cancel();
    jest.runAllTimers();
    expect(run).not.toHaveBeenCalled();
  });
});
