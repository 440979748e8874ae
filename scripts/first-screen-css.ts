// The rules a page's first screen needs, to be written into the page itself (scripts/paint-first.ts):
// the first paint then waits for the HTML alone, and the stylesheets follow it.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import Beasties from 'beasties';
import { removeElement } from 'domutils';
import type { AnyNode, Element } from 'domhandler';
import { FIRST_SCREEN } from '@/lib/domain/first-screen';
import { attribute, bodyOf, element, elements, hasAttribute, nextOutputChanged, parsePage, writePage } from './exported-html';

const STEP = 'first-screen-css';

/** A page's stylesheets as Next writes them into its <head>: `data-precedence` makes them React's. */
export const stylesheetsOfPage = (root: AnyNode): Element[] =>
  elements(root, (node) => node.name === 'link' && attribute(node, 'rel') === 'stylesheet' && attribute(node, 'data-precedence') === 'next');

// next/font's fallbacks (`src: local(…)` with metric overrides) let the words paint at once in a
// font shaped like theirs; the faces with files stay in the stylesheets, so no font is fetched
// before the first paint.
const FONT_FACE = /@font-face\{[^}]*\}/g;
const FACE_URL = /url\((['"]?)(?!data:)([^'")]+)\1\)/g;

type Sheet = { href: string; css: string };

/** The faces with files, each as written and with its file's address made absolute (the stylesheet's is relative to it). */
const facesWithFiles = (sheets: Sheet[]) =>
  sheets.flatMap(({ href, css }) =>
    (css.match(FONT_FACE) ?? [])
      .filter((face) => face.includes('url('))
      .map((face) => face.replace(FACE_URL, (_, quote: string, url: string) => `url(${quote}${new URL(url, `http://site${href}`).pathname}${quote})`)),
  );

/**
 * The faces with files, for print only. On screen a face inside `@media print` is not in use, so
 * nothing is fetched before the first paint; a browser preparing to print (Chromium lays the page out
 * for print and waits for what that requests) fetches the files the printed page uses, though the
 * stylesheets have not come yet.
 */
function facesForPrint(sheets: Sheet[]): string {
  const faces = facesWithFiles(sheets);
  return faces.length > 0 ? `@media print{${faces.join('')}}` : '';
}

/** A declaration's value in a block of minified CSS: `font-style` of '.a{font-style:italic}'. */
const valueOf = (block: string, property: string) => new RegExp(`(?:^|[{;])${property}:([^;}]+)`).exec(block)?.[1]?.trim();
/** The first family a font-family names: 'displayFont' of '"displayFont", Georgia, serif'. */
const firstFamily = (families: string) => families.split(',')[0]!.trim().replace(/^(['"])(.*)\1$/, '$2');
const BLOCK = /\{([^{}]*)\}/g;
const VARIABLE = /(--[\w-]+):([^;}]+)/g;

/**
 * The files of the faces the first screen's rules set words in: a face is in use where a rule names
 * its family (itself, or by the variable next/font defines for it, as `var(--font-display)`) and its
 * style. next/font preloads the faces of every page; a face it leaves to the pages (Cormorant's italic,
 * components/frame/fonts.ts) is preloaded by those whose first screen shows it.
 */
export function facesOfFirstScreen(rules: string, sheets: Sheet[]): string[] {
  const variables = new Map(sheets.flatMap(({ css }) => [...css.matchAll(VARIABLE)].map(([, name, value]): [string, string] => [name!, firstFamily(value!)])));
  const familyOf = (families: string) => {
    const variable = /^var\((--[\w-]+)\)/.exec(families)?.[1];
    return variable ? variables.get(variable) : firstFamily(families);
  };
  const used = new Set(
    [...rules.matchAll(BLOCK)]
      .map(([, block]) => block!)
      .filter((block) => !block.includes('src:'))
      .flatMap((block) => {
        const families = valueOf(block, 'font-family');
        return families ? [`${familyOf(families)} ${valueOf(block, 'font-style') ?? 'normal'}`] : [];
      }),
  );
  return facesWithFiles(sheets)
    .filter((face) => used.has(`${firstFamily(valueOf(face, 'font-family') ?? '')} ${valueOf(face, 'font-style') ?? 'normal'}`))
    .flatMap((face) => [...face.matchAll(FACE_URL)].map(([, , url]) => url!));
}

/** The page as far as its first screen reaches: whatever follows the mark, and its ancestors, is left out. */
export function firstScreenMarkup(html: string): { markup: string; belowTheFold: boolean } {
  const document = parsePage(html);
  const marked = element(document, (node) => hasAttribute(node, FIRST_SCREEN));
  if (!marked) return { markup: html, belowTheFold: false };
  for (let node: Element | null = marked; node && node.name !== 'html'; node = node.parent as Element | null) {
    while (node.next) removeElement(node.next);
  }
  return { markup: writePage(document), belowTheFold: true };
}

/** Where a stylesheet's address ('/baumbilder/_next/static/chunks/a.css' under a sub-path) has its file in the export. */
const fileOfAddress = (href: string) => href.slice(href.indexOf('/_next/'));

/**
 * The rules of the page's stylesheets that match its first screen, with the fonts' fallbacks, read
 * from the exported folder `out`. Beasties matches each selector against the first screen's markup
 * (pseudo-classes such as :hover included) and keeps @media, @supports and the @keyframes the
 * kept rules name. A page drawn whole from these rules (it marks no first screen: a work's page)
 * also prints from them, so it gets its fonts' files for print too.
 */
export async function firstScreenCss(html: string, page: string, out: string): Promise<{ css: string; faces: string[] }> {
  const stylesheets = stylesheetsOfPage(parsePage(html)).map((sheet) => attribute(sheet, 'href')!);
  if (stylesheets.length === 0) return { css: '', faces: [] };
  if (stylesheets.some((href) => !href.includes('/_next/'))) throw nextOutputChanged(STEP, page, `a stylesheet outside /_next/ (${stylesheets.join(', ')})`);
  const basePath = stylesheets[0]!.slice(0, stylesheets[0]!.indexOf('/_next/'));
  const problems: string[] = [];
  const beasties = new Beasties({
    path: out,
    publicPath: basePath,
    reduceInlineStyles: false,
    compress: true,
    keyframes: 'critical',
    logger: { warn: (message) => problems.push(message), error: (message) => problems.push(message) },
  });
  const { markup, belowTheFold } = firstScreenMarkup(html);
  // Only the rules are taken from Beasties' result; paint-first rewrites the page itself.
  const result = await beasties.process(markup);
  if (problems.length > 0) throw new Error(`${STEP}: the first screen's rules of ${page} could not be found:\n  ${problems.join('\n  ')}`);
  const rules = elements(parsePage(result), (node) => node.name === 'style' && Object.keys(node.attribs).length === 0).map(bodyOf).join('');
  const sheets = await Promise.all(stylesheets.map(async (href) => ({ href, css: await readFile(path.join(out, fileOfAddress(href)), 'utf8') })));
  const fallbacks = sheets.flatMap(({ css }) => css.match(FONT_FACE) ?? []).filter((face) => !face.includes('url('));
  return { css: fallbacks.join('') + (belowTheFold ? '' : facesForPrint(sheets)) + rules, faces: facesOfFirstScreen(rules, sheets) };
}
