/** @jest-environment node */
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadExhibitions, loadGallery } from './content';
import { flattenPictures, pictureAlt } from '../domain/gallery';
import { exhibitionsSchema, gallerySchema, parseContent } from '../domain/schema';

const made: string[] = [];
afterEach(() => Promise.all(made.splice(0).map((dir) => rm(dir, { recursive: true, force: true }))));

async function publicDirWith(files: Record<string, string>) {
  const dir = await mkdtemp(path.join(tmpdir(), 'content-'));
  made.push(dir);
  await mkdir(path.join(dir, 'assets'));
  for (const [name, text] of Object.entries(files)) await writeFile(path.join(dir, 'assets', name), text);
  return dir;
}

describe('loading the gallery at build', () => {
  it('reads every category and picture of a gallery.json whose files are all there', async () => {
    const gallery = [
      { name: 'Zeichnungen', pictures: [{ thumb: 'assets/eiche-t.jpg', url: 'assets/eiche.jpg', alt: 'Tuschezeichnung einer Eiche' }] },
      { name: 'Aquarelle', pictures: [{ thumb: 'assets/linde-t.jpg', url: 'assets/linde.jpg', title: 'Linde' }] },
    ];
    const dir = await publicDirWith({ 'gallery.json': JSON.stringify(gallery), 'eiche-t.jpg': 'x', 'eiche.jpg': 'x', 'linde-t.jpg': 'x', 'linde.jpg': 'x' });
    const pictures = flattenPictures(await loadGallery(dir));
    expect(pictures.map((picture) => [picture.category, pictureAlt(picture, pictures.length)])).toEqual([
      ['Zeichnungen', 'Tuschezeichnung einer Eiche'],
      ['Aquarelle', 'Linde'],
    ]);
  });

  it('stops the build with the entry and field of a picture whose file is missing', async () => {
    const gallery = [{ name: 'Zeichnungen', pictures: [{ thumb: 'assets/eiche-t.jpg', url: 'assets/eiche.jpg' }] }];
    const dir = await publicDirWith({ 'gallery.json': JSON.stringify(gallery), 'eiche-t.jpg': 'x' });
    await expect(loadGallery(dir)).rejects.toThrow('entry 1 ("Zeichnungen"), pictures entry 1, field "url": the file public/assets/eiche.jpg does not exist');
  });
});

describe('flattening the gallery', () => {
  const categories = [
    { name: 'Zeichnungen', pictures: [{ thumb: 'a-t.jpg', url: 'a.jpg' }, { thumb: 'b-t.jpg', url: 'b.jpg' }] },
    { name: 'Aquarelle', pictures: [{ thumb: 'c-t.jpg', url: 'c.jpg', alt: 'Aquarell einer Kastanie' }] },
  ];

  it('lists every picture of every category, in order, numbered', () => {
    expect(flattenPictures(categories).map((picture) => [picture.url, picture.category, picture.index])).toEqual([
      ['a.jpg', 'Zeichnungen', 0],
      ['b.jpg', 'Zeichnungen', 1],
      ['c.jpg', 'Aquarelle', 2],
    ]);
  });

  it('describes a picture by its own text, or else by where it stands, never by its file name', () => {
    const [first, , third] = flattenPictures(categories);
    expect(pictureAlt(third!, 3)).toBe('Aquarell einer Kastanie');
    expect(pictureAlt(first!, 3)).toBe('Zeichnungen, Bild 1 von 3');
  });
});

describe('a mistake in a content file', () => {
  it('names the file, the entry and the field when a picture has no url', () => {
    const data = [
      { name: 'Zeichnungen', pictures: [{ thumb: 't.jpg', url: 'u.jpg' }] },
      { name: 'Aquarelle', pictures: [{ thumb: 't.jpg', url: 'u.jpg' }, { thumb: 't.jpg', url: 'u.jpg' }, { thumb: 't.jpg' }] },
    ];
    expect(() => parseContent(gallerySchema, data, 'public/assets/gallery.json')).toThrow(
      'public/assets/gallery.json is not valid:\n  entry 2 ("Aquarelle"), pictures entry 3, field "url": required, and missing: add it, for example "url": "…"',
    );
  });

  it('says what is wrong with a year that is not a year', () => {
    const data = [{ year: 2019, description: 'Galerie' }, { year: '2020/21', description: 'Kunstverein' }];
    expect(() => parseContent(exhibitionsSchema, data, 'public/assets/exhibitions.json')).toThrow(
      'entry 2, field "year": expected a number, found the text "2020/21"',
    );
    expect(() => parseContent(exhibitionsSchema, [{ year: 20, description: 'x' }], 'exhibitions.json')).toThrow(
      'entry 1, field "year": expected at least 1900, found the number 20',
    );
  });

  it('rejects an empty category name', () => {
    expect(() => parseContent(gallerySchema, [{ name: ' ', pictures: [] }], 'gallery.json')).toThrow(
      'entry 1, field "name": expected a non-empty text, found an empty text',
    );
  });

  it('stops the build with the file name when the file is not JSON', async () => {
    const dir = await publicDirWith({ 'gallery.json': '[{"name": "Zeichnungen",' });
    await expect(loadGallery(dir)).rejects.toThrow(/^public\/assets\/gallery\.json is not valid JSON/);
  });

  it('stops the build with the file name when the file is missing', async () => {
    const dir = await publicDirWith({});
    await expect(loadExhibitions(dir)).rejects.toThrow(/^public\/assets\/exhibitions\.json could not be read/);
  });

  it('loads a valid file as it is', async () => {
    const dir = await publicDirWith({ 'exhibitions.json': '[{"year": 2005, "description": "Abschlussausstellung"}]' });
    await expect(loadExhibitions(dir)).resolves.toEqual([{ year: 2005, description: 'Abschlussausstellung' }]);
  });
});
