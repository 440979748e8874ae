// `npm run build`: all or nothing. Runs each step of the build in turn (the check and the pictures
// first); when one refuses or fails, the previous out/ and the pictures' files in public/assets are
// put back byte for byte, so a refused build can never be uploaded by hand, nor leave half of itself.
// The last good build is kept aside in .build-previous/ while this one runs; a run that was cut
// off (the power went) is undone by the next one before it starts.
import { spawn } from 'node:child_process';
import { existsSync, linkSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { ADDRESSES_FILE, GALLERY_FILE, SITE_IMAGES_FILE } from '@/lib/domain/assets';
import { GALLERY_OUTPUT, SITE_OUTPUT } from './pictures/pipeline';

const root = process.cwd();
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);
const OUT = path.join(root, 'out');
const PUBLIC = path.join(root, 'public');
const ASIDE = path.join(root, '.build-previous');
/** What the build writes under public/: the pictures' run's own files. Her files beside them (exhibitions.json, the CV) are never touched. */
const MADE = [GALLERY_OUTPUT, SITE_OUTPUT, GALLERY_FILE, SITE_IMAGES_FILE, ADDRESSES_FILE];

const STEPS: { name: string; command: string; args: string[] }[] = [
  { name: 'check and pictures', command: bin('tsx'), args: ['scripts/make-pictures.mts'] },
  { name: 'editor', command: bin('tsx'), args: ['scripts/editor-bundle.mts'] },
  { name: 'pages', command: bin('next'), args: ['build'] },
  { name: 'calendars', command: bin('tsx'), args: ['scripts/calendars.mts'] },
  { name: 'price list', command: bin('tsx'), args: ['scripts/price-list.mts'] },
  { name: 'portfolios', command: bin('tsx'), args: ['scripts/portfolios.mts'] },
  { name: 'finishing', command: bin('tsx'), args: ['scripts/finish-export.mts'] },
  { name: 'rooms', command: bin('tsx'), args: ['scripts/rooms.mts'] },
  // Last, on the whole of out/: its size, against the host's limit.
  { name: 'site size', command: bin('tsx'), args: ['scripts/site-size.mts'] },
];

/**
 * A copy of a file or folder made of hard links: it costs no space, and stays as it is because the
 * build never writes into an existing file (every write goes to a new file that is then renamed:
 * scripts/files.ts writeAtomically) and only removes files.
 */
function linkCopy(from: string, to: string) {
  const entries = readdirSync(from, { withFileTypes: true, recursive: true });
  mkdirSync(to, { recursive: true });
  for (const entry of entries) {
    const target = path.join(to, path.relative(from, path.join(entry.parentPath, entry.name)));
    if (entry.isDirectory()) mkdirSync(target, { recursive: true });
    else {
      mkdirSync(path.dirname(target), { recursive: true });
      linkSync(path.join(entry.parentPath, entry.name), target);
    }
  }
}

/** Sets the last good build aside: the made pictures linked, then out/ moved. */
function setAside() {
  mkdirSync(path.join(ASIDE, 'public'), { recursive: true });
  for (const made of MADE) {
    const file = path.join(PUBLIC, made);
    if (!existsSync(file)) continue;
    const kept = path.join(ASIDE, 'public', made);
    mkdirSync(path.dirname(kept), { recursive: true });
    if (statSync(file).isDirectory()) linkCopy(file, kept);
    else linkSync(file, kept);
  }
  if (existsSync(OUT)) renameSync(OUT, path.join(ASIDE, 'out'));
  // Written last: only a complete copy is ever put back.
  mkdirSync(path.join(ASIDE, 'complete'));
}

/** Puts the last good build back in place of whatever this run left. */
function putBack() {
  rmSync(OUT, { recursive: true, force: true });
  if (existsSync(path.join(ASIDE, 'out'))) renameSync(path.join(ASIDE, 'out'), OUT);
  for (const made of MADE) {
    rmSync(path.join(PUBLIC, made), { recursive: true, force: true });
    const kept = path.join(ASIDE, 'public', made);
    if (existsSync(kept)) renameSync(kept, path.join(PUBLIC, made));
  }
  rmSync(ASIDE, { recursive: true, force: true });
}

let interrupted = false;

/** Runs a step; whether it ended well. Ctrl-C ends the step (it has the same signal), and this run puts the last build back. */
function run(step: (typeof STEPS)[number]): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn(step.command, step.args, { stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
    child.on('error', (error) => {
      console.error(`The build's step "${step.name}" could not start: ${error.message}`);
      resolve(false);
    });
    child.on('exit', (code) => resolve(code === 0 && !interrupted));
  });
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => (interrupted = true));

if (existsSync(path.join(ASIDE, 'complete'))) {
  console.warn('The last build was cut off: the build before it is put back first.');
  putBack();
} else if (existsSync(path.join(ASIDE, 'out')) && !existsSync(OUT)) {
  // Cut off as it was being set aside: out/ had been moved, and nothing else changed yet.
  renameSync(path.join(ASIDE, 'out'), OUT);
}
rmSync(ASIDE, { recursive: true, force: true });
setAside();
let failed: string | undefined;
for (const step of STEPS) {
  if (!(await run(step))) {
    failed = step.name;
    break;
  }
}
if (failed === undefined) {
  rmSync(ASIDE, { recursive: true, force: true });
} else {
  putBack();
  console.error(`The build stopped at "${failed}": out/ and the made pictures in public/assets are as the last build left them.`);
  process.exitCode = 1;
}
