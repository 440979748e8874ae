import { createHash } from 'node:crypto';
import { hostHeadersFile, withPolicyMeta } from './security-headers';

const sha256 = (body: string) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;
// Bodies as Next and the loader write them: entities, '<' and quotes are the browser's to hash as they stand.
const SCRIPT = 'self.__next_f.push([1,"a\\u003cb \\"&amp;\\" c<d"])';
const STYLE = '.a>b{content:"&"}';
const PAGE = [
  '<!DOCTYPE html><html lang="de"><head><meta charSet="utf-8"/>',
  '<meta http-equiv="Content-Security-Policy" content="script-src \'none\'"/>',
  `<style>${STYLE}</style></head><body><p>Bäume &amp; Sträucher</p>`,
  '<script type="application/ld+json">{"@type":"Person"}</script>',
  '<script src="/_next/static/chunks/legacy.js" noModule=""></script>',
  `<script>${SCRIPT}</script></body></html>`,
].join('');

const policyOf = (html: string) => {
  const start = html.indexOf('content="', html.indexOf('Content-Security-Policy')) + 'content="'.length;
  return html.slice(start, html.indexOf('"', start));
};

describe('withPolicyMeta', () => {
  it('allows each inline script and style by the hash of its body as served, and nothing else', () => {
    const html = withPolicyMeta(PAGE, 'out/index.html');
    expect(html).toContain(`<script>${SCRIPT}</script>`);
    expect(html).toContain(`<style>${STYLE}</style>`);
    expect(policyOf(html)).toContain(`script-src 'self' ${sha256(SCRIPT)}; style-src 'self' ${sha256(STYLE)};`);
  });

  it('puts its policy first in the head, in place of one written before', () => {
    const html = withPolicyMeta(withPolicyMeta(PAGE, 'out/index.html'), 'out/index.html');
    expect(html.split('Content-Security-Policy')).toHaveLength(2);
    expect(html.startsWith('<!DOCTYPE html><html lang="de"><head><meta http-equiv="Content-Security-Policy" content="default-src \'self\';')).toBe(true);
  });

  it("keeps the page's words and attributes as Next wrote them", () => {
    const html = withPolicyMeta(PAGE, 'out/index.html');
    expect(html).toContain('<p>Bäume &amp; Sträucher</p>');
    expect(html).toContain('<meta charSet="utf-8"><style>');
    expect(html).toContain('<script src="/_next/static/chunks/legacy.js" noModule=""></script>');
  });

  it('refuses a page without a head, naming the step and the page', () => {
    expect(() => withPolicyMeta('<p>Bäume</p>', 'out/impressum/index.html')).toThrow(
      "security-headers: no <head> for the policy in out/impressum/index.html: Next's output changed (made against 16.4.5)",
    );
  });
});

it('tells search engines to leave out the editor, the rooms and the portfolios, by their folders, which name no key', () => {
  expect(hostHeadersFile()).toContain('/admin/*\n  X-Robots-Tag: noindex, nofollow\n/raum/*\n  X-Robots-Tag: noindex, nofollow\n/mappe/*\n  X-Robots-Tag: noindex, nofollow\n');
});
