import { chunkLoader, deferFrameworkScripts, scriptsOfPage } from './paint-first';

const page = [
  '<!DOCTYPE html><html><head>',
  '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/runtime.js"/>',
  '<script src="/_next/static/chunks/main.js" async=""></script>',
  '<script src="/_next/static/chunks/legacy.js" noModule=""></script>',
  '</head><body><h1>Hanna Marie Linde</h1>',
  '<script>self.__next_f.push([1,"payload"])</script>',
  '<script src="/_next/static/chunks/runtime.js" async=""></script>',
  '</body></html>',
].join('');

describe('deferFrameworkScripts', () => {
  it('leaves no chunk to be fetched while the page is parsed', () => {
    const html = deferFrameworkScripts(page, 'out/index.html');
    expect(html).not.toMatch(/<script src="[^"]*" async="">/);
    expect(html).not.toContain('rel="preload" as="script"');
  });

  it('keeps the inline payload, the stylesheet and the legacy polyfill where they were', () => {
    const html = deferFrameworkScripts(page, 'out/index.html');
    expect(html).toContain('<script>self.__next_f.push([1,"payload"])</script>');
    expect(html).toContain('<link rel="stylesheet" href="/_next/static/chunks/a.css"');
    expect(html).toContain('<script src="/_next/static/chunks/legacy.js" noModule=""></script>');
  });

  it('ends the body with one loader that names every chunk in the order Next wrote them', () => {
    const html = deferFrameworkScripts(page, 'out/index.html');
    expect(html.endsWith(`<script>${chunkLoader(['/_next/static/chunks/main.js', '/_next/static/chunks/runtime.js'])}</script></body></html>`)).toBe(true);
  });

  it('refuses a page without chunk tags, naming the page', () => {
    expect(() => deferFrameworkScripts('<html><body></body></html>', 'out/impressum/index.html')).toThrow('out/impressum/index.html: no <script src="…" async=""> chunk tags');
  });

  it('refuses a page with an external script in another form, naming the page and the tag', () => {
    const odd = page.replace('</head>', '<script src="/other.js" defer=""></script></head>');
    expect(() => deferFrameworkScripts(odd, 'out/index.html')).toThrow('out/index.html: an external script in an unexpected form: <script src="/other.js" defer="">');
  });
});

describe('scriptsOfPage', () => {
  it('finds the same scripts before and after they are deferred, so the budget check still weighs them', () => {
    const before = scriptsOfPage(page);
    expect(before).toHaveLength(3);
    expect(scriptsOfPage(deferFrameworkScripts(page, 'out/index.html')).sort()).toEqual(before.sort());
  });
});

describe('chunkLoader', () => {
  const chunks = () => [...document.head.querySelectorAll('script')].map((script) => script.getAttribute('src'));
  afterEach(() => {
    document.head.replaceChildren();
    jest.restoreAllMocks();
    delete (window as Partial<typeof window>).PerformanceObserver;
  });

  it('adds the chunks to the document, in order, only once the first contentful paint is reported', () => {
    let report: ((list: { getEntriesByName(name: string): unknown[] }, observer: { disconnect(): void }) => void) | undefined;
    const disconnect = jest.fn();
    window.PerformanceObserver = class {
      static supportedEntryTypes = ['paint'];
      constructor(callback: typeof report) {
        report = callback;
      }
      observe() {}
    } as unknown as typeof PerformanceObserver;

    new Function(chunkLoader(['/a.js', '/b.js']))();
    expect(chunks()).toEqual([]);
    report!({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [] : [{}]) }, { disconnect });
    expect(chunks()).toEqual([]);
    report!({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) }, { disconnect });
    expect(chunks()).toEqual(['/a.js', '/b.js']);
    expect(disconnect).toHaveBeenCalled();
  });

  it('without paint timing, adds the chunks after the first frame', () => {
    const frames: FrameRequestCallback[] = [];
    const tasks: (() => void)[] = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    jest.spyOn(window, 'setTimeout').mockImplementation(((task: () => void) => tasks.push(task)) as unknown as typeof setTimeout);

    new Function(chunkLoader(['/a.js', '/b.js']))();
    expect(chunks()).toEqual([]);
    frames.forEach((frame) => frame(0));
    expect(chunks()).toEqual([]);
    tasks.forEach((task) => task());
    expect(chunks()).toEqual(['/a.js', '/b.js']);
  });
});
