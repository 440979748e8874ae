// The editor at /admin/ in WebKit, the engine of Safari, where an artist with an iPhone opens it.
// Playwright's WebKit cannot be downloaded here, so Debian's WebKitWebDriver drives its MiniBrowser
// on a virtual screen (`npm run test:webkit`, harness/ensure-webkit.mts installs them). Each test
// serves a copy of out/: as built (token only), and with the editor's page and configuration made as
// a build with EDITOR_AUTH_URL makes them.
import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { Builder, By, until, type WebDriver } from 'selenium-webdriver';
import { editorPage } from '@/lib/server/editor-auth';
import { loadWorks } from '@/lib/server/content';
import { editorConfig } from '@/lib/server/editor-config';
import { GERMAN, MINIBROWSER } from '@/harness/engines/webkit-paths';
import { startServer } from '@/scripts/serve.mjs';

const root = path.join(import.meta.dirname, '..');
const WORKER = 'https://sveltia-cms-auth.hanna-linde.workers.dev';

/** Loaded right after the page's policy: every violation from the first script on, as Playwright's init scripts do. */
const WATCHER = `window.violations = [];
document.addEventListener('securitypolicyviolation', (event) => window.violations.push(event.violatedDirective + ': ' + event.blockedURI));
`;

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

let webDriver: ChildProcess;
let driver: WebDriver;
const copies: string[] = [];

before(async () => {
  const port = await freePort();
  // The driver starts MiniBrowser itself, on the same virtual screen; German, as her phone is.
  webDriver = spawn('xvfb-run', ['-a', 'WebKitWebDriver', `--port=${port}`], {
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, LANG: GERMAN, LC_ALL: GERMAN },
  });
  const capabilities = { browserName: 'MiniBrowser', 'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] } };
  for (let attempt = 0; !driver; attempt++) {
    try {
      driver = await new Builder().usingServer(`http://127.0.0.1:${port}`).withCapabilities(capabilities).build();
    } catch (error) {
      if (attempt === 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
});

after(async () => {
  await driver?.quit();
  if (webDriver?.pid) process.kill(-webDriver.pid);
  for (const copy of copies) rmSync(copy, { recursive: true, force: true });
});

/** Serves a copy of out/ whose editor page loads the watcher; `authUrl` remakes the page and configuration as that build would. */
async function serveSite(authUrl?: string) {
  const copy = mkdtempSync(path.join(tmpdir(), 'webkit-editor-'));
  copies.push(copy);
  cpSync(path.join(root, 'out'), copy, { recursive: true });
  const admin = path.join(copy, 'admin');
  if (authUrl) {
    writeFileSync(path.join(admin, 'index.html'), editorPage(authUrl));
    // The works an exhibition may name, as the build's route offers them.
    const works = (await loadWorks(path.join(root, 'public'))).map(({ slug, picture }) => ({ slug, title: picture.title ?? slug }));
    const config = await editorConfig({ repository: 'hanna-linde/baumbilder', branch: 'main', authUrl, contentDir: path.join(root, 'content'), works });
    writeFileSync(path.join(admin, 'config.yml'), JSON.stringify(config));
  }
  const page = readFileSync(path.join(admin, 'index.html'), 'utf8');
  const afterPolicy = /<meta http-equiv="Content-Security-Policy"[^>]*>/;
  assert.match(page, afterPolicy);
  writeFileSync(path.join(admin, 'index.html'), page.replace(afterPolicy, (meta) => `${meta}<script src="watch-violations.js"></script>`));
  writeFileSync(path.join(admin, 'watch-violations.js'), WATCHER);
  return startServer({ dir: copy, port: 0, quiet: true });
}

/** Opens /admin/ and waits for its sign-in, and for the WebP icon it makes at start (from the site's encoder, or a blocked attempt). */
async function openEditor(site: string) {
  await driver.get(`${site}admin/`);
  await driver.wait(until.elementLocated(By.css('button[data-label="Mit Zugriffstoken anmelden"]')), 30_000);
  await driver.wait(
    () => driver.executeScript<boolean>(`return window.violations.length > 0 || performance.getEntriesByType('resource').some((entry) => /\\.wasm$/.test(entry.name))`),
    30_000,
  );
  // What each button that can be tapped says (without the marks that isolate a service's name).
  const signIns = await driver.executeScript<string[]>(
    `return [...document.querySelectorAll('button')].filter((button) => !button.disabled).map((button) => button.textContent.replace(/[\u2068\u2069]/g, '').trim())`,
  );
  const violations = await driver.executeScript<string[]>('return window.violations');
  const origins = await driver.executeScript<string[]>(`return [...new Set(performance.getEntriesByType('resource').map((entry) => new URL(entry.name).origin))]`);
  return { signIns, violations, origins };
}

test('without EDITOR_AUTH_URL, /admin/ offers the token sign-in, breaks no rule of its policy, and loads everything, its WebP encoder too, from the site', async () => {
  const site = await serveSite();
  try {
    const { signIns, violations, origins } = await openEditor(site.url);
    assert.deepEqual(signIns, ['Mit Zugriffstoken anmelden']);
    assert.deepEqual(violations, []);
    assert.deepEqual(origins, [new URL(site.url).origin]);
    // WebKit's canvas cannot write WebP: the editor's encoder, served beside it, runs under its policy.
    const encoded = await driver.executeAsyncScript<number | string>(`const done = arguments[arguments.length - 1];
      import('./jsquash/webp/encode.js').then(({ default: encode }) => encode(new ImageData(8, 8))).then((webp) => done(webp.byteLength), (error) => done(String(error)));`);
    assert.equal(typeof encoded === 'number' && encoded > 0, true, `the WebP encoder failed: ${encoded}`);
  } finally {
    await site.close();
  }
});

test('with EDITOR_AUTH_URL, /admin/ offers the one-tap GitHub sign-in besides the token, and still breaks no rule', async () => {
  const site = await serveSite(WORKER);
  try {
    const { signIns, violations, origins } = await openEditor(site.url);
    assert.deepEqual(signIns, ['Mit GitHub anmelden', 'Mit Zugriffstoken anmelden']);
    assert.deepEqual(violations, []);
    assert.deepEqual(origins, [new URL(site.url).origin]);
  } finally {
    await site.close();
  }
});
