/** @jest-environment node */
import { mkdtemp, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { PriceListEntry } from '@/lib/domain/price-list';
import { listPicture } from './pictures';

let publicDir: string;
const entry = (thumb: string): PriceListEntry => ({ slug: 'kastanie', thumb, title: 'Kastanie', price: '680 €', source: 'entry 2 ("Aquarelle"), pictures entry 3' });

beforeAll(async () => {
  publicDir = await mkdtemp(path.join(tmpdir(), 'price-list-pictures-'));
  await mkdir(path.join(publicDir, 'assets', 'gallery'), { recursive: true });
  await sharp({ create: { width: 320, height: 400, channels: 3, background: '#6a8f4e' } }).webp().toFile(path.join(publicDir, 'assets', 'gallery', 'kastanie-t320.webp'));
  await writeFile(path.join(publicDir, 'assets', 'gallery', 'kaputt-t320.jpg'), 'not a picture');
});

afterAll(() => rm(publicDir, { recursive: true, force: true }));

describe("a work's small picture on the price list", () => {
  it('is a JPEG, 240 px on its long side, whatever format the thumbnail is', async () => {
    const jpeg = await listPicture(entry('assets/gallery/kastanie-t320.webp'), publicDir);
    expect(await sharp(jpeg!).metadata()).toMatchObject({ format: 'jpeg', width: 192, height: 240 });
  });

  it('is left out for a picture elsewhere on the web: the build fetches nothing', async () => {
    await expect(listPicture(entry('https://bilder.example/kastanie.jpg'), publicDir)).resolves.toBeUndefined();
  });

  it('stops with the file, entry and field named, and how to mend it, for a file that is no picture', async () => {
    await expect(listPicture(entry('assets/gallery/kaputt-t320.jpg'), publicDir)).rejects.toThrow(
      /^public\/assets\/gallery\.json is not valid:\n {2}entry 2 \("Aquarelle"\), pictures entry 3, field "thumb": the file public\/assets\/gallery\/kaputt-t320\.jpg is not a picture the price list can read \(.+\): run npm run pictures again, or name a JPEG, PNG or WebP file$/,
    );
  });
});
