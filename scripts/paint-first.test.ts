/** @jest-environment node */
// esbuild, which compiles the loader, refuses to run inside jsdom's window.
import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import render from 'dom-serializer';
import { findAll, textContent } from 'domutils';
import { parseDocument } from 'htmlparser2';
import type { Element } from 'domhandler';
import { JSDOM } from 'jsdom';
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
    `<section class="landing"${landingMark}><h1>Ilse Brandauer</h1></section>`,
    '<section class="gallery"><h2>Bilder</h2></section>',
    '</main><footer></footer>',
    '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
    '<script>self.__next_f.push([1,"payload"])</script>',
    '<script src="/_next/static/chunks/runtime.js" async=""></script>',
    '</body></html>',
  ].join('');
const HOME = page(' data-first-screen=""');

const ITALIC = '/_next/static/media/cormorant-italic.woff2';
// A face next/font does not preload (components/frame/fonts.ts), in the family its variable names, and the titles set in it.
const TITLES = [
  '.variable{--font-display:"displayFont", "displayFont Fallback", Georgia, serif}',
  `@font-face{font-family:displayFont;src:url(../media/cormorant-italic.woff2)format("woff2");font-display:swap;font-weight:300;font-style:italic}`,
  '.title{font-family:var(--font-display),Georgia,serif;font-style:italic}',
].join('');
/** A page with a title in that italic: in its first screen, or in the section below it. */
const titled = (inFirstScreen: boolean) => {
  const title = '<h2 class="title">Wurzelwerk</h2>';
  return HOME.replace('data-precedence="next"/>', 'data-precedence="next"/><link rel="stylesheet" href="/_next/static/chunks/titles.css" data-precedence="next"/>').replace(
    inFirstScreen ? '</h1>' : '<h2>Bilder</h2>',
    inFirstScreen ? `</h1>${title}` : `<h2>Bilder</h2>${title}`,
  );
};
const WORK = page('');

let out: string;
beforeAll(async () => {
  out = await mkdtemp(path.join(tmpdir(), 'paint-first-'));
  await mkdir(path.join(out, '_next/static/chunks'), { recursive: true });
  await writeFile(path.join(out, '_next/static/chunks/a.css'), STYLESHEET);
  await writeFile(path.join(out, '_next/static/chunks/titles.css'), TITLES);
});
afterAll(() => rm(out, { recursive: true, force: true }));

// The page as a browser with scripts reads it: what stands in a <noscript> is not there.
const all = (html: string, name: string, withinNoscript = false) => {
  const inNoscript = (node: Element): boolean => Boolean(node.parent && 'name' in node.parent && (node.parent.name === 'noscript' || inNoscript(node.parent as Element)));
  return findAll((node) => node.name === name && (withinNoscript || !inNoscript(node)), parseDocument(html).children);
};
const inlineStyles = (html: string) => all(html, 'style').map(textContent);

describe('paintFirst', () => {
  it('leaves nothing but the HTML to fetch before the first paint: no stylesheet, font or chunk', async () => {
    const html = await paintFirst(HOME, 'out/index.html', out);
    expect(all(html, 'link').map((link) => link.attribs)).toEqual([]);
    expect(all(html, 'script').filter((script) => 'src' in script.attribs && !('nomodule' in script.attribs))).toEqual([]);
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
    const held = (html: string) => all(html, 'style').filter((style) => style.attribs.id === 'held-below-fold').map(textContent);
    expect(held(await paintFirst(HOME, 'out/index.html', out))).toEqual(['@media (scripting:enabled){[data-first-screen]~*,:has([data-first-screen])~*{display:none}}']);
    expect(held(await paintFirst(WORK, 'out/werke/alte-buche/index.html', out))).toEqual([]);
  });

  it('gives a visitor without scripts the stylesheets in the head, as before', async () => {
    const html = await paintFirst(HOME, 'out/index.html', out);
    const [noscript, ...others] = all(html, 'noscript', true);
    expect(others).toEqual([]);
    expect((noscript!.parent as Element).name).toBe('head');
    expect(render(noscript!.children)).toBe('<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"><link rel="manifest" href="/manifest.webmanifest">');
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

  it('preloads a face next/font leaves to the pages where the first screen sets words in it, after those next/font preloads', async () => {
    expect(requestsOfPage(await paintFirst(titled(true), 'out/werke/alte-buche/index.html', out)).fonts).toEqual([FONT, ITALIC]);
  });

  it('does not preload it where only what lies below the first screen sets words in it', async () => {
    expect(requestsOfPage(await paintFirst(titled(false), 'out/index.html', out)).fonts).toEqual([FONT]);
  });

  it('leaves the legacy polyfill, which modern browsers skip, out of the loader however its attribute is written', async () => {
    const html = await paintFirst(HOME.replace('noModule=""', 'nomodule=""'), 'out/index.html', out);
    expect(requestsOfPage(html).chunks).toEqual(['/_next/static/chunks/main.js', '/_next/static/chunks/runtime.js']);
  });

  it('closes the page with one inline script: the payload in its order, then the loader', async () => {
    const html = await paintFirst(HOME, 'out/index.html', out);
    const inline = all(html, 'script').filter((script) => !('src' in script.attribs));
    expect(inline).toHaveLength(1);
    expect(textContent(inline[0]!).startsWith('(self.__next_f=self.__next_f||[]).push([0]);self.__next_f.push([1,"payload"]);(function(requests)')).toBe(true);
    expect(render(all(html, 'body')[0]!.lastChild!)).toBe(render(inline[0]!));
  });

  it('requests the rest from the page itself once it has painted, where scripts run', async () => {
    const { window } = new JSDOM(await paintFirst(HOME, 'out/index.html', out), { runScripts: 'dangerously', pretendToBeVisual: true });
    try {
      const requested = () => [...window.document.head.querySelectorAll('link:not([rel=preload]), link[rel=preload], script[src]')].map((node) => `${node.getAttribute('rel') ?? 'script'} ${node.getAttribute('href') ?? node.getAttribute('src')}`);
      await new Promise<void>((resolve) => window.requestAnimationFrame(() => window.setTimeout(resolve, 0)));
      expect(requested()).toEqual([
        'script /_next/static/chunks/legacy.js',
        'preload /_next/static/chunks/a.css',
        `preload ${FONT}`,
        'script /_next/static/chunks/main.js',
        'script /_next/static/chunks/runtime.js',
        'manifest /manifest.webmanifest',
      ]);
      // The stylesheet applies once the font has come.
      window.document.head.querySelector('link[as=font]')!.dispatchEvent(new window.Event('load'));
      expect(requested()).toContain('stylesheet /_next/static/chunks/a.css');
    } finally {
      window.close();
    }
  });

  it('reads a stylesheet under a sub-path from the exported folder', async () => {
    const underSubPath = HOME.replaceAll('"/_next/', '"/baumbilder/_next/');
    const [rules] = inlineStyles(await paintFirst(underSubPath, 'out/index.html', out));
    expect(rules).toContain('.landing{min-height:100svh}');
  });
});

// Written against one release of Next.js: an upgrade that changes its pages stops the build with one
// message naming the step and the page. When this fails, build and read out/'s pages; mend the
// finishing steps where Next now writes otherwise, then raise MADE_AGAINST_NEXT (scripts/exported-html.ts) and this figure.
describe("Next's output as the finishing steps expect it", () => {
  it('is that of Next.js 16.4.5', () => {
    expect(JSON.parse(readFileSync(path.join(process.cwd(), 'node_modules/next/package.json'), 'utf8')).version).toBe('16.4.5');
  });

  it('refuses a page without chunk tags, naming the step, the page and the release', async () => {
    await expect(paintFirst('<html><head></head><body></body></html>', 'out/impressum/index.html', out)).rejects.toThrow(
      "paint-first: no <script src async> for the framework's chunks in out/impressum/index.html: Next's output changed (made against 16.4.5)",
    );
  });

  it('refuses a page with an external script in another form, naming the tag', async () => {
    const odd = HOME.replace('</head>', '<script src="/other.js" defer=""></script></head>');
    await expect(paintFirst(odd, 'out/index.html', out)).rejects.toThrow(
      'paint-first: an external script in an unexpected form (<script src="/other.js" defer=""></script>) in out/index.html: Next\'s output changed (made against 16.4.5)',
    );
  });

  it('refuses a page whose payload does not close its body', async () => {
    const moved = HOME.replace('</body></html>', '<div></div></body></html>');
    await expect(paintFirst(moved, 'out/index.html', out)).rejects.toThrow(
      "paint-first: no inline <script> (the framework's payload) closing the <body> in out/index.html: Next's output changed (made against 16.4.5)",
    );
  });

  it('refuses a stylesheet outside /_next/', async () => {
    const elsewhere = HOME.replace('href="/_next/static/chunks/a.css"', 'href="/styles/a.css"');
    await expect(paintFirst(elsewhere, 'out/index.html', out)).rejects.toThrow(
      "first-screen-css: a stylesheet outside /_next/ (/styles/a.css) in out/index.html: Next's output changed (made against 16.4.5)",
    );
  });
});
