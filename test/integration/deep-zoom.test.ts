/** @jest-environment node */
// The deep zoom as the artist meets it, on a small copy of the project with one work whose original
// is 6000 px wide: `npm run pictures` makes its tiles and names them in gallery.json, and reuses them
// on the next run; `npm run site-size` (the build's last step) weighs them against the host's limit,
// its site in out/ as the export leaves it (the made pictures and gallery.json under out/assets).
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { inCopy } from '@/harness/project-commands';

jest.setTimeout(120_000);

const repository = path.join(__dirname, '..', '..');
let project: string;
let firstRun: string;
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
  project = mkdtempSync(path.join(tmpdir(), 'deep-zoom-'));
  for (const part of ['package.json', 'tsconfig.json', 'scripts', 'lib', 'config', 'app/_tokens.scss']) cpSync(path.join(repository, part), inProject(part), { recursive: true });
  symlinkSync(path.join(repository, 'node_modules'), inProject('node_modules'), 'dir');
  mkdirSync(inProject('public', 'assets'), { recursive: true });
  mkdirSync(inProject('content'), { recursive: true });
  for (const [stem, width, height] of [['portrait', 700, 875], ['background', 900, 600]] as const) {
    await sharp({ create: { width, height, channels: 3, background: '#f4efe4' } }).jpeg().toFile(inProject('content', `${stem}.jpg`));
  }
  await addWork('eiche', 6000, 4000);
  await addWork('linde', 1400, 1000);
  writeFileSync(inProject('public', 'assets', 'exhibitions.json'), JSON.stringify([{ year: 2025, description: 'Baumzeichen' }]));
  writeFileSync(inProject('public', 'assets', 'curriculum.pdf'), '%PDF-1.7\n%%EOF\n');
  for (const texts of ['impressum.json', 'datenschutz.json', 'site.json']) cpSync(path.join(repository, 'content', texts), inProject('content', texts));
  const site = JSON.parse(readFileSync(inProject('content', 'site.json'), 'utf8')) as object;
  writeFileSync(inProject('content', 'site.json'), JSON.stringify({ ...site, portrait: 'portrait.jpg' }));
  firstRun = await npmSucceeds(['run', 'pictures']);
  // The export copies public/ into out/ beside the pages.
  cpSync(inProject('public'), inProject('out'), { recursive: true });
  writeFileSync(inProject('out', 'index.html'), '<!doctype html><title>Ilse Brandauer</title>');
});

afterAll(() => rmSync(project, { recursive: true, force: true }));

/** What gallery.json says of a work, as `npm run pictures` wrote it in the copy. */
type Work = { title: string; image: { base: string; deep?: object } };
const work = (title: string) =>
  (JSON.parse(readFileSync(inProject('public', 'assets', 'gallery.json'), 'utf8')) as { pictures: Work[] }[]).flatMap((category) => category.pictures).find((picture) => picture.title === title)!;

/** The files under a work's tiles' folder, as `level/column_row.jpeg`. */
const tilesOf = (base: string) =>
  readdirSync(inProject('public', `${base}-deep`), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(inProject('public', `${base}-deep`), path.join(entry.parentPath, entry.name)))
    .sort();

describe('a 6000 px original through npm run pictures', () => {
  it('gets 512 px JPEG tiles of the levels sharper than its 2400 px file, which gallery.json names', async () => {
    // Made: the two works, the portrait and the background.
    expect(firstRun).toContain('pictures: 2, 4 made, 0 unchanged');
    const eiche = work('Eiche');
    // Halved to 3000, 1500, 750 and 375 px, one tile at last: level 4 is the original, 3 the last sharper than 2400 px.
    expect(eiche.image.deep).toEqual({ width: 6000, height: 4000, tileSize: 512, format: 'jpeg', minLevel: 3 });
    const expected: string[] = [];
    // 6000 / 512 and 4000 / 512 make 12 columns and 8 rows; 3000 and 2000 px, 6 and 4.
    for (let column = 0; column < 12; column++) for (let row = 0; row < 8; row++) expected.push(`4/${column}_${row}.jpeg`);
    for (let column = 0; column < 6; column++) for (let row = 0; row < 4; row++) expected.push(`3/${column}_${row}.jpeg`);
    expect(tilesOf(eiche.image.base)).toEqual(expected.sort());
    // The last column and row hold what is left: 6000 - 11 × 512 = 368, 4000 - 7 × 512 = 416.
    expect(await sharp(inProject('public', `${eiche.image.base}-deep`, '4', '11_7.jpeg')).metadata()).toMatchObject({ width: 368, height: 416, format: 'jpeg' });
    expect(await sharp(inProject('public', `${eiche.image.base}-deep`, '4', '0_0.jpeg')).metadata()).toMatchObject({ width: 512, height: 512, format: 'jpeg' });
    // The work of 1400 px has none.
    expect(work('Linde').image.deep).toBeUndefined();
    expect(existsSync(inProject('public', `${work('Linde').image.base}-deep`))).toBe(false);
  });

  it('reuses them on the next run while the original is unchanged', async () => {
    const { base, deep } = work('Eiche').image;
    const tiles = tilesOf(base);
    const written = (tile: string) => statSync(inProject('public', `${base}-deep`, tile)).mtimeMs;
    const before = tiles.map(written);
    const output = await npmSucceeds(['run', 'pictures']);
    expect(output).toContain('pictures: 2, 0 made, 4 unchanged, 0 old files removed');
    expect(work('Eiche').image.deep).toEqual(deep);
    expect(tilesOf(base)).toEqual(tiles);
    expect(tiles.map(written)).toEqual(before);
  });
});

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
