// A build step on the exported HTML: the first paint waits for the HTML alone. The rules of the first
// screen are written into the page (scripts/first-screen-css.ts); the stylesheets, the fonts and the
// framework's scripts are requested once the first contentful paint is on screen
// (scripts/first-paint-loader.ts). So on a slow phone line the words paint with the first round trip,
// in their fonts' metric-matched fallbacks, and the rest follows. Every page is complete without the
// scripts (they add the carousel, the viewer and smooth scrolling); with scripts off, the stylesheets
// come from a <noscript> as before. Why, and what it costs: docs/decisions/first-paint-hold.md.
import { Element, Text } from 'domhandler';
import { appendChild, prepend, removeElement } from 'domutils';
import { FIRST_SCREEN } from '@/lib/domain/first-screen';
import { attribute, bodyOf, element, elements, hasAttribute, nextOutputChanged, parsePage, writePage } from './exported-html';
import { HOLD_ID, type Requests } from './first-paint-loader';
import { loaderScript, requestsOfScript } from './first-paint-loader-script';
import { firstScreenCss, firstScreenMarkup, stylesheetsOfPage } from './first-screen-css';

const STEP = 'paint-first';

/**
 * What follows the first screen's mark on the page waits: laid out unstyled, it would cost a phone a
 * layout of the whole page before the first paint, and another once the stylesheets come. Only where
 * scripts run, since they release it; without them the stylesheets are in the <head> as ever.
 */
export const HOLD_RULE = `@media (scripting:enabled){[${FIRST_SCREEN}]~*,:has([${FIRST_SCREEN}])~*{display:none}}`;

const named = (name: string) => (node: Element) => node.name === name;
const linked = (rel: string, as?: string) => (node: Element) => node.name === 'link' && attribute(node, 'rel') === rel && attribute(node, 'as') === as;
const externalScript = (node: Element) => node.name === 'script' && hasAttribute(node, 'src');
// The legacy polyfill that modern browsers skip is left where Next put it.
const isLegacy = (node: Element) => hasAttribute(node, 'nomodule');
const isChunk = (node: Element) => externalScript(node) && hasAttribute(node, 'async') && !isLegacy(node);
const isInlineScript = (node: Element) => node.name === 'script' && Object.keys(node.attribs).length === 0;

/** A new element, with its text if it has one. */
function created(name: string, attribs: Record<string, string> = {}, text?: string): Element {
  const node = new Element(name, attribs);
  if (text !== undefined) appendChild(node, new Text(text));
  return node;
}

/** What a page requests after its first paint, read back from its loader; nothing where it has none. */
export function requestsOfPage(html: string): Requests {
  const scripts = elements(parsePage(html), isInlineScript).map(bodyOf);
  return scripts.map(requestsOfScript).find(Boolean) ?? { stylesheets: [], fonts: [], chunks: [] };
}

/** Every script a page names, in tags or in its loader: what the budget check weighs. */
export function scriptsOfPage(html: string): string[] {
  return [...elements(parsePage(html), externalScript).map((script) => attribute(script, 'src')!), ...requestsOfPage(html).chunks];
}

/**
 * The inline scripts that close the page (Next's payload, then the loader) as one: they run one after
 * another all the same, and the page's policy names one hash instead of one for each.
 */
function closeWithOneScript(body: Element, loader: string, page: string) {
  const closing: Element[] = [];
  for (let node = body.lastChild; node instanceof Element && isInlineScript(node); node = node.prev) closing.unshift(node);
  if (closing.length === 0) throw nextOutputChanged(STEP, page, 'no inline <script> (the framework\'s payload) closing the <body>');
  closing.forEach((script) => removeElement(script));
  appendChild(body, created('script', {}, [...closing.map(bodyOf), loader].join(';')));
}

/** The head's stylesheets give way to the first screen's rules, the hold, and a <noscript> with the stylesheets and the manifest. */
function inlineTheFirstScreen(stylesheets: Element[], manifest: Element | undefined, css: string, hold: boolean) {
  const [first] = stylesheets;
  if (!first) return;
  const noscript = created('noscript');
  const inHead = [created('style', {}, css), ...(hold ? [created('style', { id: HOLD_ID }, HOLD_RULE)] : []), noscript];
  inHead.forEach((node) => prepend(first, node));
  [...stylesheets, ...(manifest ? [manifest] : [])].forEach((node) => appendChild(noscript, node));
}

/**
 * The page with its first screen's rules in its <head> and everything else requested after the first
 * paint. `page` names the file in the error thrown when the HTML is not shaped as this step expects
 * (a Next.js upgrade may change it): better a failed build than a page that never hydrates.
 */
export async function paintFirst(html: string, page: string, out: string): Promise<string> {
  const document = parsePage(html);
  const head = element(document, named('head'));
  const body = element(document, named('body'));
  if (!head || !body) throw nextOutputChanged(STEP, page, 'no <head> and <body>');
  const chunks = elements(document, isChunk);
  if (chunks.length === 0) throw nextOutputChanged(STEP, page, "no <script src async> for the framework's chunks");
  const stylesheets = stylesheetsOfPage(document);
  const fonts = elements(document, linked('preload', 'font'));
  const manifest = element(document, linked('manifest'));
  const { css, faces } = await firstScreenCss(html, page, out);
  if (css.includes('</style')) throw new Error(`${STEP}: a stylesheet holds "</style", which cannot be written into ${page}`);
  const requests: Requests = {
    stylesheets: stylesheets.map((sheet) => attribute(sheet, 'href')!),
    // next/font's preloads, and the faces only some pages' first screens set words in.
    fonts: [...new Set([...fonts.map((font) => attribute(font, 'href')!), ...faces])],
    chunks: chunks.map((chunk) => attribute(chunk, 'src')!),
    ...(manifest ? { manifest: attribute(manifest, 'href')! } : {}),
  };
  [...chunks, ...fonts, ...elements(document, linked('preload', 'script'))].forEach((node) => removeElement(node));
  inlineTheFirstScreen(stylesheets, manifest, css, firstScreenMarkup(html).belowTheFold);
  const left = elements(document, externalScript).filter((script) => !isLegacy(script));
  if (left.length > 0) throw nextOutputChanged(STEP, page, `an external script in an unexpected form (${writePage(left[0]!)})`);
  closeWithOneScript(body, loaderScript(requests), page);
  return writePage(document);
}
