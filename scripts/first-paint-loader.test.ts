import { requestAfterFirstPaint } from './first-paint-loader';

const REQUESTS = {
  stylesheets: ['/_next/static/chunks/a.css', '/_next/static/chunks/b.css'],
  fonts: ['/_next/static/media/jost.woff2'],
  chunks: ['/_next/static/chunks/main.js', '/_next/static/chunks/page.js'],
  manifest: '/manifest.webmanifest',
};

const requested = () =>
  [...document.head.children].map((node) => Object.fromEntries([...node.attributes].map(({ name, value }) => [name, value])));
const nextFrameAndTask = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
const sheet = (href: string) => document.head.querySelector<HTMLLinkElement>(`link[rel=stylesheet][href="${href}"]`)!;

/** A browser that reports paint timing: the test says when the first contentful paint is on screen. */
function withPaintTiming() {
  const observers: FakeObserver[] = [];
  class FakeObserver {
    static supportedEntryTypes = ['paint'];
    disconnected = false;
    constructor(readonly callback: PerformanceObserverCallback) {
      observers.push(this);
    }
    observe() {}
    disconnect() {
      this.disconnected = true;
    }
  }
  Object.defineProperty(window, 'PerformanceObserver', { value: FakeObserver, configurable: true });
  const paint = (name: string) => {
    const list = { getEntriesByName: (wanted: string) => (wanted === name ? [{ name }] : []) } as unknown as PerformanceObserverEntryList;
    for (const observer of observers.filter(({ disconnected }) => !disconnected)) observer.callback(list, observer as unknown as PerformanceObserver);
  };
  return { paint, observers };
}

beforeEach(() => {
  document.head.innerHTML = '<style id="held-below-fold">main~*{display:none}</style>';
  document.body.innerHTML = '<main></main><section id="exhibitions"></section>';
  Object.defineProperty(window, 'PerformanceObserver', { value: undefined, configurable: true });
});

const REQUESTS_TWO_FONTS = { ...REQUESTS, fonts: ['/_next/static/media/jost.woff2', '/_next/static/media/cormorant.woff2'] };
const font = (href: string) => document.head.querySelector<HTMLLinkElement>(`link[as=font][href="${href}"]`)!;
const fontsIn = () => document.head.querySelectorAll('link[as=font]').forEach((link) => link.dispatchEvent(new Event('load')));
const stylesheets = () => [...document.head.querySelectorAll('link[rel=stylesheet]')].map((link) => link.getAttribute('href'));

describe('requestAfterFirstPaint', () => {
  it('requests nothing before the first paint, then the stylesheets, the fonts, the chunks and the manifest, in that order', async () => {
    const { paint } = withPaintTiming();
    requestAfterFirstPaint(REQUESTS);
    paint('first-paint');
    expect(document.head.querySelectorAll('link, script')).toHaveLength(0);
    paint('first-contentful-paint');
    expect(requested().slice(1)).toEqual([
      { rel: 'preload', as: 'style', href: '/_next/static/chunks/a.css' },
      { rel: 'preload', as: 'style', href: '/_next/static/chunks/b.css' },
      { rel: 'preload', as: 'font', type: 'font/woff2', crossorigin: 'anonymous', href: '/_next/static/media/jost.woff2' },
      { src: '/_next/static/chunks/main.js' },
      { src: '/_next/static/chunks/page.js' },
      { rel: 'manifest', href: '/manifest.webmanifest' },
    ]);
    expect(document.head.querySelector<HTMLScriptElement>('script')!.async).toBe(true);
  });

  it('applies the stylesheets, as Next wrote them, once every font has come or failed', () => {
    const { paint } = withPaintTiming();
    requestAfterFirstPaint(REQUESTS_TWO_FONTS);
    paint('first-contentful-paint');
    font('/_next/static/media/jost.woff2').dispatchEvent(new Event('load'));
    expect(stylesheets()).toEqual([]);
    font('/_next/static/media/cormorant.woff2').dispatchEvent(new Event('error'));
    expect(requested().filter(({ rel }) => rel === 'stylesheet')).toEqual([
      { rel: 'stylesheet', href: '/_next/static/chunks/a.css', 'data-precedence': 'next' },
      { rel: 'stylesheet', href: '/_next/static/chunks/b.css', 'data-precedence': 'next' },
    ]);
  });

  it('applies them after three seconds where a font does not answer, and only once', () => {
    jest.useFakeTimers();
    try {
      const { paint } = withPaintTiming();
      requestAfterFirstPaint(REQUESTS_TWO_FONTS);
      paint('first-contentful-paint');
      font('/_next/static/media/jost.woff2').dispatchEvent(new Event('load'));
      jest.advanceTimersByTime(2999);
      expect(stylesheets()).toEqual([]);
      jest.advanceTimersByTime(1);
      expect(stylesheets()).toEqual(['/_next/static/chunks/a.css', '/_next/static/chunks/b.css']);
      font('/_next/static/media/cormorant.woff2').dispatchEvent(new Event('load'));
      expect(stylesheets()).toHaveLength(2);
    } finally {
      jest.useRealTimers();
    }
  });

  it('applies them at once where the page sets no words in a font of its own', () => {
    const { paint } = withPaintTiming();
    requestAfterFirstPaint({ ...REQUESTS, fonts: [] });
    paint('first-contentful-paint');
    expect(stylesheets()).toEqual(['/_next/static/chunks/a.css', '/_next/static/chunks/b.css']);
  });

  it('requests once, however many paints are reported after', () => {
    const { paint, observers } = withPaintTiming();
    requestAfterFirstPaint(REQUESTS);
    paint('first-contentful-paint');
    paint('first-contentful-paint');
    expect(observers.map(({ disconnected }) => disconnected)).toEqual([true]);
    expect(document.head.querySelectorAll('link[as=style], link[as=font], script')).toHaveLength(5);
  });

  it('waits for the first frame where the browser reports no paint timing', async () => {
    requestAfterFirstPaint(REQUESTS);
    expect(document.head.querySelectorAll('link, script')).toHaveLength(0);
    await nextFrameAndTask();
    expect(document.head.querySelectorAll('link[as=style]')).toHaveLength(2);
  });

  it('lets what lies below the first screen show once every stylesheet has come or failed', async () => {
    requestAfterFirstPaint(REQUESTS);
    await nextFrameAndTask();
    fontsIn();
    sheet('/_next/static/chunks/a.css').dispatchEvent(new Event('load'));
    expect(document.getElementById('held-below-fold')).not.toBeNull();
    sheet('/_next/static/chunks/b.css').dispatchEvent(new Event('error'));
    expect(document.getElementById('held-below-fold')).toBeNull();
  });

  it('follows an address that names a section below the first screen once it shows', async () => {
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    window.location.hash = '#exhibitions';
    requestAfterFirstPaint(REQUESTS);
    await nextFrameAndTask();
    fontsIn();
    sheet('/_next/static/chunks/a.css').dispatchEvent(new Event('load'));
    expect(scrolled).toEqual([]);
    sheet('/_next/static/chunks/b.css').dispatchEvent(new Event('load'));
    expect(scrolled.map((element) => element.id)).toEqual(['exhibitions']);
    window.location.hash = '';
  });
});
