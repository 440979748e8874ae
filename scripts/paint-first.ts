// A build step on the exported HTML: the first paint waits for the HTML alone. The rules of the first
// screen are written into the page (scripts/first-screen-css.ts); the stylesheets, the fonts and the
// framework's scripts are requested once the first contentful paint is on screen. So on a slow phone
// line the words paint with the first round trip, in their fonts' metric-matched fallbacks, and the
// rest follows. Every page is complete without the scripts (they add the carousel, the viewer and
// smooth scrolling); with scripts off, the stylesheets come from a <noscript> as before.
import { FIRST_SCREEN } from '../lib/domain/first-screen';
import { firstScreenCss, firstScreenMarkup, STYLESHEET_TAG } from './first-screen-css';

// The tags Next writes for its chunks: `<script src="…" async="">`, and a low-priority preload of one.
const CHUNK_SCRIPT = /<script src="([^"]+)" async=""><\/script>/g;
const CHUNK_PRELOAD = /<link rel="preload" as="script" fetchPriority="low" href="[^"]+"\/>/g;
// next/font's preloads of the fonts: they come with the stylesheets instead.
const FONT_PRELOAD = /<link rel="preload" href="([^"]+)" as="font"[^>]*\/>/g;
// The web app's manifest, which a phone checking whether the site can be installed fetches at once.
const MANIFEST_TAG = /<link rel="manifest" href="([^"]+)"\/>/;
const ANY_EXTERNAL_SCRIPT = /<script\b[^>]*\bsrc="([^"]+)"[^>]*>/g;

/** The <style> that keeps what lies below the first screen out of the layout until the stylesheets have come. */
const HOLD_ID = 'held-below-fold';
/**
 * What follows the first screen's mark on the page waits: laid out unstyled, it would cost a phone a
 * layout of the whole page before the first paint, and another once the stylesheets come. Only where
 * scripts run, since they release it; without them the stylesheets are in the <head> as ever.
 */
export const HOLD_RULE = `@media (scripting:enabled){[${FIRST_SCREEN}]~*,:has([${FIRST_SCREEN}])~*{display:none}}`;

/** What the page requests after its first paint, in this order. */
type Requests = { stylesheets: string[]; fonts: string[]; chunks: string[]; manifest?: string };

/**
 * The inline script that requests the rest once the first contentful paint is on screen (its
 * performance entry arrives after the frame is shown). Where paint timing is missing, it waits for
 * the first frame: a requestAnimationFrame callback runs just before it, the task it queues after it.
 * The stylesheets keep Next's `data-precedence`, so React takes them as its own when it hydrates.
 * Once they have all come (or failed), the hold goes, and an address that names a section below the
 * first screen ('/#exhibitions') is followed again: the browser's own jump came while it was held.
 */
const LOADER_START =
  '(function(sheets,fonts,chunks,manifest){var head=document.head;' +
  'var add=function(tag,attributes){var element=document.createElement(tag);for(var name in attributes)element.setAttribute(name,attributes[name]);head.appendChild(element);return element};' +
  `var waiting=sheets.length;var settle=function(){var hold=document.getElementById("${HOLD_ID}");if(--waiting>0||!hold)return;hold.parentNode.removeChild(hold);` +
  'var named=document.querySelector(":target");if(named)named.scrollIntoView()};' +
  'var load=function(){' +
  'sheets.forEach(function(href){var sheet=add("link",{rel:"stylesheet",href:href,"data-precedence":"next"});sheet.onload=sheet.onerror=settle});' +
  'fonts.forEach(function(href){add("link",{rel:"preload",as:"font",type:"font/woff2",crossorigin:"anonymous",href:href})});' +
  'chunks.forEach(function(src){add("script",{src:src}).async=true});if(manifest)add("link",{rel:"manifest",href:manifest})};' +
  'if(window.PerformanceObserver&&(PerformanceObserver.supportedEntryTypes||[]).indexOf("paint")>=0){' +
  'new PerformanceObserver(function(list,observer){if(list.getEntriesByName("first-contentful-paint").length>0){observer.disconnect();load()}})' +
  '.observe({type:"paint",buffered:true})}else{requestAnimationFrame(function(){setTimeout(load)})}})(';

export function pageLoader({ stylesheets, fonts, chunks, manifest }: Requests): string {
  return `${LOADER_START}${[stylesheets, fonts, chunks, ...(manifest ? [manifest] : [])].map((value) => JSON.stringify(value)).join(',')})`;
}

/** What a page requests after its first paint, read back from its loader; nothing where it has none. */
export function requestsOfPage(html: string): Requests {
  const loader = html.indexOf(LOADER_START);
  if (loader === -1) return { stylesheets: [], fonts: [], chunks: [] };
  // The loader ends its script: its arguments are what stands between LOADER_START and ')</script>'.
  const start = loader + LOADER_START.length;
  const [stylesheets = [], fonts = [], chunks = [], manifest] = JSON.parse(`[${html.slice(start, html.indexOf(')</script>', start))}]`) as [string[], string[], string[], string?];
  return { stylesheets, fonts, chunks, ...(manifest ? { manifest } : {}) };
}

/** Every script a page names, in tags or in its loader: what the budget check weighs. */
export function scriptsOfPage(html: string): string[] {
  return [...[...html.matchAll(ANY_EXTERNAL_SCRIPT)].map(([, source]) => source!), ...requestsOfPage(html).chunks];
}

/**
 * The inline scripts that close the page (Next's payload, the loader) as one: they run one after
 * another all the same, and the page's policy names one hash instead of one for each.
 */
function oneClosingScript(html: string, page: string): string {
  const end = html.lastIndexOf('</body>');
  const bodies: string[] = [];
  let start = end;
  while (html.endsWith('</script>', start)) {
    const open = html.lastIndexOf('<script>', start - '</script>'.length);
    const body = html.slice(open + '<script>'.length, start - '</script>'.length);
    if (open === -1 || body.includes('<script')) break;
    bodies.unshift(body);
    start = open;
  }
  if (bodies.length === 0) throw new Error(`${page}: expected inline scripts before </body>`);
  return `${html.slice(0, start)}<script>${bodies.join(';')}</script>${html.slice(end)}`;
}

/**
 * The page with its first screen's rules in its <head> and everything else requested after the first
 * paint. `page` names the file in the error thrown when the HTML is not shaped as this step expects
 * (a Next.js upgrade may change it): better a failed build than a page that never hydrates.
 */
export async function paintFirst(html: string, page: string, out: string): Promise<string> {
  const chunks = [...html.matchAll(CHUNK_SCRIPT)].map(([, source]) => source!);
  if (chunks.length === 0) throw new Error(`${page}: no <script src="…" async=""> chunk tags found to defer`);
  const stylesheets = [...html.matchAll(STYLESHEET_TAG)];
  const fonts = [...html.matchAll(FONT_PRELOAD)].map(([, href]) => href!);
  const manifest = html.match(MANIFEST_TAG);
  const css = await firstScreenCss(html, page, out);
  if (css.includes('</style')) throw new Error(`${page}: a stylesheet holds "</style", which cannot be written into the page`);
  const hold = firstScreenMarkup(html).belowTheFold ? `<style id="${HOLD_ID}">${HOLD_RULE}</style>` : '';
  const withoutScripts = [...stylesheets.map(([tag]) => tag), ...(manifest ? [manifest[0]] : [])].join('');
  const inHead = stylesheets.length > 0 ? `<style>${css}</style>${hold}<noscript>${withoutScripts}</noscript>` : '';
  const deferred = html
    .replace(CHUNK_SCRIPT, '')
    .replace(CHUNK_PRELOAD, '')
    .replace(FONT_PRELOAD, '')
    .replace(MANIFEST_TAG, '')
    .replace(STYLESHEET_TAG, (tag) => (tag === stylesheets[0]?.[0] ? inHead : ''));
  // The only external script left may be the legacy polyfill that modern browsers skip.
  const left = [...deferred.matchAll(ANY_EXTERNAL_SCRIPT)].filter(([tag]) => !/\bnoModule=""/.test(tag));
  if (left.length > 0) throw new Error(`${page}: an external script in an unexpected form: ${left[0]![0]}`);
  if (deferred.match(/<\/body>/g)?.length !== 1) throw new Error(`${page}: expected exactly one </body>`);
  const loader = pageLoader({ stylesheets: stylesheets.map(([, href]) => href!), fonts, chunks, ...(manifest ? { manifest: manifest[1]! } : {}) });
  return oneClosingScript(deferred.replace('</body>', `<script>${loader}</script></body>`), page);
}
