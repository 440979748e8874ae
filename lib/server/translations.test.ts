/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadGallery, loadWorks } from './content';
import { translateGallery, translateWorks, untranslatedNotice } from './translations';

// A made-up catalogue: Greta Weide's etchings (her own English for the category and one work), her
// oils (no English at all) and her 'Baumgeister' (a name no glossary knows).
const work = (folder: string, slug: string, fields: Record<string, string>) => ({
  thumb: `assets/gallery/${folder}/${slug}-t.jpg`,
  url: `assets/gallery/${folder}/${slug}.jpg`,
  slug,
  ...fields,
});
const gallery = [
  {
    name: 'Radierungen',
    pictures: [
      work('radierungen', 'eibe', { title: 'Eibe', technique: 'Radierung auf Bütten', alt: 'Radierung einer Eibe' }),
      work('radierungen', 'esche', { title: 'Esche', technique: 'Radierung, 3/20', alt: 'Radierung einer Esche' }),
    ],
  },
  { name: 'Öl und Acryl', pictures: [work('oel-und-acryl', 'ulme', { title: 'Ulme', technique: 'Öl auf Leinwand, mit Sand', alt: 'Ölbild einer Ulme' })] },
  { name: 'Baumgeister', pictures: [work('baumgeister', 'geist', { title: 'Geist', technique: 'Kohle auf Papier' })] },
];

let root: string;
const write = (file: string, data: unknown) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), JSON.stringify(data));
};

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'glossary-'));
  write('public/assets/gallery.json', gallery);
  for (const file of gallery.flatMap(({ pictures }) => pictures.flatMap(({ thumb, url }) => [thumb, url]))) write(`public/${file}`, '');
  const works = gallery.flatMap(({ pictures }) => pictures.map(({ slug, url }) => ({ address: slug, source: `${url.split('/')[2]}/${slug}`, picture: slug })));
  write('public/assets/addresses.json', { version: 1, works });
  write('content/pictures/radierungen/_category.en.json', { name: 'Intaglio prints' });
  write('content/pictures/radierungen/eibe/index.en.json', { title: 'Yew', technique: 'Etching on laid paper', alt: 'An etching of a yew' });
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const english = async () => translateWorks(await loadWorks(path.join(root, 'public')), 'en', root);

describe('a work in English', () => {
  it('has her own words where she wrote them, before any glossary', async () => {
    const [eibe] = await english();
    expect(eibe!.picture).toMatchObject({ title: 'Yew', technique: 'Etching on laid paper', alt: 'An etching of a yew', category: 'Intaglio prints', german: [] });
  });

  it('has the technique and the category from the glossary where she wrote none, and names what stays German', async () => {
    const [, esche, ulme] = await english();
    expect(esche!.picture).toMatchObject({ title: 'Esche', technique: 'Etching, 3/20', category: 'Intaglio prints' });
    expect(esche!.picture.german).toEqual(['title', 'alt']);
    expect(ulme!.picture).toMatchObject({ technique: 'Öl auf Leinwand, mit Sand', category: 'Oil and acrylic' });
    expect(ulme!.picture.german).toEqual(['title', 'technique', 'alt']);
  });

  it('keeps a category name the glossary does not know German, and says so', async () => {
    const geist = (await english())[3]!.picture;
    expect(geist).toMatchObject({ category: 'Baumgeister', technique: 'Charcoal on paper' });
    expect(geist.german).toEqual(['title', 'category']);
  });
});

describe('the English gallery', () => {
  it('names each category in English where it can, and marks the one left German', async () => {
    const categories = translateGallery(await loadGallery(path.join(root, 'public')), await english());
    expect(categories.map(({ name, german }) => [name, german])).toEqual([
      ['Intaglio prints', undefined],
      ['Oil and acrylic', undefined],
      ['Baumgeister', true],
    ]);
    expect(categories[1]!.pictures[0]).toMatchObject({ title: 'Ulme', technique: 'Öl auf Leinwand, mit Sand', german: ['title', 'technique', 'alt'] });
  });

  it("names a category whose works it does not list by the glossary's English, or marks it German", () => {
    const named = translateGallery(
      [
        { name: 'Aquarelle', pictures: [] },
        { name: 'Baumgeister', pictures: [] },
      ],
      [],
    );
    expect(named).toEqual([
      { name: 'Watercolours', pictures: [] },
      { name: 'Baumgeister', pictures: [], german: true },
    ]);
  });
});

describe("the build's notice of what is untranslated", () => {
  it('names each work by its German title with what it lacks, and each German category, in one line', async () => {
    const notice = await untranslatedNotice(root);
    expect(notice).toBe(
      'Still German on the English pages – 3 of 4 works: Esche (title, alt); Ulme (title, technique, alt); Geist (title) – categories: Baumgeister.' +
        " Write their English in the editor's English pane (index.en.json, _category.en.json beside the German files).",
    );
    expect(notice).not.toContain('\n');
  });

  it('says nothing once everything is English', async () => {
    write('public/assets/gallery.json', [gallery[0]]);
    write('content/pictures/radierungen/esche/index.en.json', { title: 'Ash', alt: 'An etching of an ash' });
    expect(await untranslatedNotice(root)).toBeUndefined();
  });
});
