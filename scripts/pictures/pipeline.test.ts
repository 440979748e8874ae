/** @jest-environment node */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { loadGallery } from '@/lib/server/content';
import { gallerySchema, parseContent } from '@/lib/domain/schema';
import { buildPictures } from './pipeline';

jest.setTimeout(60_000);

type Site = { root: string; content: string; public: string };

const made: string[] = [];
afterEach(() => Promise.all(made.splice(0).map((root) => rm(root, { recursive: true, force: true }))));

async function makeSite(): Promise<Site> {
  const root = await mkdtemp(path.join(tmpdir(), 'pictures-'));
  made.push(root);
  const site = { root, content: path.join(root, 'content'), public: path.join(root, 'public') };
  await mkdir(path.join(site.content, 'pictures'), { recursive: true });
  await mkdir(path.join(site.public, 'assets'), { recursive: true });
  await drawOriginal(path.join(site.content, 'portrait.jpg'), 700, 875);
  await drawOriginal(path.join(site.content, 'background.jpg'), 900, 600);
  return site;
}

function drawOriginal(file: string, width: number, height: number, finish = (image: Sharp) => image.jpeg()) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#f4efe4"/><path d="M${width / 2} ${height} V${height / 3} l-60 -80 M${width / 2} ${height / 2} l70 -90" stroke="#222" stroke-width="9" fill="none"/></svg>`;
  return mkdir(path.dirname(file), { recursive: true }).then(async () => writeFile(file, await finish(sharp(Buffer.from(svg))).toBuffer()));
}

async function addPicture(site: Site, category: string, fileName: string, meta: object | null, size: [number, number] = [700, 560]) {
  await drawOriginal(path.join(site.content, 'pictures', category, fileName), ...size);
  if (meta) await writeFile(path.join(site.content, 'pictures', category, fileName.replace(/\.[^.]+$/, '.json')), JSON.stringify(meta));
}

const run = (site: Site) => buildPictures({ contentDir: site.content, publicDir: site.public, concurrency: 2 });
const readGallery = async (site: Site) =>
  parseContent(gallerySchema, JSON.parse(await readFile(path.join(site.public, 'assets/gallery.json'), 'utf8')), 'gallery.json');

async function treeHash(dir: string) {
  const hash = createHash('sha256');
  for (const entry of (await readdir(dir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile()).sort((a, b) => a.name.localeCompare(b.name))) {
    hash.update(entry.name).update(await readFile(path.join(entry.parentPath, entry.name)));
  }
  return hash.digest('hex');
}

describe('npm run pictures', () => {
  it('makes every width in AVIF, WebP and JPEG, with sizes and a placeholder, and lists them in gallery.json', async () => {
    const site = await makeSite();
    await writeFile(path.join(site.content, 'pictures', 'Zeichnungen-Tusche.json'), '{}');
    await mkdir(path.join(site.content, 'pictures', 'tusche'), { recursive: true });
    await writeFile(path.join(site.content, 'pictures', 'tusche', '_category.json'), JSON.stringify({ name: 'Tuschezeichnungen', order: 1 }));
    await addPicture(site, 'tusche', 'eiche.jpg', { title: 'Eiche', year: 2019, technique: 'Tusche auf Papier', size: '30 × 40 cm' });
    await addPicture(site, 'tusche', 'linde.png', { title: 'Linde', alt: 'Eine Linde, mit wenigen Strichen gezeichnet' }, [1800, 1200]);

    const result = await run(site);
    expect(result).toEqual({
      pictures: 2,
      made: 4,
      reused: 0,
      removed: 0,
      notPublished: ['content/pictures/Zeichnungen-Tusche.json: not in a category folder; move it into one, for example content/pictures/zeichnungen/'],
      soft: [{ name: 'content/pictures/tusche/eiche.jpg', width: 700, needed: 1317 }],
      // 30 × 40 cm is upright, its photo (700 × 560) lies: the page draws no figure to scale.
      sizes: [
        {
          sidecar: 'content/pictures/tusche/eiche.json',
          text: 'content/pictures/tusche/eiche.json: field "size" "30 × 40 cm" is 0.75 wide per high, its photo 1.25: the drawing to scale is left out; mend the size or crop the photo.',
        },
      ],
    });

    const [category] = await readGallery(site);
    expect(category!.name).toBe('Tuschezeichnungen');
    const [eiche, linde] = category!.pictures;
    expect(eiche).toMatchObject({ title: 'Eiche', year: 2019, technique: 'Tusche auf Papier', size: '30 × 40 cm', width: 700, height: 560, slug: 'eiche' });
    expect(eiche!.alt).toBe('Tusche auf Papier: „Eiche“, 2019');
    expect(eiche!.placeholder).toMatch(/^data:image\/webp;base64,/);
    expect(eiche!.image).toMatchObject({ thumbWidths: [160, 320, 640], fullWidths: [700] });
    expect(linde!.image).toMatchObject({ thumbWidths: [160, 320, 640], fullWidths: [800, 1600, 1800] });
    expect(linde!.alt).toBe('Eine Linde, mit wenigen Strichen gezeichnet');

    for (const format of ['avif', 'webp', 'jpg']) {
      const file = path.join(site.public, `${linde!.image!.base}-1600.${format}`);
      const { format: actual, width } = await sharp(file).metadata();
      expect(actual).toBe(format === 'jpg' ? 'jpeg' : format === 'avif' ? 'heif' : 'webp');
      expect(width).toBe(1600);
    }
    // The shape SPEC.md gives still holds: thumb and url are files that exist.
    expect(existsSync(path.join(site.public, eiche!.thumb))).toBe(true);
    expect(existsSync(path.join(site.public, eiche!.url))).toBe(true);
    await expect(loadGallery(site.public)).resolves.toHaveLength(1);
  });

  it('turns pictures upright, converts them to sRGB, and publishes no camera or location data', async () => {
    const site = await makeSite();
    await addPicture(site, 'fotos', 'gedreht.jpg', { title: 'Gedreht' });
    const original = path.join(site.content, 'pictures', 'fotos', 'gedreht.jpg');
    await writeFile(
      original,
      await sharp(await readFile(original))
        .rotate(-90)
        .withIccProfile('p3')
        .withExif({ IFD0: { Make: 'Kamera' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '53/1 15/1 0/1' } })
        .jpeg()
        .withMetadata({ orientation: 6 })
        .toBuffer(),
    );
    await run(site);
    const picture = (await readGallery(site))[0]!.pictures[0]!;
    expect([picture.width, picture.height]).toEqual([700, 560]);
    for (const format of ['jpg', 'webp', 'avif']) {
      const meta = await sharp(path.join(site.public, `${picture.image!.base}-700.${format}`)).metadata();
      expect([meta.width, meta.height]).toEqual([700, 560]);
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation ?? 1).toBe(1);
      expect(meta.space).toBe('srgb');
    }
  });

  it('makes the faded landing background at a lower quality than the pictures seen in full', async () => {
    const site = await makeSite();
    await drawOriginal(path.join(site.content, 'portrait.jpg'), 900, 600);
    await run(site);
    const { background, portrait } = JSON.parse(await readFile(path.join(site.public, 'assets/site-images.json'), 'utf8'));
    for (const format of ['jpg', 'webp', 'avif']) {
      const bytes = async (image: { base: string }) => (await readFile(path.join(site.public, `${image.base}-800.${format}`))).length;
      expect(await bytes(background.image)).toBeLessThan(await bytes(portrait.image));
    }
  });

  it('does nothing again when nothing changed, and never touches an original', async () => {
    const site = await makeSite();
    await addPicture(site, 'tusche', 'eiche.jpg', { title: 'Eiche' });
    await run(site);
    const before = await treeHash(site.content);
    await expect(run(site)).resolves.toEqual({ pictures: 1, made: 0, reused: 3, removed: 0, notPublished: [], soft: [expect.objectContaining({ width: 700 })], sizes: [] });
    expect(await treeHash(site.content)).toBe(before);
  });

  it('takes new words without making the picture again, and remakes a changed picture, removing its old files', async () => {
    const site = await makeSite();
    await addPicture(site, 'tusche', 'eiche.jpg', { title: 'Eiche' });
    await run(site);
    const oldBase = (await readGallery(site))[0]!.pictures[0]!.image!.base;

    await writeFile(path.join(site.content, 'pictures', 'tusche', 'eiche.json'), JSON.stringify({ title: 'Alte Eiche' }));
    await expect(run(site)).resolves.toMatchObject({ made: 0 });
    expect((await readGallery(site))[0]!.pictures[0]!.title).toBe('Alte Eiche');

    await drawOriginal(path.join(site.content, 'pictures', 'tusche', 'eiche.jpg'), 800, 600);
    const result = await run(site);
    // 12 variants and the share image.
    expect(result).toMatchObject({ made: 1, removed: 13 });
    expect(existsSync(path.join(site.public, `${oldBase}-700.avif`))).toBe(false);
  });

  it('removes the files of an original that is gone', async () => {
    const site = await makeSite();
    await addPicture(site, 'tusche', 'eiche.jpg', { title: 'Eiche' });
    await addPicture(site, 'tusche', 'linde.jpg', { title: 'Linde' });
    await run(site);
    await rm(path.join(site.content, 'pictures', 'tusche', 'linde.jpg'));
    await expect(run(site)).resolves.toMatchObject({ pictures: 1, removed: 13 });
    const left = await readdir(path.join(site.public, 'assets/gallery/tusche'));
    expect(left.every((file) => file.startsWith('eiche.'))).toBe(true);
  });

  it('makes a work its own width where it ends between two full sizes, and the portrait only the full sizes', async () => {
    const site = await makeSite();
    await drawOriginal(path.join(site.content, 'portrait.jpg'), 1200, 1500);
    await addPicture(site, 'aquarelle', 'kastanie.jpg', { title: 'Kastanie' }, [1400, 1064]);
    await addPicture(site, 'aquarelle', 'kopfweide.jpg', { title: 'Kopfweide' }, [1600, 2000]);
    await addPicture(site, 'aquarelle', 'pappel.jpg', { title: 'Pappel' }, [2600, 1300]);
    await run(site);

    const [kastanie, kopfweide, pappel] = (await readGallery(site))[0]!.pictures;
    expect(kastanie!.image!.fullWidths).toEqual([800, 1400]);
    expect(kopfweide!.image!.fullWidths).toEqual([800, 1600]);
    expect(pappel!.image!.fullWidths).toEqual([800, 1600, 2400]);
    for (const format of ['avif', 'webp', 'jpg']) {
      expect(await sharp(path.join(site.public, `${kastanie!.image!.base}-1400.${format}`)).metadata()).toMatchObject({ width: 1400, height: 1064 });
    }
    // A link without JavaScript, and the viewer's zoom, take the largest: the original's own width.
    expect(kastanie!.url).toBe(`${kastanie!.image!.base}-1400.jpg`);
    const { portrait } = JSON.parse(await readFile(path.join(site.public, 'assets/site-images.json'), 'utf8'));
    expect(portrait.image.fullWidths).toEqual([800]);
  });

  it('makes a work made before it had its own width again, once, under the same name', async () => {
    const site = await makeSite();
    await addPicture(site, 'aquarelle', 'kastanie.jpg', { title: 'Kastanie' }, [1400, 1064]);
    await run(site);
    // As the run before this rung left it: gallery.json listing the 800 px full size alone.
    const galleryFile = path.join(site.public, 'assets/gallery.json');
    const { base } = (await readGallery(site))[0]!.pictures[0]!.image!;
    await writeFile(galleryFile, (await readFile(galleryFile, 'utf8')).replace(/"fullWidths": \[\s*800,\s*1400\s*\]/, '"fullWidths": [800]'));
    for (const format of ['avif', 'webp', 'jpg']) await rm(path.join(site.public, `${base}-1400.${format}`));
    expect((await readGallery(site))[0]!.pictures[0]!.image!.fullWidths).toEqual([800]);

    await expect(run(site)).resolves.toMatchObject({ made: 1, removed: 0 });
    const { image } = (await readGallery(site))[0]!.pictures[0]!;
    expect(image).toMatchObject({ base, fullWidths: [800, 1400] });
    expect(existsSync(path.join(site.public, `${base}-1400.avif`))).toBe(true);
    await expect(run(site)).resolves.toMatchObject({ made: 0 });
  });

  it('names each work too narrow to be sharp on a large screen, with the width it needs, and publishes it all the same', async () => {
    const site = await makeSite();
    await addPicture(site, 'pastelle', 'roteiche.jpg', { title: 'Roteiche', order: 1 }, [960, 1200]);
    await addPicture(site, 'pastelle', 'kastanie.jpg', { title: 'Kastanie', order: 2 }, [1400, 1064]);
    await addPicture(site, 'pastelle', 'solitaer.jpg', { title: 'Solitär', order: 3 }, [1200, 912]);
    const result = (await run(site))!;
    // Upright, drawn 618 px wide on the work's page at 1440 × 900; across, 858 px in the viewer; 1.6 file px to each.
    expect(result.soft).toEqual([
      { name: 'content/pictures/pastelle/roteiche.jpg', width: 960, needed: 989 },
      { name: 'content/pictures/pastelle/solitaer.jpg', width: 1200, needed: 1373 },
    ]);
    expect((await readGallery(site))[0]!.pictures.map((picture) => picture.title)).toEqual(['Roteiche', 'Kastanie', 'Solitär']);
  });

  it('will not overwrite a gallery.json written by hand', async () => {
    const site = await makeSite();
    await addPicture(site, 'tusche', 'eiche.jpg', { title: 'Eiche' });
    const handWritten = JSON.stringify([{ name: 'Alt', pictures: [{ thumb: 'a.jpg', url: 'b.jpg' }] }]);
    await writeFile(path.join(site.public, 'assets/gallery.json'), handWritten);
    await expect(run(site)).rejects.toThrow('public/assets/gallery.json was written by hand');
    expect(await readFile(path.join(site.public, 'assets/gallery.json'), 'utf8')).toBe(handWritten);
  });

  it('leaves gallery.json alone where there are no originals', async () => {
    const site = await makeSite();
    await rm(path.join(site.content, 'pictures'), { recursive: true });
    await expect(run(site)).resolves.toBeNull();
  });
});

describe('npm run pictures with originals as they come from phones, cameras and editors', () => {
  const pictures = (site: Site, ...parts: string[]) => path.join(site.content, 'pictures', ...parts);

  it('publishes an iPhone photo (HEIC), also one whose ending says .jpg', async () => {
    const site = await makeSite();
    const heic = await readFile(path.join(__dirname, '..', '..', 'test', 'files', 'birke-vom-iphone.heic'));
    await mkdir(pictures(site, 'tusche'), { recursive: true });
    await writeFile(pictures(site, 'tusche', 'birke.heic'), heic);
    await writeFile(pictures(site, 'tusche', 'birke.json'), JSON.stringify({ title: 'Birke' }));
    await writeFile(pictures(site, 'tusche', 'erle.jpg'), heic);
    await writeFile(pictures(site, 'tusche', 'erle.json'), JSON.stringify({ title: 'Erle' }));

    await expect(run(site)).resolves.toMatchObject({ pictures: 2, made: 4 });
    for (const picture of (await readGallery(site))[0]!.pictures) {
      expect(picture).toMatchObject({ width: 700, height: 921 });
      const jpeg = await sharp(path.join(site.public, picture.url)).metadata();
      expect(jpeg).toMatchObject({ format: 'jpeg', width: 700, height: 921 });
    }
  });

  it('publishes a GIF from its first frame, and says so when it is animated', async () => {
    const site = await makeSite();
    const frame = (colour: string) => sharp({ create: { width: 700, height: 500, channels: 3, background: colour } }).raw().toBuffer();
    const frames = Buffer.concat([await frame('#203020'), await frame('#f0f0f0')]);
    await mkdir(pictures(site, 'tusche'), { recursive: true });
    await sharp(frames, { raw: { width: 700, height: 1000, channels: 3, pageHeight: 500 } }).gif().toFile(pictures(site, 'tusche', 'blatt.gif'));
    await writeFile(pictures(site, 'tusche', 'blatt.json'), JSON.stringify({ title: 'Blatt' }));
    const log: string[] = [];

    await buildPictures({ contentDir: site.content, publicDir: site.public, concurrency: 2, log: (line) => log.push(line) });
    const picture = (await readGallery(site))[0]!.pictures[0]!;
    expect(picture).toMatchObject({ width: 700, height: 500 });
    const { dominant } = await sharp(path.join(site.public, picture.url)).stats();
    expect(dominant.r).toBeLessThan(80);
    expect(log).toContain('note   content/pictures/tusche/blatt.gif is animated: the site shows its first frame');
  });

  it('lays transparent areas onto the paper colour #f6f2ea in every format', async () => {
    const site = await makeSite();
    const transparentMargins = (image: Sharp) =>
      image.extend({ top: 60, bottom: 60, left: 60, right: 60, background: { r: 0, g: 0, b: 0, alpha: 0 } }).png();
    await drawOriginal(pictures(site, 'tusche', 'ulme.png'), 700, 560, transparentMargins);
    await writeFile(pictures(site, 'tusche', 'ulme.json'), JSON.stringify({ title: 'Ulme' }));
    await run(site);

    const { image } = (await readGallery(site))[0]!.pictures[0]!;
    for (const format of ['jpg', 'webp', 'avif']) {
      const { data } = await sharp(path.join(site.public, `${image!.base}-800.${format}`)).raw().toBuffer({ resolveWithObject: true });
      const corner = [...data.subarray(0, 3)];
      [246, 242, 234].forEach((paper, channel) => expect(Math.abs(corner[channel]! - paper)).toBeLessThanOrEqual(3));
    }
  });

  it('makes a 1200 × 630 JPEG share image of each work: the whole work, centred on the paper', async () => {
    const site = await makeSite();
    await addPicture(site, 'tusche', 'eiche.jpg', { title: 'Eiche' }, [700, 1400]);
    await run(site);

    const { image } = (await readGallery(site))[0]!.pictures[0]!;
    const file = path.join(site.public, `${image!.base}-share.jpg`);
    const { data, info } = await sharp(file).raw().toBuffer({ resolveWithObject: true });
    expect({ format: (await sharp(file).metadata()).format, width: info.width, height: info.height }).toEqual({ format: 'jpeg', width: 1200, height: 630 });
    const pixel = (x: number, y: number) => [...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3)];
    // Paper at the corner and beside the upright work; the work itself at the centre.
    for (const [x, y] of [[0, 0], [300, 315]] as const) [246, 242, 234].forEach((paper, channel) => expect(Math.abs(pixel(x, y)[channel]! - paper)).toBeLessThanOrEqual(3));
    expect(pixel(600, 315)).not.toEqual(pixel(0, 0));
  });

  it('carries the status and price of a work from its sidecar into gallery.json', async () => {
    const site = await makeSite();
    await addPicture(site, 'tusche', 'eiche.jpg', { title: 'Eiche', status: 'verfügbar', price: 1200 });
    await addPicture(site, 'tusche', 'linde.jpg', { title: 'Linde', status: 'verkauft' });
    await run(site);
    const [eiche, linde] = (await readGallery(site))[0]!.pictures;
    expect(eiche).toMatchObject({ status: 'verfügbar', price: 1200 });
    expect(linde).toMatchObject({ status: 'verkauft' });
  });

  it('publishes a work as the editor saves it: in a folder of its own, its photo under the phone’s name, the price as text', async () => {
    const site = await makeSite();
    await drawOriginal(pictures(site, 'tusche', 'alte-buche', 'IMG_0412.jpeg'), 700, 560);
    await writeFile(pictures(site, 'tusche', 'alte-buche', 'index.json'), JSON.stringify({ picture: 'IMG_0412.jpeg', title: 'Alte Buche', status: 'verfügbar', price: '1.200' }));
    const result = (await run(site))!;
    const [work] = (await readGallery(site))[0]!.pictures;
    expect(work).toMatchObject({ slug: 'alte-buche', title: 'Alte Buche', price: 1200 });
    expect(work!.image!.base).toMatch(/^assets\/gallery\/tusche\/alte-buche\./);
    // Where the file is, and its place in the list, stay the pipeline's business.
    expect(work).not.toHaveProperty('picture');
    expect(result.notPublished).toEqual([]);
  });

  it('takes the one picture in a work’s folder without its name, and names a folder without any', async () => {
    const site = await makeSite();
    await drawOriginal(pictures(site, 'tusche', 'eiche', 'scan.png'), 700, 560);
    await writeFile(pictures(site, 'tusche', 'eiche', 'index.json'), JSON.stringify({ title: 'Eiche' }));
    await mkdir(pictures(site, 'tusche', 'linde'), { recursive: true });
    const { notPublished } = (await run(site))!;
    expect((await readGallery(site))[0]!.pictures.map((picture) => picture.slug)).toEqual(['eiche']);
    expect(notPublished).toEqual(['content/pictures/tusche/linde/: no picture in it']);
  });

  it('reads a loose sidecar that names its picture by another name', async () => {
    const site = await makeSite();
    await drawOriginal(pictures(site, 'tusche', 'IMG_0412.jpeg'), 700, 560);
    await writeFile(pictures(site, 'tusche', 'alte-buche.json'), JSON.stringify({ picture: 'IMG_0412.jpeg', title: 'Alte Buche' }));
    const result = (await run(site))!;
    expect((await readGallery(site))[0]!.pictures.map((picture) => picture.slug)).toEqual(['alte-buche']);
    expect(result.notPublished).toEqual([]);
  });

  it('puts the works in the order the editor numbered them, then those without a number by name', async () => {
    const site = await makeSite();
    await addPicture(site, 'tusche', 'ahorn.jpg', { title: 'Ahorn' });
    await addPicture(site, 'tusche', 'birke.jpg', { title: 'Birke', order: 2 });
    await addPicture(site, 'tusche', 'eiche.jpg', { title: 'Eiche', order: 1 });
    await addPicture(site, 'tusche', 'buche.jpg', { title: 'Buche' });
    await run(site);
    const titles = (await readGallery(site))[0]!.pictures.map((picture) => picture.title);
    expect(titles).toEqual(['Eiche', 'Birke', 'Ahorn', 'Buche']);
    expect((await readGallery(site))[0]!.pictures[0]).not.toHaveProperty('order');
  });

  it('leaves out, and names, a photo whose work took another one in the editor', async () => {
    const site = await makeSite();
    await drawOriginal(pictures(site, 'tusche', 'alte-buche', 'IMG_0412.jpeg'), 700, 560);
    await drawOriginal(pictures(site, 'tusche', 'alte-buche', 'IMG_0413.jpeg'), 700, 560);
    await writeFile(pictures(site, 'tusche', 'alte-buche', 'index.json'), JSON.stringify({ picture: 'IMG_0413.jpeg', title: 'Alte Buche' }));
    const { notPublished } = (await run(site))!;
    expect((await readGallery(site))[0]!.pictures).toHaveLength(1);
    expect(notPublished).toEqual([
      'content/pictures/tusche/alte-buche/IMG_0412.jpeg: content/pictures/tusche/alte-buche/index.json names IMG_0413.jpeg as the work\'s picture, so this one is not published (left over from a replaced picture? then delete it)',
    ]);
  });

  it('passes over what operating systems leave beside pictures, and names everything else it does not publish', async () => {
    const site = await makeSite();
    await addPicture(site, 'tusche', 'eiche.jpg', { title: 'Eiche' });
    for (const leftover of ['.DS_Store', '._eiche.jpg', 'Thumbs.db', 'desktop.ini']) await writeFile(pictures(site, 'tusche', leftover), 'x');
    await writeFile(pictures(site, '.DS_Store'), 'x');
    await writeFile(pictures(site, 'tusche', 'notizen.txt'), 'x');
    await writeFile(pictures(site, 'tusche', 'linde.json'), '{}');
    await drawOriginal(pictures(site, 'kiefer.jpg'), 700, 560);

    const { notPublished } = (await run(site))!;
    expect(notPublished.sort()).toEqual([
      'content/pictures/kiefer.jpg: not in a category folder; move it into one, for example content/pictures/zeichnungen/',
      'content/pictures/tusche/linde.json: no picture of that name beside it (was the picture renamed?)',
      'content/pictures/tusche/notizen.txt: not a picture the site can publish (.txt): pictures are .jpg, .jpeg, .png, .webp, .tif, .tiff, .gif, .heic, .heif, .avif',
    ]);
  });

  it('stops at a picture it cannot publish, naming each with what to do, and makes nothing', async () => {
    const site = await makeSite();
    await addPicture(site, 'tusche', 'eiche.jpg', { title: 'Eiche' });
    await writeFile(pictures(site, 'tusche', 'skizze.psd'), 'x');
    await mkdir(pictures(site, 'tusche', 'linde'), { recursive: true });
    await writeFile(pictures(site, 'tusche', 'linde', 'linde.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    await expect(run(site)).rejects.toThrow(
      [
        'content/pictures holds pictures the site cannot publish (it publishes .jpg, .jpeg, .png, .webp, .tif, .tiff, .gif, .heic, .heif, .avif):',
        '  content/pictures/tusche/skizze.psd: a layered working file: export the work as JPEG or PNG into its place',
        '  content/pictures/tusche/linde/linde.svg: a vector drawing: export it as PNG or JPEG (2000 px or more on the long side) into its place',
      ].join('\n'),
    );
    expect(existsSync(path.join(site.public, 'assets', 'gallery.json'))).toBe(false);
  });

  it('gives a file name with umlauts the same address however the system stores it', async () => {
    const composed = await makeSite();
    await addPicture(composed, 'tusche', 'Bäume.jpg', { title: 'Bäume' });
    await run(composed);
    const decomposed = await makeSite();
    await addPicture(decomposed, 'tusche', 'Ba\u0308ume.jpg', { title: 'Bäume' });
    await run(decomposed);
    const slugOf = async (site: Site) => (await readGallery(site))[0]!.pictures[0]!.slug;
    expect(await slugOf(composed)).toBe('baeume');
    expect(await slugOf(decomposed)).toBe('baeume');
  });

  it.each([
    ['with a byte-order mark (Windows Notepad)', (json: string) => Buffer.from(`\uFEFF${json}`, 'utf8')],
    ['as UTF-16 (Notepad\'s "Unicode")', (json: string) => Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(json, 'utf16le')])],
    ['with Windows line ends', (json: string) => Buffer.from(json.replace(/\n/g, '\r\n'), 'utf8')],
  ])('reads a sidecar saved %s', async (_, save) => {
    const site = await makeSite();
    await addPicture(site, 'tusche', 'eiche.jpg', null);
    await writeFile(pictures(site, 'tusche', 'eiche.json'), save(JSON.stringify({ title: 'Große Eiche' }, null, 2)));
    await run(site);
    expect((await readGallery(site))[0]!.pictures[0]!.title).toBe('Große Eiche');
  });
});

describe('npm run pictures on bad input', () => {
  const expectError = async (site: Site, message: string | RegExp) => {
    await expect(run(site)).rejects.toThrow(message);
    // Nothing half done is published: the list the site reads was not written.
    expect(existsSync(path.join(site.public, 'assets/gallery.json'))).toBe(false);
  };

  it('names a misspelt status, with the four it may be', async () => {
    const site = await makeSite();
    await addPicture(site, 'tusche', 'eiche.jpg', { title: 'Eiche', status: 'verfugbar' });
    await expectError(
      site,
      'content/pictures/tusche/eiche.json is not valid:\n  field "status": expected one of "verfügbar", "reserviert", "verkauft", "unverkäuflich", found the text "verfugbar": write it exactly so, with its umlauts',
    );
  });

  it('names a price that is not whole euros or "auf Anfrage"', async () => {
    const site = await makeSite();
    await addPicture(site, 'tusche', 'eiche.jpg', { title: 'Eiche', status: 'verfügbar', price: '1.200 €' });
    await expectError(site, 'content/pictures/tusche/eiche.json is not valid:\n  field "price": expected whole euros or "auf Anfrage", found the text "1.200 €": write the price in whole euros, for example 1200, or "auf Anfrage"');
  });

  it('names the metadata file and field of a year that is not a year', async () => {
    const site = await makeSite();
    await addPicture(site, 'tusche', 'eiche.jpg', { title: 'Eiche', year: '2019/20' });
    await expectError(site, 'content/pictures/tusche/eiche.json is not valid:\n  field "year": expected a number, found the text "2019/20": write one year between 1900 and 2100 as a number, without quotes, for example 2019');
  });

  it('gives the line and column of a JSON syntax mistake', async () => {
    const site = await makeSite();
    await addPicture(site, 'tusche', 'eiche.jpg', null);
    await writeFile(path.join(site.content, 'pictures', 'tusche', 'eiche.json'), '{\n  "title": "Eiche",\n  "year": 2019,\n}\n');
    await expectError(site, 'content/pictures/tusche/eiche.json is not valid JSON: line 4, column 1:');
  });

  it('names a field that does not exist, for typing mistakes', async () => {
    const site = await makeSite();
    await addPicture(site, 'tusche', 'eiche.jpg', { titel: 'Eiche' });
    await expectError(site, 'content/pictures/tusche/eiche.json is not valid:\n  the whole file: expected no field named "titel"');
  });

  it('asks for an alt text where a picture has neither one nor a title', async () => {
    const site = await makeSite();
    await addPicture(site, 'tusche', 'eiche.jpg', { year: 2019 });
    await expectError(site, 'content/pictures/tusche/eiche.jpg has no alt text: add "alt"');
  });

  it('asks which picture is the work’s where its folder holds two and index.json names none', async () => {
    const site = await makeSite();
    const pictures = (...parts: string[]) => path.join(site.content, 'pictures', ...parts);
    await drawOriginal(pictures('tusche', 'eiche', 'IMG_1.jpeg'), 700, 560);
    await drawOriginal(pictures('tusche', 'eiche', 'IMG_2.jpeg'), 700, 560);
    await writeFile(pictures('tusche', 'eiche', 'index.json'), JSON.stringify({ title: 'Eiche' }));
    await expectError(
      site,
      'content/pictures/tusche/eiche/ holds 2 pictures (IMG_1.jpeg, IMG_2.jpeg): keep the work\'s own, or name it in content/pictures/tusche/eiche/index.json ("picture")',
    );
  });

  it('names index.json when a work in its own folder has neither alt text nor title', async () => {
    const site = await makeSite();
    await drawOriginal(path.join(site.content, 'pictures', 'tusche', 'eiche', 'IMG_1.jpeg'), 700, 560);
    await expectError(site, 'content/pictures/tusche/eiche/IMG_1.jpeg has no alt text: add "alt" (a sentence saying what the picture shows) or at least "title" to content/pictures/tusche/eiche/index.json');
  });

  it('names both sidecars when two name the same picture', async () => {
    const site = await makeSite();
    const pictures = (...parts: string[]) => path.join(site.content, 'pictures', ...parts);
    await drawOriginal(pictures('tusche', 'IMG_0412.jpeg'), 700, 560);
    await writeFile(pictures('tusche', 'alte-buche.json'), JSON.stringify({ picture: 'IMG_0412.jpeg', title: 'Alte Buche' }));
    await writeFile(pictures('tusche', 'buche.json'), JSON.stringify({ picture: 'IMG_0412.jpeg', title: 'Buche' }));
    await expectError(
      site,
      'content/pictures/tusche/alte-buche.json and content/pictures/tusche/buche.json both name content/pictures/tusche/IMG_0412.jpeg as their picture: give each work its own',
    );
  });

  it('names both pictures when two have the same name', async () => {
    const site = await makeSite();
    await addPicture(site, 'tusche', 'eiche.jpg', { title: 'Eiche' });
    await addPicture(site, 'tusche', 'Eiche.png', { title: 'Eiche bei Nacht' });
    await expectError(
      site,
      /content\/pictures\/tusche\/(Eiche\.png|eiche\.jpg) and content\/pictures\/tusche\/(Eiche\.png|eiche\.jpg) would both be at the address \/werke\/eiche\//,
    );
  });

  it('names both folders when two works of a category would have the same address', async () => {
    const site = await makeSite();
    await addPicture(site, 'tusche', 'Alte Eiche/foto.jpg', null);
    await addPicture(site, 'tusche', 'alte-eiche/IMG_1.jpg', null);
    await writeFile(path.join(site.content, 'pictures', 'tusche', 'Alte Eiche', 'index.json'), JSON.stringify({ title: 'Alte Eiche' }));
    await writeFile(path.join(site.content, 'pictures', 'tusche', 'alte-eiche', 'index.json'), JSON.stringify({ title: 'Alte Eiche' }));
    await expectError(site, 'content/pictures/tusche/Alte Eiche/ and content/pictures/tusche/alte-eiche/ would both be at the address /werke/alte-eiche/');
  });

  it('publishes works that share a title, each at its own address with its own files', async () => {
    const site = await makeSite();
    await addPicture(site, 'tusche', 'ohne-titel.jpg', { title: 'Ohne Titel', year: 2020 });
    await addPicture(site, 'tusche', 'ohne-titel-2.jpg', { title: 'ohne titel', year: 2021 });
    await addPicture(site, 'aquarelle', 'ohne-titel.jpg', { title: 'Ohne Titel', year: 2022 });
    await run(site);
    const pictures = (await readGallery(site)).flatMap((category) => category.pictures);
    expect(pictures.map((picture) => [picture.slug, picture.year])).toEqual([
      ['ohne-titel', 2022],
      ['tusche-ohne-titel', 2020],
      ['ohne-titel-2', 2021],
    ]);
    expect(new Set(pictures.map((picture) => picture.url)).size).toBe(3);
  });

  it('names an empty file', async () => {
    const site = await makeSite();
    await addPicture(site, 'tusche', 'eiche.jpg', { title: 'Eiche' });
    await writeFile(path.join(site.content, 'pictures', 'tusche', 'eiche.jpg'), '');
    await expectError(site, 'content/pictures/tusche/eiche.jpg is empty (0 bytes)');
  });

  it('names a damaged picture and stops', async () => {
    const site = await makeSite();
    await addPicture(site, 'tusche', 'eiche.jpg', { title: 'Eiche' });
    const file = path.join(site.content, 'pictures', 'tusche', 'eiche.jpg');
    const bytes = await readFile(file);
    await writeFile(file, bytes.subarray(0, Math.floor(bytes.length / 3)));
    await expectError(site, /^content\/pictures\/tusche\/eiche\.jpg could not be read as a picture .*: is it damaged\? Open it and save it again as JPEG\.$/);
  });

  it('after a damaged picture starts no other, and returns only once the one under way is finished', async () => {
    const site = await makeSite();
    for (const name of ['ahorn', 'birke', 'eiche', 'linde']) await addPicture(site, 'tusche', `${name}.jpg`, { title: name });
    const damaged = path.join(site.content, 'pictures', 'tusche', 'ahorn.jpg');
    await writeFile(damaged, (await readFile(damaged)).subarray(0, 200));
    // Two at a time: the damaged first fails at once, while the second is being made.
    await expectError(site, /^content\/pictures\/tusche\/ahorn\.jpg could not be read as a picture/);
    const made = await readdir(path.join(site.public, 'assets/gallery/tusche'));
    expect(made.filter((file) => file.startsWith('birke.')).length).toBeGreaterThan(0);
    expect(made.filter((file) => file.startsWith('eiche.') || file.startsWith('linde.'))).toEqual([]);
  });

  it('names a picture too small for its thumbnail', async () => {
    const site = await makeSite();
    await addPicture(site, 'tusche', 'eiche.jpg', { title: 'Eiche' }, [300, 200]);
    await expectError(site, 'content/pictures/tusche/eiche.jpg is 300 × 200 px: too small for its thumbnail, which needs 640 px on the long side');
  });

  it('names the entry and field of a gallery.json that points to a missing file', async () => {
    const site = await makeSite();
    await addPicture(site, 'tusche', 'eiche.jpg', { title: 'Eiche' });
    await run(site);
    const thumb = (await readGallery(site))[0]!.pictures[0]!.thumb;
    await rename(path.join(site.public, thumb), path.join(site.public, `${thumb}.weg`));
    await expect(loadGallery(site.public)).rejects.toThrow(
      `public/assets/gallery.json is not valid:\n  entry 1 ("tusche"), pictures entry 1, field "thumb": the file public/${thumb} does not exist`,
    );
  });
});
