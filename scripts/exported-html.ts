// The exported pages as documents: the steps after `next build` (scripts/finish-export.mts) read and
// change them through htmlparser2's tree, never their text. Parsed and written back so that what a
// browser builds from the result is what it built from Next's page: names, attribute values, text and
// the bodies of scripts and styles are kept exactly as written (a policy hashes those bodies).
import render from 'dom-serializer';
import { findAll, findOne, textContent } from 'domutils';
import { parseDocument } from 'htmlparser2';
import type { AnyNode, Document, Element } from 'domhandler';

/** The Next.js release whose output these steps were written against. */
export const MADE_AGAINST_NEXT = '16.4.5';

const AS_WRITTEN = { decodeEntities: false, lowerCaseTags: false, lowerCaseAttributeNames: false } as const;

export const parsePage = (html: string): Document => parseDocument(html, AS_WRITTEN);

// Empty attributes stay `async=""`, as Next writes them; void elements close as HTML's do.
export const writePage = (document: AnyNode): string => render(document, { decodeEntities: false, emptyAttrs: true, selfClosingTags: false });

export const elements = (root: AnyNode[] | AnyNode, test: (element: Element) => boolean): Element[] => findAll(test, Array.isArray(root) ? root : [root]);

export function element(root: AnyNode[] | AnyNode, test: (element: Element) => boolean): Element | undefined {
  return findOne(test, Array.isArray(root) ? root : [root]) ?? undefined;
}

/** An attribute's value, its name matched as HTML does, whatever its case (Next writes `noModule`). */
export function attribute(node: Element, name: string): string | undefined {
  const key = Object.keys(node.attribs).find((written) => written.toLowerCase() === name);
  return key === undefined ? undefined : node.attribs[key];
}

export const hasAttribute = (node: Element, name: string): boolean => attribute(node, name) !== undefined;

/** An element's text as written: a script's or a style's body. */
export const bodyOf = (node: Element): string => textContent(node);

/**
 * The one message a step gives when a page is not shaped as it expects: a Next.js upgrade changed its
 * output, and a failed build is better than pages that never hydrate or carry no policy.
 */
export function nextOutputChanged(step: string, page: string, expected: string): Error {
  return new Error(`${step}: ${expected} in ${page}: Next's output changed (made against ${MADE_AGAINST_NEXT})`);
}
