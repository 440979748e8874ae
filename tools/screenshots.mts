// Screenshots of the built site at phone, tablet and desktop widths in Chromium, Firefox and WebKit,
// for looking at what we ship: `npm run build && npm run screenshots` writes
// screenshots/<engine>/<page>-<width>.png (git ignores them). Options: `--out <dir>`,
// `--engines chromium,firefox,webkit` (all three unless told). The drivers are in tools/screenshots/.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startServer } from '@/scripts/serve.mjs';
import { chromiumEngine } from '@/harness/engines/chromium';
import { ENGINES, type Engine, type EngineName } from '@/harness/engines/engine';
import { firefoxEngine } from '@/harness/engines/firefox';
import { shootAll, SIZES } from './screenshots/shots';
import { webkitEngine } from '@/harness/engines/webkit';

const LAUNCH: Record<EngineName, () => Promise<Engine>> = { chromium: chromiumEngine, firefox: firefoxEngine, webkit: webkitEngine };

function options() {
  const { values } = parseArgs({ options: { out: { type: 'string', default: 'screenshots' }, engines: { type: 'string', default: ENGINES.join(',') } } });
  const engines = values.engines.split(',').map((name) => name.trim());
  const unknown = engines.filter((name) => !(ENGINES as readonly string[]).includes(name));
  if (unknown.length > 0) throw new Error(`--engines: ${unknown.join(', ')} is not one of ${ENGINES.join(', ')}; for example --engines chromium,webkit.`);
  return { out: path.resolve(values.out), engines: engines as EngineName[] };
}

try {
  const { out, engines } = options();
  const server = await startServer({ port: 0, quiet: true });
  try {
    for (const name of engines) {
      const engine = await LAUNCH[name]();
      try {
        await mkdir(path.join(out, name), { recursive: true });
        for (const size of SIZES) await shootAll(engine, server.url, out, size);
        console.log(`${path.join(out, name)}/ written for ${SIZES.map(({ width }) => width).join(', ')} px`);
      } finally {
        await engine.quit();
      }
    }
  } finally {
    await server.close();
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
