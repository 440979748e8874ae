/** @jest-environment node */
// A shared address never breaks, as the artist meets it: through `npm run pictures`, `npm run
// recall-addresses` and `npm run build` in a copy of the project with a small catalogue of its own.
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import sharp from 'sharp';
import { inCopy } from '@/harness/project-commands';
import { projectCopy } from '@/harness/project-copy';

jest.setTimeout(600_000);

const repository = path.join(__dirname, '..', '..');
const SITE = 'https://hanna-linde.example';
const LONG_TITLE = `Die alte Eiche am Hang über dem Fluss im letzten Licht eines langen Novembertages ${'und noch ein Ast '.repeat(10)}`.trim();
// A folder made by hand, near the 255 bytes a name may have.
const LONG_FOLDER = 'die-alte-eiche-am-hang-ueber-dem-fluss-im-letzten-licht-eines-langen-novembertages-'.repeat(3);
let project: string;
// Ids as the editor makes them.
const ASTWERK = { id: 'astwerkastwerkastwerkastwe', title: 'Astwerk', from: '2027-05-01', venue: 'Kunstverein Celle', works: ['kastanie'] };
const LICHTUNG = { id: 'lichtunglichtunglichtunglz', title: 'Lichtung', from: '2027-06-01', venue: 'Galerie am Markt', text: 'Im Wald.' };
const SEED_LINE = { id: 'baumzeichenbaumzeichenbaum', year: 2025, description: 'Baumzeichen' };
const ROOM = { title: 'Für Familie Berger', works: ['kastanie'], until: '2099-06-30', key: 'k7Qm2xP9vLr4Tz8wNc3B' };

// Each run must succeed: its output, or the test stops with it.
const { npmSucceeds: npm, inProject } = inCopy(() => project, { NEXT_TELEMETRY_DISABLED: '1', SITE_URL: SITE });

async function addWork(folder: string, meta: object, shade: string) {
  const dir = inProject('content', 'pictures', folder);
  mkdirSync(dir, { recursive: true });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="700" height="560"><rect width="100%" height="100%" fill="${shade}"/><path d="M350 560 V200" stroke="#222" stroke-width="9"/></svg>`;
  await sharp(Buffer.from(svg)).jpeg().toFile(path.join(dir, 'foto.jpg'));
  writeFileSync(path.join(dir, 'index.json'), JSON.stringify(meta));
}

const page = (address: string) => readFileSync(inProject('out', 'werke', address, 'index.html'), 'utf8');
const exhibitionPage = (address: string, root = '') => readFileSync(inProject('out', ...root.split('/').filter(Boolean), 'ausstellungen', address, 'index.html'), 'utf8');
const exhibitionAddresses = () => (JSON.parse(readFileSync(inProject('public', 'assets', 'addresses.json'), 'utf8')) as { exhibitions: { address: string }[] }).exhibitions.map(({ address }) => address);
const made = ['gallery', 'site', 'gallery.json', 'site-images.json', 'addresses.json'];
const slugs = () => (JSON.parse(readFileSync(inProject('public', 'assets', 'gallery.json'), 'utf8')) as { pictures: { slug: string }[] }[]).flatMap((c) => c.pictures.map((p) => p.slug));

beforeAll(async () => {
  project = projectCopy({ root: repository, prefix: 'addresses-', withOriginals: false });
  for (const name of made) rmSync(inProject('public', 'assets', name), { recursive: true, force: true });
  // Exhibitions and a room of this small catalogue's own (the artist's name works it does not have).
  writeFileSync(inProject('public', 'assets', 'exhibitions.json'), JSON.stringify([ASTWERK, LICHTUNG, SEED_LINE]));
  writeFileSync(inProject('public', 'assets', 'exhibitions.en.json'), JSON.stringify([{ id: ASTWERK.id, title: 'Branchwork' }, { id: LICHTUNG.id, title: 'Clearing', text: 'In the forest.' }, { id: SEED_LINE.id }]));
  rmSync(inProject('content', 'rooms'), { recursive: true, force: true });
  mkdirSync(inProject('content', 'rooms'));
  writeFileSync(inProject('content', 'rooms', 'berger.json'), JSON.stringify(ROOM));
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
    // And she edits the exhibitions: a newcomer of the same title on top, not yet in English; a
    // corrected title; a work of hers she has since deleted.
    const newcomer = { id: 'neuneuneuneuneuneuneuneune', title: 'Lichtung', from: '2027-09-01', venue: 'Kloster Lüne', text: 'Neue Bilder.' };
    writeFileSync(inProject('public', 'assets', 'exhibitions.json'), JSON.stringify([newcomer, { ...ASTWERK, title: 'Astwerke', works: ['kastanie', 'pappel'] }, LICHTUNG, SEED_LINE]));
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

  it('keeps English words on their show when a show without English is added on top, and says what is untranslated', () => {
    expect(exhibitionPage('lichtung-2027', '/en')).toMatch(/<h1[^>]*>Clearing<\/h1>/);
    expect(exhibitionPage('lichtung-2027', '/en')).toContain('In the forest.');
    expect(exhibitionPage('lichtung-2027-2', '/en')).toMatch(/<h1[^>]*lang="de"[^>]*>Lichtung<\/h1>/);
    expect(exhibitionPage('lichtung-2027-2', '/en')).not.toContain('Clearing');
    const feed = readFileSync(inProject('out', 'en', 'feed.xml'), 'utf8');
    const clearing = [...feed.matchAll(/<entry>[\s\S]*?<\/entry>/g)].map(([entry]) => entry).find((entry) => entry.includes('<title>Clearing</title>'));
    expect(clearing).toContain(`href="${SITE}/en/ausstellungen/lichtung-2027/"`);
    expect(output).toContain('2 exhibitions have no English yet: Lichtung (2027), Baumzeichen (2025)');
  });

  it('gives a same-title newcomer placed above a numbered address, and the build says so', () => {
    expect(output).toContain(
      'new    public/assets/exhibitions.json, entry 1 ("Lichtung") is at /ausstellungen/lichtung-2027-2/: /ausstellungen/lichtung-2027/ stays with entry 3 ("Lichtung")',
    );
    expect(exhibitionPage('lichtung-2027')).toContain('Im Wald.');
    expect(exhibitionPage('lichtung-2027-2')).toContain('Neue Bilder.');
  });

  it('keeps a forwarding page at a corrected title’s old address in both languages, and the same calendar UID and feed id', () => {
    expect(output).toContain('moved  /ausstellungen/astwerk-2027/ → /ausstellungen/astwerke-2027/ (public/assets/exhibitions.json, entry 2 ("Astwerke")): the old address leads there');
    for (const [root, title] of [['', 'Astwerke'], ['/en', 'Branchwork']] as const) {
      const old = exhibitionPage('astwerk-2027', root);
      expect(old).toMatch(new RegExp(`<meta http-equiv="refresh" content="0; url=${root}/ausstellungen/astwerke-2027/"`));
      expect(old).toMatch(/<meta name="robots" content="noindex/);
      expect(old).toContain(`<a href="${root}/ausstellungen/astwerke-2027/">${title}</a>`);
    }
    const tag = /^tag:hanna-linde\.example,\d{4}-\d{2}-\d{2}:\/ausstellungen\/astwerk-2027\/$/;
    const calendar = readFileSync(inProject('out', 'ausstellungen', 'astwerke-2027', 'astwerke-2027.ics'), 'utf8').replace(/\r\n /g, '');
    expect(/^UID:(.*)\r$/m.exec(calendar)?.[1]).toMatch(tag);
    const feed = readFileSync(inProject('out', 'feed.xml'), 'utf8');
    const entry = [...feed.matchAll(/<entry>[\s\S]*?<\/entry>/g)].map(([found]) => found).find((found) => found.includes('<title>Astwerke</title>'))!;
    expect(/<id>(.*)<\/id>/.exec(entry)?.[1]).toMatch(tag);
    expect(entry).toContain(`href="${SITE}/ausstellungen/astwerke-2027/"`);
    expect(readFileSync(inProject('out', 'sitemap.xml'), 'utf8')).not.toContain('/ausstellungen/astwerk-2027/');
  });

  it('has a room and an exhibition follow a renamed work, and drops a deleted one with a warning while the site publishes', () => {
    expect(exhibitionPage('astwerke-2027')).toContain('href="/werke/rosskastanie/"');
    expect(readFileSync(inProject('out', 'raum', ROOM.key, 'index.html'), 'utf8')).toContain('/werke/rosskastanie/');
    expect(output).toContain(
      'public/assets/exhibitions.json, entry 2 ("Astwerke"), field "works": no work has the address /werke/pappel/ (deleted?), so it is left out; choose the works again in the editor, or remove "pappel"',
    );
  });

  it('after the cache is gone, the next build recalls the addresses from the live site and keeps them', async () => {
    expect(existsSync(inProject('out', 'assets', 'addresses.json'))).toBe(true);
    const before = slugs();
    const exhibitionsBefore = exhibitionAddresses();
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
    expect(exhibitionAddresses()).toEqual(exhibitionsBefore);
    expect(slugs()).not.toContain('kastanie');
  });
});
