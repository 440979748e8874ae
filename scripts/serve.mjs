// Serves the exported site (out/) on localhost: `npm start` builds and then runs this.
// PORT picks the port (default 3000); serve-handler answers unknown paths with out/404.html.
import http from 'node:http';
import path from 'node:path';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import handler from 'serve-handler';

const OUT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'out');

export function startServer({ port = Number(process.env.PORT ?? 3000), quiet = false } = {}) {
  if (!existsSync(path.join(OUT, 'index.html'))) {
    throw new Error('out/index.html is missing: run `npm run build` first.');
  }
  const server = http.createServer((request, response) => handler(request, response, { public: OUT, trailingSlash: true }));
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const url = `http://localhost:${server.address().port}/`;
      if (!quiet) console.log(`The site is served at ${url} (Ctrl+C stops it)`);
      resolve({ url, close: () => new Promise((done) => server.close(done)) });
    });
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  startServer().catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
