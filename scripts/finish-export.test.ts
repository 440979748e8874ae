/** @jest-environment node */
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

// Two exported pages as a later Next.js might write them: the home page as this one does, the
// imprint with its chunks loaded some other way.
const HOME = [
  '<!DOCTYPE html><html lang="de"><head><link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>',
  '<script src="/_next/static/chunks/main.js" async=""></script></head>',
  '<body><h1>Ilse Brandauer</h1><script>self.__next_f.push([1,"payload"])</script></body></html>',
].join('');
const IMPRINT = '<!DOCTYPE html><html lang="de"><head></head><body><h1>Impressum</h1><script type="module" src="/_next/static/chunks/main.js"></script></body></html>';

let out: string;
beforeAll(async () => {
  out = await mkdtemp(path.join(tmpdir(), 'finish-export-'));
  await mkdir(path.join(out, '_next/static/chunks'), { recursive: true });
  await mkdir(path.join(out, 'impressum'));
  await writeFile(path.join(out, '_next/static/chunks/a.css'), 'h1{margin:0}');
  await writeFile(path.join(out, 'index.html'), HOME);
  await writeFile(path.join(out, 'impressum/index.html'), IMPRINT);
});
afterAll(() => rm(out, { recursive: true, force: true }));

it('stops at a page Next wrote otherwise with one message naming the step, the page and the release, and leaves every page as it was', async () => {
  const run = promisify(execFile)(path.join('node_modules', '.bin', 'tsx'), ['scripts/finish-export.mts', out], { cwd: process.cwd() });
  const failure = await run.then(() => undefined, (error: { code: number; stderr: string }) => error);
  expect(failure?.code).toBe(1);
  // The step names each page by its path from where it runs.
  const imprint = path.relative(process.cwd(), path.join(out, 'impressum', 'index.html'));
  expect(failure?.stderr).toBe(
    `finishing the export failed, the pages are as next build left them:\npaint-first: no <script src async> for the framework's chunks in ${imprint}: Next's output changed (made against 16.4.5)\n`,
  );
  expect(await readFile(path.join(out, 'index.html'), 'utf8')).toBe(HOME);
  expect(await readFile(path.join(out, 'impressum/index.html'), 'utf8')).toBe(IMPRINT);
});
