// A build step on the exported HTML: the page of all works, opened at an address with a choice
// ('/werke/?verfuegbar&sort=neu'), shows that choice in its first paint. A small inline script right
// after the works arranges them from the address while the page is parsed
// (components/work/work-filters-arrange.ts, the island's own code, compiled here by esbuild), so
// nothing moves when the scripts come. The page's policy allows it by its hash (scripts/security-headers.ts).
import { buildSync } from 'esbuild';
import { Element, Text } from 'domhandler';
import { append, appendChild } from 'domutils';
import { CATALOGUE } from '@/components/work/work-filters-arrange';
import { element, hasAttribute, parsePage, writePage } from './exported-html';

let compiled: string | undefined;

/** The script: the arranging code bundled and minified for the browsers Next supports, run on the element before it. */
export function filtersFirstScript(): string {
  compiled ??= buildSync({
    stdin: {
      contents: "import { arrangeBeforePaint } from './components/work/work-filters-arrange'; arrangeBeforePaint(document.currentScript.previousElementSibling);",
      // Run from the project's folder, as every build step is.
      resolveDir: process.cwd(),
      sourcefile: 'filters-first-call.ts',
      loader: 'ts',
    },
    bundle: true,
    format: 'iife',
    minify: true,
    target: ['chrome111', 'edge111', 'firefox111', 'safari16.4'],
    legalComments: 'none',
    write: false,
  }).outputFiles[0]!.text.trim();
  return compiled;
}

/** The page with the script after its catalogue of works; a page without one as it was. */
export function withFiltersFirst(html: string): string {
  const document = parsePage(html);
  const catalogue = element(document, (node) => hasAttribute(node, CATALOGUE));
  if (!catalogue) return html;
  const script = new Element('script', {});
  appendChild(script, new Text(filtersFirstScript()));
  append(catalogue, script);
  return writePage(document);
}
