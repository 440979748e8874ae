export type Throttled<Args extends unknown[]> = ((...args: Args) => void) & { cancel(): void };

/**
 * Runs `fn` at once, then at most once per `waitMs`; a call inside the wait is not lost but
 * runs (with the latest arguments) when the wait is over.
 */
export function throttle<Args extends unknown[]>(fn: (...args: Args) => void, waitMs: number): Throttled<Args> {
  let last = -Infinity;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: Args | undefined;

  const run = (args: Args) => {
    last = Date.now();
    pending = undefined;
    fn(...args);
  };

  const throttled = (...args: Args) => {
    const remaining = waitMs - (Date.now() - last);
    if (remaining <= 0 && timer === undefined) {
      run(args);
      return;
    }
    pending = args;
    timer ??= setTimeout(() => {
      timer = undefined;
      if (pending) run(pending);
    }, Math.max(remaining, 0));
  };

  throttled.cancel = () => {
    clearTimeout(timer);
    timer = undefined;
    pending = undefined;
  };
  return throttled;
}
