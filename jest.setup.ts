import '@testing-library/jest-dom';
// Importing the test utilities replaces IntersectionObserver with a mock before each test.
import 'react-intersection-observer/test-utils';

// jsdom has no layout, so no ResizeObserver and no matchMedia: the carousel needs both to exist.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}

if (typeof window !== 'undefined') {
  window.ResizeObserver ??= ResizeObserverStub;
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener() {},
      removeEventListener() {},
      addListener() {},
      removeListener() {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
