import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { paintFirst, requestsOfPage, scriptsOfPage } from './paint-first';

const FONT = '/_next/static/media/jost.woff2';
// A stylesheet as Next writes it: the font's face with its file and its metric-matched fallback, the
// frame, the landing, and a section further down.
const STYLESHEET = [
  `@font-face{font-family:textFont;src:url(../media/jost.woff2)format("woff2");font-display:swap}`,
  '@font-face{font-family:textFont Fallback;src:local(Arial);size-adjust:95.51%}',
  'body{margin:0}',
  '.bar{position:fixed}',
  '.landing{min-height:100svh}',
  '@media (max-width:767.98px){.landing{margin-left:-55px}}',
  '.gallery{padding:6rem 0}',
].join('');

const page = (landingMark: string) =>
  [
    '<!DOCTYPE html><html lang="de"><head>',
    `<link rel="preload" href="${FONT}" as="font" crossorigin="" type="font/woff2"/>`,
    '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>',
    '<link rel="manifest" href="/manifest.webmanifest"/>',
    '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/runtime.js"/>',
    '<script src="/_next/static/chunks/main.js" async=""></script>',
    '<script src="/_next/static/chunks/legacy.js" noModule=""></script>',
    '</head><body><header class="bar"></header><main>',
    `<section class="landing"${landingMark}><h1>Hanna Marie Linde</h1></section>`,
    '<section class="gallery"><h2>Bilder</h2></section>',
    '</main><footer></footer>',
    '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
    '<script>self.__next_f.push([1,"payload"])</script>',
    '<script src="/_next/static/chunks/runtime.js" async=""></script>',
    '</body></html>',
  ].join('');
const HOME = page(' data-first-screen=""');
const WORK = page('');

let out: string;
beforeAll(async () => {
  out = await mkdtemp(path.join(tmpdir(), 'paint-first-'));
  await mkdir(path.join(out, '_next/static/chunks'), { recursive: true });
  await writeFile(path.join(out, '_next/static/chunks/a.css'), STYLESHEET);
});
afterAll(() => rm(out, { recursive: true, force: true }));

const inlineStyles = (html: string) => [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map(([, css]) => css);
const outsideNoscript = (html: string) => html.replace(/<noscript>[\s\S]*?<\/noscript>/g, '');

describe('paintFirst', () => {
  it('leaves nothing but the HTML to fetch before the first paint: no stylesheet, font or chunk', async () => {
    const html = outsideNoscript(await paintFirst(HOME, 'out/index.html', out));
    expect(html).not.toContain('rel="stylesheet"');
    expect(html).not.toContain('as="font"');
    expect(html).not.toMatch(/<script src="[^"]*" async="">/);
    expect(html).not.toContain('rel="preload" as="script"');
    expect(html).not.toContain('rel="manifest"');
  });

  it("writes the first screen's rules into the page, and leaves out those of the sections below it", async () => {
    const [rules] = inlineStyles(await paintFirst(HOME, 'out/index.html', out));
    expect(rules).toContain('.landing{min-height:100svh}');
    expect(rules).toContain('@media (max-width:767.98px){.landing{margin-left:-55px}}');
    expect(rules).toContain('.bar{position:fixed}');
    expect(rules).not.toContain('.gallery');
  });

  it('writes all the rules a page uses where it marks no first screen', async () => {
    const [rules] = inlineStyles(await paintFirst(WORK, 'out/werke/alte-buche/index.html', out));
    expect(rules).toContain('.landing{min-height:100svh}');
    expect(rules).toContain('.gallery{padding:6rem 0}');
  });

  it("paints the words in their fonts' metric-matched fallbacks; the font files wait", async () => {
    const [rules] = inlineStyles(await paintFirst(HOME, 'out/index.html', out));
    expect(rules).toContain('@font-face{font-family:textFont Fallback;src:local(Arial);size-adjust:95.51%}');
    expect(rules).not.toContain('url(');
  });

  it('names the font files for print on a page drawn whole from its HTML, so it prints in its fonts before the stylesheets come', async () => {
    const [rules] = inlineStyles(await paintFirst(WORK, 'out/werke/alte-buche/index.html', out));
    expect(rules).toContain(`@media print{@font-face{font-family:textFont;src:url(${FONT})format("woff2");font-display:swap}}`);
    // On screen no face with a file is declared, so none is fetched before the first paint.
    expect(rules!.replace(/@media print\{@font-face\{[^}]*\}\}/, '')).not.toContain('url(');
  });

  it('names them under a sub-path too', async () => {
    const underSubPath = WORK.replaceAll('"/_next/', '"/baumbilder/_next/');
    const [rules] = inlineStyles(await paintFirst(underSubPath, 'out/werke/alte-buche/index.html', out));
    expect(rules).toContain('src:url(/baumbilder/_next/static/media/jost.woff2)format("woff2")');
  });

  it('holds what follows the first screen back until the stylesheets come, only where it marks one', async () => {
    const hold = '<style id="held-below-fold">@media (scripting:enabled){[data-first-screen]~*,:has([data-first-screen])~*{display:none}}</style>';
    expect(await paintFirst(HOME, 'out/index.html', out)).toContain(hold);
    expect(await paintFirst(WORK, 'out/werke/alte-buche/index.html', out)).not.toContain('<style id="held-below-fold">');
  });

  it('gives a visitor without scripts the stylesheets in the head, as before', async () => {
    const html = await paintFirst(HOME, 'out/index.html', out);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<noscript><link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/><link rel="manifest" href="/manifest.webmanifest"/></noscript>');
  });

  it('requests the stylesheets, the fonts, every chunk in the order Next wrote them and the manifest, after the first paint', async () => {
    const html = await paintFirst(HOME, 'out/index.html', out);
    expect(requestsOfPage(html)).toEqual({
      stylesheets: ['/_next/static/chunks/a.css'],
      fonts: [FONT],
      chunks: ['/_next/static/chunks/main.js', '/_next/static/chunks/runtime.js'],
      manifest: '/manifest.webmanifest',
    });
    expect(scriptsOfPage(html)).toEqual(['/_next/static/chunks/legacy.js', '/_next/static/chunks/main.js', '/_next/static/chunks/runtime.js']);
  });

  it('closes the page with one inline script: the payload in its order, then the loader', async () => {
    const html = await paintFirst(HOME, 'out/index.html', out);
    const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, body]) => body!);
    expect(inline).toHaveLength(1);
    expect(inline[0]!.startsWith('(self.__next_f=self.__next_f||[]).push([0]);self.__next_f.push([1,"payload"]);(function(sheets,fonts,chunks,manifest)')).toBe(true);
    expect(html.endsWith('</script></body></html>')).toBe(true);
  });

  it('reads a stylesheet under a sub-path from the exported folder', async () => {
    const underSubPath = HOME.replaceAll('"/_next/', '"/baumbilder/_next/');
    const [rules] = inlineStyles(await paintFirst(underSubPath, 'out/index.html', out));
    expect(rules).toContain('.landing{min-height:100svh}');
  });

  it('refuses a page without chunk tags, naming the page', async () => {
    await expect(paintFirst('<html><body></body></html>', 'out/impressum/index.html', out)).rejects.toThrow('out/impressum/index.html: no <script src="…" async=""> chunk tags');
  });

  it('refuses a page with an external script in another form, naming the page and the tag', async () => {
    const odd = HOME.replace('</head>', '<script src="/other.js" defer=""></script></head>');
    await expect(paintFirst(odd, 'out/index.html', out)).rejects.toThrow('out/index.html: an external script in an unexpected form: <script src="/other.js" defer="">');
  });
});
