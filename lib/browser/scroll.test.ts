import { EASINGS, scrollTo, scrollTriggerProp } from './scroll';

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

describe('the scroll curve', () => {
  // SPEC section 9: easeInOutQuad, written out at a quarter, half and three quarters of the way.
  it.each([
    [0, 0],
    [0.25, 0.125],
    [0.5, 0.5],
    [0.75, 0.875],
    [1, 1],
  ])('easeInOutQuad at %p of the time has gone %p of the way', (time, way) => {
    expect(EASINGS.easeInOutQuad(time)).toBeCloseTo(way, 10);
  });
});

describe('smooth scrolling to a section', () => {
  // A section 1000px down: positions along easeInOutQuad over 650 ms, one step every 16 ms.
  it('takes 650 ms along easeInOutQuad, a step every 16 ms', async () => {
    addSection('gallery', 1000);
    const { finished } = scrollTo({ target: 'gallery' });
    let elapsed = 0;
    const at = (ms: number) => {
      jest.advanceTimersByTime(ms - elapsed);
      elapsed = ms;
      return windowTop;
    };

    expect(at(15)).toBe(0);
    expect(at(16)).toBeCloseTo(1.2118, 3);
    expect(at(160)).toBeCloseTo(121.1834, 3);
    expect(at(320)).toBeCloseTo(484.7337, 3);
    expect(at(336)).toBeCloseTo(533.2734, 3);
    expect(at(480)).toBeCloseTo(863.1953, 3);
    expect(at(640)).toBeCloseTo(999.5266, 3);
    expect(at(656)).toBe(1000);
    await expect(finished).resolves.toBe('completed');
  });

  it('with no offset given, stops exactly at the section (offset 0)', () => {
    addSection('exhibitions', 1234);
    scrollTo({ target: 'exhibitions', duration: 0 });
    expect(windowTop).toBe(1234);
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
    jest.advanceTimersByTime(80);
    const reached = windowTop;
    window.dispatchEvent(new Event(event));
    jest.advanceTimersByTime(650);
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
