/** @jest-environment node */
// The deep zoom's tiles, as `npm run pictures` makes them of a large original (and of no other).
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { gallerySchema, parseContent } from '@/lib/domain/schema';
import { deepLayout } from './deep-tiles';
import { buildPictures } from './pipeline';

jest.setTimeout(120_000);

type Site = { root: string; content: string; public: string };
let site: Site;

/** An original `width` × `height` px (plain, so it is made quickly), in a work's folder of its own, with its index.json. */
async function addWork(name: string, width: number, height: number, meta: object) {
  const folder = path.join(site.content, 'pictures', 'tusche', name);
  await mkdir(folder, { recursive: true });
  await sharp({ create: { width, height, channels: 3, background: '#d8cfbf' } })
    .jpeg()
    .toFile(path.join(folder, `${name}.jpg`));
  await writeFile(path.join(folder, 'index.json'), JSON.stringify(meta));
}

const run = () => buildPictures({ contentDir: site.content, publicDir: site.public, concurrency: 2 });
const gallery = async () => parseContent(gallerySchema, JSON.parse(await readFile(path.join(site.public, 'assets/gallery.json'), 'utf8')), 'gallery.json')[0]!.pictures;
const byTitle = async (title: string) => (await gallery()).find((picture) => picture.title === title)!;
const files = async (dir: string) => (existsSync(dir) ? (await readdir(dir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name))).sort() : []);

beforeAll(async () => {
  const root = await mkdtemp(path.join(tmpdir(), 'deep-tiles-'));
  site = { root, content: path.join(root, 'content'), public: path.join(root, 'public') };
  await mkdir(path.join(site.public, 'assets'), { recursive: true });
  for (const [stem, width, height] of [['portrait', 700, 875], ['background', 900, 600]] as const) {
    await mkdir(site.content, { recursive: true });
    await sharp({ create: { width, height, channels: 3, background: '#f4efe4' } }).jpeg().toFile(path.join(site.content, `${stem}.jpg`));
  }
  await addWork('eiche', 3000, 2000, { title: 'Eiche' });
  await addWork('linde', 1800, 1200, { title: 'Linde' });
  await addWork('ahorn', 2600, 1300, { title: 'Ahorn', detail: false });
});
afterAll(() => rm(site.root, { recursive: true, force: true }));

describe('the deep zoom of npm run pictures', () => {
  it('makes tiles of a large original only: 512 px JPEG tiles of the level sharper than its 2400 px file', async () => {
    await run();
    const eiche = await byTitle('Eiche');
    // 3000 px halves to 1500, 750, 375: level 3 is the original, level 2 no sharper than 2400 px.
    expect(eiche.image!.deep).toEqual({ width: 3000, height: 2000, tileSize: 512, format: 'jpeg', minLevel: 3 });
    const tiles = path.join(site.public, `${eiche.image!.base}-deep`);
    const expected = [];
    for (let column = 0; column < 6; column++) for (let row = 0; row < 4; row++) expected.push(`3/${column}_${row}.jpeg`);
    expect(await files(tiles)).toEqual(expected.sort());
    // The last column and row are what is left of the picture: 3000 - 5 × 512 = 440, 2000 - 3 × 512 = 464.
    expect(await sharp(path.join(tiles, '3', '5_3.jpeg')).metadata()).toMatchObject({ width: 440, height: 464, format: 'jpeg' });
    expect(await sharp(path.join(tiles, '3', '0_0.jpeg')).metadata()).toMatchObject({ width: 512, height: 512 });
  });

  it('makes none of an original no wider than 2400 px, nor of a work with "detail": false', async () => {
    for (const title of ['Linde', 'Ahorn']) {
      const work = await byTitle(title);
      expect(work.image!.deep).toBeUndefined();
      expect(existsSync(path.join(site.public, `${work.image!.base}-deep`))).toBe(false);
      expect(work).not.toHaveProperty('detail');
    }
  });

  it('reuses the tiles while the original is unchanged, and removes them once she sets "detail": false', async () => {
    const eiche = await byTitle('Eiche');
    const tile = path.join(site.public, `${eiche.image!.base}-deep`, '3', '0_0.jpeg');
    const before = (await stat(tile)).mtimeMs;
    expect(await run()).toMatchObject({ made: 0 });
    expect((await stat(tile)).mtimeMs).toBe(before);

    await writeFile(path.join(site.content, 'pictures', 'tusche', 'eiche', 'index.json'), JSON.stringify({ title: 'Eiche', detail: false }));
    expect(await run()).toMatchObject({ made: 1 });
    expect((await byTitle('Eiche')).image!.deep).toBeUndefined();
    expect(existsSync(path.join(site.public, `${eiche.image!.base}-deep`))).toBe(false);
  });
});

describe('the deep size', () => {
  it('is the original’s up to 8000 px on the long side, a larger one reduced to it', () => {
    expect(deepLayout(6000, 4000)).toEqual({ width: 6000, height: 4000, tileSize: 512, format: 'jpeg', minLevel: 3 });
    expect(deepLayout(12000, 9000)).toEqual({ width: 8000, height: 6000, tileSize: 512, format: 'jpeg', minLevel: 3 });
  });

  it('is none where the original, or what is left of it at 8000 px, is no wider than 2400 px', () => {
    expect(deepLayout(2400, 1600)).toBeUndefined();
    expect(deepLayout(3000, 12000)).toBeUndefined();
  });
});
