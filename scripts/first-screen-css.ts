// The rules a page's first screen needs, to be written into the page itself (scripts/paint-first.ts):
// the first paint then waits for the HTML alone, and the stylesheets follow it.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import Beasties from 'beasties';
import postcss, { type AtRule, type Container, type Declaration, type Root } from 'postcss';
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
// before the first paint. The stylesheets are read with PostCSS, whose nodes print as written.
const FACE_URL = /url\((['"]?)(?!data:)([^'")]+)\1\)/g;

/** A stylesheet, parsed once for all that is read from it. */
type Sheet = { href: string; root: Root };

/** A declaration's value in a rule or an at-rule: `font-style` of '.a{font-style:italic}'. */
const valueOf = (node: Container, property: string) => node.nodes?.find((child): child is Declaration => child.type === 'decl' && child.prop === property)?.value.trim();
/** The addresses of a face's files, in every `src` it declares. */
const filesOf = (face: AtRule) =>
  (face.nodes ?? []).flatMap((node) => (node.type === 'decl' && node.prop === 'src' ? [...node.value.matchAll(FACE_URL)].map(([, , url]) => url!) : []));
const hasFile = (face: AtRule) => filesOf(face).length > 0;
/** The first family a font-family names: 'displayFont' of '"displayFont", Georgia, serif'. */
const firstFamily = (families: string) => families.split(',')[0]!.trim().replace(/^(['"])(.*)\1$/, '$2');

function fontFaces(root: Root): AtRule[] {
  const faces: AtRule[] = [];
  root.walkAtRules('font-face', (face) => {
    faces.push(face);
  });
  return faces;
}

/** The faces with files, each with its file's address made absolute (the stylesheet's is relative to it). */
const facesWithFiles = (sheets: Sheet[]) =>
  sheets.flatMap(({ href, root }) =>
    fontFaces(root)
      .filter(hasFile)
      .map((face) => {
        const absolute = face.clone();
        absolute.walkDecls('src', (source) => {
          source.value = source.value.replace(FACE_URL, (_, quote: string, url: string) => `url(${quote}${new URL(url, `http://site${href}`).pathname}${quote})`);
        });
        return absolute;
      }),
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

/**
 * The files of the faces the first screen's rules set words in: a face is in use where a rule names
 * its family (itself, or by the variable next/font defines for it, as `var(--font-display)`) and its
 * style. next/font preloads the faces of every page; a face it leaves to the pages (Cormorant's italic,
 * components/frame/fonts.ts) is preloaded by those whose first screen shows it.
 */
export function facesOfFirstScreen(rules: string, sheets: Sheet[]): string[] {
  const variables = new Map<string, string>();
  for (const { root } of sheets) {
    root.walkDecls(/^--/, (variable) => {
      variables.set(variable.prop, firstFamily(variable.value));
    });
  }
  const familyOf = (families: string) => {
    const variable = /^var\((--[\w-]+)\)/.exec(families)?.[1];
    return variable ? variables.get(variable) : firstFamily(families);
  };
  const used = new Set<string>();
  postcss.parse(rules).walkRules((rule) => {
    const families = valueOf(rule, 'font-family');
    if (families) used.add(`${familyOf(families)} ${valueOf(rule, 'font-style') ?? 'normal'}`);
  });
  return facesWithFiles(sheets)
    .filter((face) => used.has(`${firstFamily(valueOf(face, 'font-family') ?? '')} ${valueOf(face, 'font-style') ?? 'normal'}`))
    .flatMap(filesOf);
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
  const sheets = await Promise.all(stylesheets.map(async (href) => ({ href, root: postcss.parse(await readFile(path.join(out, fileOfAddress(href)), 'utf8')) })));
  const fallbacks = sheets.flatMap(({ root }) => fontFaces(root)).filter((face) => !hasFile(face));
  return { css: fallbacks.join('') + (belowTheFold ? '' : facesForPrint(sheets)) + rules, faces: facesOfFirstScreen(rules, sheets) };
}
