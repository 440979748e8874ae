// Serves the exported site (out/) on localhost: `npm start` builds and then runs this.
// PORT picks the port (default 3000, 0 for any free one); serve-handler answers unknown paths with out/404.html and
// sends the headers in out/_headers, as a static host that reads that file would.
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import compression from 'compression';
import handler from 'serve-handler';

const OUT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'out');
/** serve-handler's `headers` option: the headers of each path pattern. */
type HostHeaders = { source: string; headers: { key: string; value: string }[] }[];

const NOT_FOUND = '<!DOCTYPE html><title>404</title><p>Not found</p>';

/** The blocks of a Netlify-style _headers file ('/*', '/admin/*'), as serve-handler takes headers. */
function hostHeaders(dir: string): HostHeaders {
  const file = path.join(dir, '_headers');
  if (!existsSync(file)) return [];
  const blocks: HostHeaders = [];
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (/^\/\S*$/.test(line)) blocks.push({ source: line === '/*' ? '**' : `${line.slice(1).replace(/\*$/, '**')}`, headers: [] });
    else if (/^\s+\S+:/.test(line) && blocks.length > 0) {
      blocks.at(-1)!.headers.push({ key: line.trim().split(':')[0]!, value: line.slice(line.indexOf(':') + 1).trim() });
    }
  }
  return blocks;
}

export type ServeOptions = {
  port?: number;
  quiet?: boolean;
  dir?: string;
  /** Serves the site under a sub-path (as on a project page), where everything outside it is not found. */
  basePath?: string;
};
export type Served = { url: string; close: () => Promise<void> };

export function startServer({ port = Number(process.env.PORT ?? 3000), quiet = false, dir = OUT, basePath = '' }: ServeOptions = {}): Promise<Served> {
  if (!existsSync(path.join(dir, 'index.html'))) {
    throw new Error(`${path.relative(process.cwd(), dir) || dir}/index.html is missing: run \`npm run build\` first.`);
  }
  const headers = hostHeaders(dir);
  // Compressed as every real host sends text, so what is measured here is what visitors get.
  const compress = compression();
  // compression is written for Express; Node's own request and response are what it works on.
  const server = http.createServer((request, response) => compress(request as never, response as never, () => serve(request, response)));
  const serve = (request: IncomingMessage, response: ServerResponse) => {
    if (basePath) {
      if (!request.url?.startsWith(`${basePath}/`)) {
        response.writeHead(404, { 'Content-Type': 'text/html' }).end(NOT_FOUND);
        return;
      }
      request.url = request.url.slice(basePath.length);
    }
    return handler(request, response, { public: dir, trailingSlash: true, headers });
  };
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const url = `http://localhost:${(server.address() as AddressInfo).port}${basePath}/`;
      if (!quiet) console.log(`The site is served at ${url} (Ctrl+C stops it)`);
      resolve({ url, close: () => new Promise<void>((done) => server.close(() => done())) });
    });
  });
}

// `tsx scripts/serve.mts [folder]`; BASE_PATH=/name serves it under that sub-path.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2] ? path.resolve(process.argv[2]) : OUT;
  startServer({ dir, basePath: process.env.BASE_PATH ?? '' }).catch((error) => {
    console.error((error as Error).message);
    process.exit(1);
  });
}
