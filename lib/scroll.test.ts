import { EASINGS, SCROLL_DURATION_MS, SCROLL_TICK_MS, scrollTo, scrollTriggerProp } from './scroll';

let windowTop = 0;
const SECTION_TOP = 1200;

function addSection(id: string, top: number) {
  const section = document.createElement('section');
  section.id = id;
  section.getBoundingClientRect = () => ({ top: top - windowTop }) as DOMRect;
  document.body.append(section);
  return section;
}

function mockMedia(matching: string[]) {
  window.matchMedia = (query: string) => ({ matches: matching.includes(query), media: query }) as MediaQueryList;
}

beforeEach(() => {
  jest.useFakeTimers();
  windowTop = 0;
  document.body.innerHTML = '';
  Object.defineProperty(window, 'scrollY', { get: () => windowTop, configurable: true });
  Object.defineProperty(document.documentElement, 'scrollHeight', { value: 5000, configurable: true });
  jest.spyOn(window, 'scrollTo').mockImplementation(((_x: number, y: number) => {
    windowTop = y;
  }) as typeof window.scrollTo);
  mockMedia([]);
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('smooth scrolling to a section', () => {
  it('moves the window to the section in 650 ms along easeInOutQuad, a step every 16 ms', async () => {
    addSection('gallery', SECTION_TOP);
    const { finished } = scrollTo({ target: 'gallery' });

    jest.advanceTimersByTime(SCROLL_TICK_MS);
    expect(windowTop).toBeCloseTo(SECTION_TOP * EASINGS.easeInOutQuad(SCROLL_TICK_MS / SCROLL_DURATION_MS), 5);
    jest.advanceTimersByTime(SCROLL_DURATION_MS / 2 - SCROLL_TICK_MS);
    expect(windowTop).toBeGreaterThan(SECTION_TOP * 0.45);
    expect(windowTop).toBeLessThan(SECTION_TOP * 0.55);
    jest.advanceTimersByTime(SCROLL_DURATION_MS / 2 + SCROLL_TICK_MS);
    expect(windowTop).toBe(SECTION_TOP);
    await expect(finished).resolves.toBe('completed');
  });

  it('accepts a target given as "#id" or as the element itself', () => {
    const section = addSection('info', 800);
    scrollTo({ target: '#info', duration: 0 });
    expect(windowTop).toBe(800);
    windowTop = 0;
    scrollTo({ target: section, duration: 0 });
    expect(windowTop).toBe(800);
  });

  it('stops short of the section by the offset, or by the offset of the first matching media query', () => {
    addSection('exhibitions', SECTION_TOP);
    scrollTo({ target: 'exhibitions', duration: 0, offset: 100 });
    expect(windowTop).toBe(1100);

    mockMedia(['(max-width: 767px)']);
    scrollTo({ target: 'exhibitions', duration: 0, offset: 100, offsetMap: new Map([['(max-width: 767px)', 55]]) });
    expect(windowTop).toBe(1145);
  });

  it.each(['wheel', 'touchstart'])('gives the page back to the visitor on %s', async (event) => {
    addSection('gallery', SECTION_TOP);
    const { finished } = scrollTo({ target: 'gallery' });
    jest.advanceTimersByTime(SCROLL_TICK_MS * 5);
    const reached = windowTop;
    window.dispatchEvent(new Event(event));
    jest.advanceTimersByTime(SCROLL_DURATION_MS);
    expect(windowTop).toBe(reached);
    await expect(finished).resolves.toBe('interrupted');
  });

  it('jumps instead of animating when the visitor asks for reduced motion', async () => {
    mockMedia(['(prefers-reduced-motion: reduce)']);
    addSection('gallery', SECTION_TOP);
    const { finished } = scrollTo({ target: 'gallery' });
    expect(windowTop).toBe(SECTION_TOP);
    await expect(finished).resolves.toBe('completed');
  });

  it('scrolls inside a container when one is given', () => {
    const container = document.createElement('div');
    container.id = 'panel';
    Object.defineProperty(container, 'scrollHeight', { value: 3000 });
    Object.defineProperty(container, 'clientHeight', { value: 500 });
    container.getBoundingClientRect = () => ({ top: 100 }) as DOMRect;
    const item = document.createElement('p');
    item.getBoundingClientRect = () => ({ top: 700 - container.scrollTop }) as DOMRect;
    container.append(item);
    document.body.append(container);
    scrollTo({ target: item, container: 'panel', duration: 0 });
    expect(container.scrollTop).toBe(600);
  });
});

describe('scroll errors', () => {
  it('says so when the target does not exist', () => {
    expect(() => scrollTo({ target: 'nowhere' })).toThrow(new Error('Unable to find Target Element'));
  });

  it('says so when the container does not exist', () => {
    addSection('gallery', SECTION_TOP);
    expect(() => scrollTo({ target: 'gallery', container: 'missing' })).toThrow(new Error('Unable to find Container Element'));
  });

  it('names the event when asked to listen to one it does not support', () => {
    addSection('gallery', SECTION_TOP);
    expect(() => scrollTo({ target: 'gallery', action: 'hover' })).toThrow("Unsupported Event 'hover'");
    expect(() => scrollTriggerProp('keypress')).toThrow("Unsupported Event 'keypress'");
  });

  it('listens for a click by default, and for the other supported events by their React names', () => {
    expect(scrollTriggerProp()).toBe('onClick');
    expect(scrollTriggerProp('dblclick')).toBe('onDoubleClick');
    expect(scrollTriggerProp('focus')).toBe('onFocus');
  });
});
