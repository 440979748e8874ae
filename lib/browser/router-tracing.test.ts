import { routerTracingEnabled, traceNavigation } from './router-tracing';

describe('router tracing', () => {
  it('is on only when the setting says so', () => {
    expect(routerTracingEnabled('1')).toBe(true);
    expect(routerTracingEnabled('true')).toBe(true);
    expect(routerTracingEnabled('0')).toBe(false);
    expect(routerTracingEnabled(undefined)).toBe(false);
  });

  it('logs the first route and every change after it', () => {
    const log = jest.fn();
    traceNavigation(null, '/', log);
    traceNavigation('/', '/category/', log);
    expect(log.mock.calls).toEqual([['[router] NavigationStart /'], ['[router] Navigation / → /category/']]);
  });
});
