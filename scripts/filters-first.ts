// A build step on the exported HTML: the page of all works, opened at an address with a choice
// ('/werke/?verfuegbar&sort=neu'), shows that choice in its first paint. A small inline script right
// after the <main> that holds the works arranges them from the address while the page is parsed
// (components/work/work-filters-arrange.ts, the island's own code, compiled here by esbuild), so
// nothing moves when the scripts come. It stands in the <body> itself, where React's hydration passes
// over what it did not render; inside <main> it would make React render the whole page anew. The
// page's policy allows it by its hash (scripts/security-headers.ts).
import { buildSync } from 'esbuild';
import { Element, Text } from 'domhandler';
import { append, appendChild } from 'domutils';
import { CATALOGUE } from '@/components/work/work-filters-arrange';
import { element, hasAttribute, nextOutputChanged, parsePage, writePage } from './exported-html';

let compiled: string | undefined;

/** The script: the arranging code bundled and minified for the browsers Next supports. */
export function filtersFirstScript(): string {
  compiled ??= buildSync({
    stdin: {
      contents: `import { arrangeBeforePaint } from './components/work/work-filters-arrange'; arrangeBeforePaint(document.querySelector('[${CATALOGUE}]'));`,
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

/** The page with the script after the child of its <body> that holds the works; a page without them as it was. */
export function withFiltersFirst(html: string): string {
  const document = parsePage(html);
  const catalogue = element(document, (node) => hasAttribute(node, CATALOGUE));
  if (!catalogue) return html;
  let holder: Element = catalogue;
  while (holder.parent instanceof Element && holder.parent.name !== 'body') holder = holder.parent;
  if (!(holder.parent instanceof Element)) throw nextOutputChanged('filters-first', 'the page of all works', 'no <body> around the works');
  const script = new Element('script', {});
  appendChild(script, new Text(filtersFirstScript()));
  append(holder, script);
  return writePage(document);
}
