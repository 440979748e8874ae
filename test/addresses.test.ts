/** @jest-environment node */
// A shared address never breaks, as the artist meets it: through `npm run pictures`, `npm run
// recall-addresses` and `npm run build` in a copy of the project with a small catalogue of its own.
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { projectCopy } from './project-copy';

jest.setTimeout(600_000);

const repository = path.join(__dirname, '..');
const SITE = 'https://hanna-linde.example';
const LONG_TITLE = `Die alte Eiche am Hang über dem Fluss im letzten Licht eines langen Novembertages ${'und noch ein Ast '.repeat(10)}`.trim();
// A folder made by hand, near the 255 bytes a name may have.
const LONG_FOLDER = 'die-alte-eiche-am-hang-ueber-dem-fluss-im-letzten-licht-eines-langen-novembertages-'.repeat(3);
let project: string;

async function npm(args: string[], env: Record<string, string> = {}) {
  try {
    const { stdout, stderr } = await promisify(execFile)('npm', args, { cwd: project, env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', SITE_URL: SITE, ...env } });
    return stdout + stderr;
  } catch (error) {
    const { stdout, stderr } = error as { stdout: string; stderr: string };
    throw new Error(`npm ${args.join(' ')} failed:\n${stdout}${stderr}`);
  }
}

async function addWork(folder: string, meta: object, shade: string) {
  const dir = path.join(project, 'content', 'pictures', folder);
  mkdirSync(dir, { recursive: true });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="700" height="560"><rect width="100%" height="100%" fill="${shade}"/><path d="M350 560 V200" stroke="#222" stroke-width="9"/></svg>`;
  await sharp(Buffer.from(svg)).jpeg().toFile(path.join(dir, 'foto.jpg'));
  writeFileSync(path.join(dir, 'index.json'), JSON.stringify(meta));
}

const inProject = (...parts: string[]) => path.join(project, ...parts);
const page = (address: string) => readFileSync(inProject('out', 'werke', address, 'index.html'), 'utf8');
const made = ['gallery', 'site', 'gallery.json', 'site-images.json', 'addresses.json'];
const slugs = () => (JSON.parse(readFileSync(inProject('public', 'assets', 'gallery.json'), 'utf8')) as { pictures: { slug: string }[] }[]).flatMap((c) => c.pictures.map((p) => p.slug));

beforeAll(async () => {
  project = projectCopy({ root: repository, prefix: 'addresses-', withOriginals: false });
  for (const name of made) rmSync(inProject('public', 'assets', name), { recursive: true, force: true });
  // Exhibitions that name no work: the artist's name works this small catalogue does not have.
  writeFileSync(inProject('public', 'assets', 'exhibitions.json'), JSON.stringify([{ year: 2025, description: 'Baumzeichen' }]));
  // And no rooms: theirs name works of hers too.
  rmSync(inProject('content', 'rooms'), { recursive: true, force: true });
  mkdirSync(inProject('content', 'pictures', 'zeichnungen'), { recursive: true });
  writeFileSync(inProject('content', 'pictures', 'zeichnungen', '_category.json'), JSON.stringify({ name: 'Zeichnungen', order: 1 }));
  await addWork('zeichnungen/ohne-titel', { title: 'Ohne Titel', year: 2020 }, '#f4efe4');
  await addWork('aquarelle/ohne-titel', { title: 'Ohne Titel', year: 2021 }, '#eee8dc');
  await addWork('pastelle/ohne-titel', { title: 'ohne titel', year: 2022 }, '#e8e0d0');
  await addWork('aquarelle/kastanie', { title: 'Kastanie', year: 2019 }, '#efe9dd');
  await addWork(`aquarelle/${LONG_FOLDER}`, { title: LONG_TITLE }, '#f1ebe0');
  await npm(['run', 'pictures']);
});

afterAll(() => rmSync(project, { recursive: true, force: true }));

describe('a published address stays with its work', () => {
  let output: string;

  beforeAll(async () => {
    // After a publish: a newcomer of the same name in a category shown first, and a renamed folder.
    await addWork('zeichnungen/kastanie', { title: 'Kastanie', year: 2024 }, '#ded6c6');
    output = await npm(['run', 'pictures']);
    renameSync(inProject('content', 'pictures', 'aquarelle', 'kastanie'), inProject('content', 'pictures', 'aquarelle', 'rosskastanie'));
    output += await npm(['run', 'build']);
  });

  it('a newcomer never takes an address, and the build says where it went', () => {
    expect(output).toContain('new    content/pictures/zeichnungen/kastanie is at /werke/zeichnungen-kastanie/: /werke/kastanie/ stays with content/pictures/aquarelle/kastanie');
    expect(page('zeichnungen-kastanie')).toContain('2024');
  });

  it('a renamed folder moves its work, the build says so, and the old address leads there', () => {
    expect(output).toContain('moved  /werke/kastanie/ → /werke/rosskastanie/ (content/pictures/aquarelle/rosskastanie): the old address leads there');
    expect(page('rosskastanie')).toContain('<h1');
    const old = page('kastanie');
    expect(old).toMatch(/<meta http-equiv="refresh" content="0; url=\/werke\/rosskastanie\/"/);
    expect(old).toContain(`<link rel="canonical" href="${SITE}/werke/rosskastanie/"`);
    expect(old).toMatch(/<meta name="robots" content="noindex/);
    expect(old).toMatch(/<a href="\/werke\/rosskastanie\/">Kastanie<\/a>/);
    const sitemap = readFileSync(inProject('out', 'sitemap.xml'), 'utf8');
    expect(sitemap).toContain(`${SITE}/werke/rosskastanie/`);
    expect(sitemap).not.toContain(`${SITE}/werke/kastanie/`);
  });

  it('works that share a title each have their own page and files', () => {
    const years = ['ohne-titel', 'aquarelle-ohne-titel', 'pastelle-ohne-titel'].map((address) => /"dateCreated":"?(\d{4})/.exec(page(address))?.[1]);
    expect(years).toEqual(['2020', '2021', '2022']);
    const sitemap = readFileSync(inProject('out', 'sitemap.xml'), 'utf8');
    expect(sitemap.match(/<loc>https:\/\/[^/]+\/werke\/[^<]*ohne-titel\/<\/loc>/g)).toHaveLength(3);
  });

  it('an over-long folder made by hand publishes at an address of at most 80 characters', () => {
    const address = 'die-alte-eiche-am-hang-ueber-dem-fluss-im-letzten-licht-eines-langen';
    expect(slugs()).toContain(address);
    expect(page(address)).toContain('Die alte Eiche am Hang');
  });

  it('after the cache is gone, the next build recalls the addresses from the live site and keeps them', async () => {
    expect(existsSync(inProject('out', 'assets', 'addresses.json'))).toBe(true);
    const before = slugs();
    // The published site, as a static host serves it.
    const live = createServer((request, response) => {
      const file = inProject('out', decodeURIComponent(new URL(request.url ?? '/', 'http://host').pathname));
      const found = existsSync(file) && statSync(file).isFile();
      response.writeHead(found ? 200 : 404).end(found ? readFileSync(file) : '');
    });
    await new Promise<void>((resolve) => live.listen(0, '127.0.0.1', resolve));
    try {
      for (const name of made) rmSync(inProject('public', 'assets', name), { recursive: true, force: true });
      const { port } = live.address() as AddressInfo;
      expect(await npm(['run', 'recall-addresses'], { SITE_URL: `http://127.0.0.1:${port}` })).toContain("the 6 works' addresses recalled");
    } finally {
      live.close();
    }
    await npm(['run', 'pictures']);
    expect(slugs()).toEqual(before);
    expect(slugs()).not.toContain('kastanie');
  });
});
