/** @jest-environment node */
// The host's limit as the artist meets it: `npm run site-size` (the build's last step) on a small
// copy of the project with one work large enough for a deep zoom, its site in out/ as the export
// leaves it (the made pictures and gallery.json under out/assets), and the limit set below its size.
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { inCopy } from '@/harness/project-commands';

jest.setTimeout(120_000);

const repository = path.join(__dirname, '..', '..');
let project: string;
const { npm, npmSucceeds, inProject } = inCopy(() => project, { DEBUG: '' });

/** A work's original in a folder of its own, as the editor saves it, with grain enough to weigh something. */
async function addWork(name: string, width: number, height: number) {
  const folder = inProject('content', 'pictures', 'tusche', name);
  mkdirSync(folder, { recursive: true });
  await sharp({ create: { width, height, channels: 3, background: '#d8cfbf', noise: { type: 'gaussian', mean: 150, sigma: 20 } } }).jpeg().toFile(path.join(folder, `${name}.jpg`));
  writeFileSync(path.join(folder, 'index.json'), JSON.stringify({ title: name[0]!.toUpperCase() + name.slice(1) }));
}

/** The bytes of every file under `dir`, counted here as a host would. */
const bytesUnder = (dir: string) =>
  readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .reduce((sum, entry) => sum + statSync(path.join(entry.parentPath, entry.name)).size, 0);

beforeAll(async () => {
  project = mkdtempSync(path.join(tmpdir(), 'host-limit-'));
  for (const part of ['package.json', 'tsconfig.json', 'scripts', 'lib', 'config', 'app/_tokens.scss']) cpSync(path.join(repository, part), inProject(part), { recursive: true });
  symlinkSync(path.join(repository, 'node_modules'), inProject('node_modules'), 'dir');
  mkdirSync(inProject('public', 'assets'), { recursive: true });
  mkdirSync(inProject('content'), { recursive: true });
  for (const [stem, width, height] of [['portrait', 700, 875], ['background', 900, 600]] as const) {
    await sharp({ create: { width, height, channels: 3, background: '#f4efe4' } }).jpeg().toFile(inProject('content', `${stem}.jpg`));
  }
  await addWork('eiche', 3000, 2000);
  await addWork('linde', 1400, 1000);
  writeFileSync(inProject('public', 'assets', 'exhibitions.json'), JSON.stringify([{ year: 2025, description: 'Baumzeichen' }]));
  writeFileSync(inProject('public', 'assets', 'curriculum.pdf'), '%PDF-1.7\n%%EOF\n');
  for (const texts of ['impressum.json', 'datenschutz.json', 'site.json']) cpSync(path.join(repository, 'content', texts), inProject('content', texts));
  const site = JSON.parse(readFileSync(inProject('content', 'site.json'), 'utf8')) as object;
  writeFileSync(inProject('content', 'site.json'), JSON.stringify({ ...site, portrait: 'portrait.jpg' }));
  await npmSucceeds(['run', 'pictures']);
  // The export copies public/ into out/ beside the pages.
  cpSync(inProject('public'), inProject('out'), { recursive: true });
  writeFileSync(inProject('out', 'index.html'), '<!doctype html><title>Ilse Brandauer</title>');
});

afterAll(() => rmSync(project, { recursive: true, force: true }));

describe('the site’s size against the host’s limit', () => {
  it('is said at the end, in MB of the 1 GB GitHub Pages publishes', async () => {
    const total = bytesUnder(inProject('out'));
    const result = await npm(['run', 'site-size']);
    expect(result.status).toBe(0);
    expect(result.stdout).toContain(`site: ${(total / 1_000_000).toFixed(1)} MB in out/, of the 1000.0 MB GitHub Pages publishes`);
  });

  it('over the limit, stops with one plain message naming the work whose deep zoom to leave out, and how', async () => {
    const total = bytesUnder(inProject('out'));
    const result = await npm(['run', 'site-size'], { SITE_SIZE_LIMIT: String(total - 1000) });
    expect(result.status).not.toBe(0);
    const output = result.stdout + result.stderr;
    const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`;
    expect(output).toContain(`The site is ${megabytes(total)}, over the ${megabytes(total - 1000)} that GitHub Pages publishes; nothing was published.`);
    expect(output).toContain('write "detail": false in each one\'s index.json (in the editor, switch off „Nah heranzoomen“)');
    expect(output).toMatch(/^ {2}content\/pictures\/tusche\/eiche\/index\.json \(its deep zoom: \d+\.\d MB\)$/m);
    // The small work has no deep zoom to leave out.
    expect(output).not.toContain('linde');
    expect(output).not.toMatch(/^\s+at .+:\d+:\d+\)?$/m);
  });
});
