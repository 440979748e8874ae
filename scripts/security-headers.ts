// A Content-Security-Policy for the exported site. Every page's inline scripts (the ones Next writes,
// and the loader) and inline styles (its first screen's rules) are allowed by their sha256 hashes,
// read from the finished pages, so nothing needs 'unsafe-inline'. scripts/finish-export.mts applies it
// after `next build`.
import { createHash } from 'node:crypto';
import { Element } from 'domhandler';
import { appendChild, prepend, removeElement } from 'domutils';
import { PORTFOLIOS_PATH } from '@/lib/domain/portfolios';
import { ROOMS_PATH } from '@/lib/domain/rooms';
import { attribute, bodyOf, element, elements, hasAttribute, nextOutputChanged, parsePage, writePage } from './exported-html';

const isPolicy = (node: Element) => node.name === 'meta' && attribute(node, 'http-equiv')?.toLowerCase() === 'content-security-policy';
// Data blocks such as JSON-LD are not run, so CSP does not apply to them.
const isInlineScript = (node: Element) => node.name === 'script' && !hasAttribute(node, 'src') && attribute(node, 'type') !== 'application/ld+json';
const isStyle = (node: Element) => node.name === 'style';

/** The hashes of the bodies as written in the page: what the browser hashes. */
function inlineHashes(bodies: string[]): string[] {
  return [...new Set(bodies.map((body) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`))];
}

function policy(scripts: string[], styles: string[]): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${scripts.join(' ')}`.trim(),
    `style-src 'self' ${styles.join(' ')}`.trim(),
    // The blurred placeholders are tiny data: images inside the page.
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

const OTHER_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
  'X-Frame-Options': 'DENY',
  // HTTPS only, for 180 days after each visit. Not includeSubDomains: her domain may carry other
  // hosts (mail, an old shop) that are not on HTTPS, and this header would lock browsers out of them.
  'Strict-Transport-Security': 'max-age=15552000',
};

/** The page with its own policy as a <meta> tag (for hosts that set no headers), replacing any earlier one. */
export function withPolicyMeta(html: string, page: string): string {
  const document = parsePage(html);
  const head = element(document, (node) => node.name === 'head');
  if (!head) throw nextOutputChanged('security-headers', page, 'no <head> for the policy');
  elements(document, isPolicy).forEach((meta) => removeElement(meta));
  const scripts = inlineHashes(elements(document, isInlineScript).map(bodyOf));
  const styles = inlineHashes(elements(document, isStyle).map(bodyOf));
  const meta = new Element('meta', { 'http-equiv': 'Content-Security-Policy', content: policy(scripts, styles) });
  if (head.firstChild) prepend(head.firstChild, meta);
  else appendChild(head, meta);
  return writePage(document);
}

/**
 * What only a header can say, and nothing that would loosen a page's own <meta> policy. The scripts
 * are left to each page's policy, which names exactly its own: the union of every page's hashes
 * would grow with the catalogue (50 KB at 300 works, sent with every file, which held the phone's
 * first paint back by two seconds and is over what hosts take in a header).
 */
const HEADER_POLICY = "frame-ancestors 'none'; object-src 'none'; base-uri 'self'; form-action 'self'";

/** The editor's folder: its page carries its own policy, and no search engine should list it. */
export const EDITOR_FOLDER = 'admin';

/** out/_headers (Netlify, Cloudflare Pages): the same small headers for every file, whatever the number of pages. */
export function hostHeadersFile() {
  return [
    '/*',
    `  Content-Security-Policy: ${HEADER_POLICY}`,
    ...Object.entries(OTHER_HEADERS).map(([name, value]) => `  ${name}: ${value}`),
    `/${EDITOR_FOLDER}/*`,
    '  X-Robots-Tag: noindex, nofollow',
    // The private viewing rooms say so in their pages too; the folder's name gives no room's address away.
    `${ROOMS_PATH}*`,
    '  X-Robots-Tag: noindex, nofollow',
    // So too the portfolios, PDFs, which cannot say it themselves.
    `${PORTFOLIOS_PATH}*`,
    '  X-Robots-Tag: noindex, nofollow',
    '',
  ].join('\n');
}
