// The loader (scripts/first-paint-loader.ts) as the inline script a page carries: compiled once per
// build by esbuild, and called with the page's own requests written as JSON.
import path from 'node:path';
import { buildSync } from 'esbuild';
import type { Requests } from './first-paint-loader';

/** The compiled call's parameter: the JSON a page's script hands it. */
const PARAMETER = 'requests';
let compiled: string | undefined;

/** The loader as a function of the page's requests, minified for the browsers Next supports. */
function loaderFunction(): string {
  compiled ??= `(function(${PARAMETER}){${buildSync({
    stdin: {
      contents: `import { requestAfterFirstPaint } from './first-paint-loader'; requestAfterFirstPaint(${PARAMETER});`,
      resolveDir: __dirname,
      sourcefile: path.join(__dirname, 'first-paint-loader-call.ts'),
      loader: 'ts',
    },
    bundle: true,
    format: 'esm',
    minify: true,
    target: ['chrome111', 'edge111', 'firefox111', 'safari16.4'],
    legalComments: 'none',
    write: false,
  }).outputFiles[0]!.text.trim()}})`;
  return compiled;
}

/** The inline script that requests these once the first paint is on screen. */
export function loaderScript(requests: Requests): string {
  return `${loaderFunction()}(${JSON.stringify(requests)})`;
}

/** What a script requests after the first paint, where it ends with the loader; undefined where it does not. */
export function requestsOfScript(script: string): Requests | undefined {
  const start = script.lastIndexOf(loaderFunction());
  if (start === -1 || !script.endsWith(')')) return undefined;
  return JSON.parse(script.slice(start + loaderFunction().length + 1, -1)) as Requests;
}
