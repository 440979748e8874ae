/** @jest-environment node */
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadExhibitions, loadGallery, loadMoves, loadPortfolios, loadRooms } from './content';
import { flattenPictures, pictureAlt } from '@/lib/domain/gallery';
import { exhibitionsSchema, gallerySchema, parseContent } from '@/lib/domain/schema';
import { showWithPage } from '@/test/fixtures';

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

  it('takes the seed’s lines and a show with every field', () => {
    const data = [showWithPage, { year: 2005, description: 'Abschlussausstellung' }, { year: 2024, title: 'Astwerk' }, { from: '2026-01-10', description: 'Winterbäume' }];
    expect(parseContent(exhibitionsSchema, data, 'exhibitions.json')).toEqual(data);
  });

  it('asks for a year or a start, and a description or a title', () => {
    expect(() => parseContent(exhibitionsSchema, [{ description: 'Galerie am Markt' }], 'exhibitions.json')).toThrow(
      'entry 1, field "year": required, and missing: add a "year" or a "from" date, for example "year": 2019',
    );
    expect(() => parseContent(exhibitionsSchema, [{ year: 2025, venue: 'Galerie am Markt' }], 'exhibitions.json')).toThrow(
      'entry 1, field "title": required, and missing: add a "title" or a "description", for example "title": "…"',
    );
  });

  it('refuses a day that does not exist, an end before the start, an end without a start, and an opening that is not a day and time', () => {
    const mistake = (fields: object) => () => parseContent(exhibitionsSchema, [{ title: 'Wurzelwerk', ...fields }], 'exhibitions.json');
    expect(mistake({ from: '2027-02-29' })).toThrow(
      'entry 1 ("Wurzelwerk"), field "from": expected a day that exists, written year-month-day, found the text "2027-02-29": for example 2027-03-12',
    );
    expect(mistake({ from: '12.03.2027' })).toThrow('field "from": expected a day that exists, written year-month-day, found the text "12.03.2027"');
    expect(mistake({ from: '2027-03-12', to: '2027-03-11' })).toThrow('field "to": expected a date not before "from", found the text "2027-03-11"');
    expect(mistake({ year: 2027, to: '2027-03-11' })).toThrow('field "from": required, and missing: add a "from" date where there is a "to", for example "from": "2027-03-12"');
    expect(mistake({ from: '2027-03-12', opening: '2027-03-12 19 Uhr' })).toThrow(
      'field "opening": expected a day and a time, written year-month-dayThour:minute, found the text "2027-03-12 19 Uhr": for example 2027-03-12T19:00',
    );
    expect(mistake({ from: '2027-03-12', opening: '2027-03-12T19:00Z' })).toThrow('field "opening"');
    expect(mistake({ from: '2027-03-12', opening: '2027-03-12T24:00' })).toThrow('field "opening"');
    expect(mistake({ from: '2027-03-12', url: 'http://www.kunstverein-celle.de' })).toThrow('field "url": expected a web address starting with https://');
  });

  it('takes a leap day where there is one, and a show of one day', () => {
    const data = [{ title: 'Schaltjahr', from: '2028-02-29', to: '2028-02-29' }];
    expect(parseContent(exhibitionsSchema, data, 'exhibitions.json')).toEqual(data);
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

  it('leaves out a work an exhibition names that is not in the gallery, with a warning naming the exhibition and the work', async () => {
    const gallery = [{ name: 'Zeichnungen', pictures: [{ thumb: 'assets/eiche-t.jpg', url: 'assets/eiche.jpg', title: 'Alte Eiche' }] }];
    const shows = [{ title: 'Astwerk', year: 2024, works: ['alte-eiche'] }, { title: 'Wurzelwerk', from: '2027-03-12', works: ['alte-eiche', 'birke-am-hang'] }];
    const dir = await publicDirWith({ 'gallery.json': JSON.stringify(gallery), 'eiche-t.jpg': 'x', 'eiche.jpg': 'x', 'exhibitions.json': JSON.stringify(shows) });
    const warn = jest.fn();
    await expect(loadExhibitions(dir, warn)).resolves.toEqual([shows[0], { ...shows[1], works: ['alte-eiche'] }]);
    expect(warn.mock.calls).toEqual([
      [
        'public/assets/exhibitions.json',
        'public/assets/exhibitions.json, entry 2 ("Wurzelwerk"), field "works": no work has the address /werke/birke-am-hang/ (deleted?), so it is left out; choose the works again in the editor, or remove "birke-am-hang"',
      ],
    ]);
  });

  it('follows a work an exhibition names to its address now, after its folder was renamed', async () => {
    const gallery = [{ name: 'Zeichnungen', pictures: [{ thumb: 'assets/eiche-t.jpg', url: 'assets/eiche.jpg', title: 'Alte Eiche' }] }];
    const addresses = { version: 1, works: [{ address: 'alte-eiche', source: 'zeichnungen/alte-eiche', picture: 'f1', formerly: ['eiche'] }] };
    const shows = [{ title: 'Astwerk', year: 2024, works: ['eiche'] }];
    const dir = await publicDirWith({ 'gallery.json': JSON.stringify(gallery), 'eiche-t.jpg': 'x', 'eiche.jpg': 'x', 'exhibitions.json': JSON.stringify(shows), 'addresses.json': JSON.stringify(addresses) });
    await expect(loadExhibitions(dir)).resolves.toEqual([{ ...shows[0], works: ['alte-eiche'] }]);
  });

  it('loads a valid file as it is', async () => {
    const dir = await publicDirWith({ 'exhibitions.json': '[{"year": 2005, "description": "Abschlussausstellung"}]' });
    await expect(loadExhibitions(dir)).resolves.toEqual([{ year: 2005, description: 'Abschlussausstellung' }]);
  });
});

describe('loading the private viewing rooms at build', () => {
  const gallery = [{ name: 'Öl', pictures: [{ thumb: 'assets/a-t.jpg', url: 'assets/a.jpg', title: 'Abendeiche' }, { thumb: 'assets/k-t.jpg', url: 'assets/k.jpg', title: 'Kastanie' }] }];
  const room = { title: 'Für Familie Berger', note: 'Ein Vorschlag für Ihre Wand', works: ['kastanie', 'abendeiche'], until: '2027-06-30', key: 'k7Qm2xP9vLr4Tz8wNc3B' };

  async function withRooms(rooms: Record<string, unknown>) {
    const publicDir = await publicDirWith({ 'gallery.json': JSON.stringify(gallery), 'a-t.jpg': 'x', 'a.jpg': 'x', 'k-t.jpg': 'x', 'k.jpg': 'x' });
    const contentDir = path.join(publicDir, 'content');
    await mkdir(path.join(contentDir, 'rooms'), { recursive: true });
    for (const [name, data] of Object.entries(rooms)) await writeFile(path.join(contentDir, 'rooms', name), typeof data === 'string' ? data : JSON.stringify(data));
    return { contentDir, publicDir };
  }

  const load = async (rooms: Record<string, unknown>) => {
    const { contentDir, publicDir } = await withRooms(rooms);
    return loadRooms(contentDir, publicDir);
  };

  /** The key a message offers, checked against what it must be. */
  const offeredKey = (message: string) => /set it to "([^"]*)" \(a fresh random key/.exec(message)?.[1];

  it('reads each room as the artist wrote it, its works in her order, and passes over what computers leave beside it', async () => {
    const rooms = await load({ 'berger.json': room, '._berger.json': 'binary', 'notes.txt': 'no room' });
    expect(rooms).toEqual([{ ...room, file: 'content/rooms/berger.json' }]);
  });

  it('has none where there is no folder of rooms', async () => {
    const publicDir = await publicDirWith({});
    expect(await loadRooms(path.join(publicDir, 'nothing-here'), publicDir)).toEqual([]);
  });

  it('stops the build where a key is missing or short, offering a fresh random key of 20 characters, a new one each time', async () => {
    const { key: _key, ...keyless } = room;
    const messages: string[] = [];
    for (const data of [keyless, { ...room, key: 'berger2027' }, { ...room, key: 'berger2027' }]) {
      const error = await load({ 'berger.json': data }).catch((caught: Error) => caught);
      expect(error).toBeInstanceOf(Error);
      messages.push((error as Error).message);
    }
    expect(messages[0]).toMatch(/^content\/rooms\/berger\.json is not valid:\n {2}field "key" is missing or shorter than 16 characters: set it to "[A-Za-z0-9_-]{20}" \(a fresh random key; the room's address is made from it\)$/);
    const offered = messages.map(offeredKey);
    expect(new Set(offered).size).toBe(3);
    // The key offered is one the build takes.
    expect(await load({ 'berger.json': { ...room, key: offered[1] } })).toHaveLength(1);
  });

  it('stops the build where a key has characters an address cannot carry', async () => {
    await expect(load({ 'berger.json': { ...room, key: 'familie berger/2027 treppe' } })).rejects.toThrow('field "key" has characters an address cannot carry (only letters, digits, "-" and "_"): set it to "');
  });

  it('leaves out a work that is no work of the gallery, with a warning naming the room and the work', async () => {
    const { contentDir, publicDir } = await withRooms({ 'berger.json': { ...room, works: ['kastanie', 'abendeiche-2'] } });
    const warn = jest.fn();
    expect((await loadRooms(contentDir, publicDir, warn))[0]!.works).toEqual(['kastanie']);
    expect(warn).toHaveBeenCalledWith(
      'content/rooms/berger.json',
      'content/rooms/berger.json, the room, field "works": no work has the address /werke/abendeiche-2/ (deleted?), so it is left out; choose the works again in the editor, or remove "abendeiche-2"',
    );
  });

  it('stops the build where two rooms share a key, and so an address', async () => {
    const error = (await load({ 'berger.json': room, 'galerie.json': { ...room, title: 'Galerie am Markt' } }).catch((caught: Error) => caught)) as Error;
    expect(error.message).toContain('content/rooms/galerie.json is not valid:\n  field "key" is the same as content/rooms/berger.json\'s, and two rooms cannot share an address: set it to "');
  });

  it('stops the build with the field of any other mistake: a room without works, a day that does not exist', async () => {
    await expect(load({ 'berger.json': { ...room, works: [] } })).rejects.toThrow('field "works": expected at least 1, found a list');
    await expect(load({ 'berger.json': { ...room, until: '2027-06-31' } })).rejects.toThrow('field "until": expected a day that exists, written year-month-day, found the text "2027-06-31"');
  });
});

describe("the works' former addresses", () => {
  const gallery = JSON.stringify([{ name: 'Zeichnungen', pictures: [{ thumb: 'assets/eiche-t.jpg', url: 'assets/eiche.jpg', slug: 'eiche' }] }]);
  const addresses = (formerly: string[]) => JSON.stringify({ version: 1, works: [{ address: 'eiche', source: 'zeichnungen/eiche', picture: 'abc', formerly }] });
  const environment = process.env as Record<string, string | undefined>;
  const mode = environment.NODE_ENV;
  afterEach(() => {
    environment.NODE_ENV = mode;
  });

  it('are read once per build, however many work pages ask for them', async () => {
    environment.NODE_ENV = 'production';
    const dir = await publicDirWith({ 'gallery.json': gallery, 'eiche-t.jpg': 'x', 'eiche.jpg': 'x', 'addresses.json': addresses(['alte-eiche']) });
    expect(await loadMoves(dir)).toEqual([{ from: 'alte-eiche', to: 'eiche' }]);
    await writeFile(path.join(dir, 'assets', 'addresses.json'), 'not read again');
    expect(await loadMoves(dir)).toEqual([{ from: 'alte-eiche', to: 'eiche' }]);
  });

  it('are read afresh in development, so a renamed folder shows without a restart', async () => {
    environment.NODE_ENV = 'development';
    const dir = await publicDirWith({ 'gallery.json': gallery, 'eiche-t.jpg': 'x', 'eiche.jpg': 'x', 'addresses.json': addresses(['alte-eiche']) });
    expect(await loadMoves(dir)).toEqual([{ from: 'alte-eiche', to: 'eiche' }]);
    await writeFile(path.join(dir, 'assets', 'addresses.json'), addresses(['alte-eiche', 'eichbaum']));
    expect(await loadMoves(dir)).toEqual([
      { from: 'alte-eiche', to: 'eiche' },
      { from: 'eichbaum', to: 'eiche' },
    ]);
  });
});

describe('loading the portfolios at build', () => {
  const gallery = [{ name: 'Öl', pictures: [{ thumb: 'assets/a-t.jpg', url: 'assets/a.jpg', title: 'Abendeiche' }, { thumb: 'assets/k-t.jpg', url: 'assets/k.jpg', title: 'Kastanie' }] }];
  const portfolio = { title: 'Bewerbung Atelierstipendium', recipient: 'Kunstverein Celle', works: ['kastanie', 'abendeiche'], key: 'p4Xn8Rw2Kt6Qm9Vz3Lb7' };

  async function load(portfolios: Record<string, unknown>, addresses?: string[], warn?: (file: string, text: string) => void) {
    const publicDir = await publicDirWith({ 'gallery.json': JSON.stringify(gallery), 'a-t.jpg': 'x', 'a.jpg': 'x', 'k-t.jpg': 'x', 'k.jpg': 'x' });
    const contentDir = path.join(publicDir, 'content');
    await mkdir(path.join(contentDir, 'portfolios'), { recursive: true });
    for (const [name, data] of Object.entries(portfolios)) await writeFile(path.join(contentDir, 'portfolios', name), JSON.stringify(data));
    return loadPortfolios(contentDir, publicDir, warn, addresses);
  }

  it('reads each portfolio as the artist wrote it, its works in her order', async () => {
    expect(await load({ 'celle.json': portfolio })).toEqual([{ ...portfolio, file: 'content/portfolios/celle.json' }]);
  });

  it('makes a portfolio without a work that is gone, warning with the file, the entry and the field, and how to mend it', async () => {
    const warnings: string[] = [];
    const loaded = await load({ 'celle.json': { ...portfolio, works: ['kastanie', 'buche'] } }, undefined, (_file, text) => warnings.push(text));
    expect(loaded[0]!.works).toEqual(['kastanie']);
    expect(warnings).toEqual([
      'content/portfolios/celle.json, works entry 2, field "works": no work has the address /werke/buche/ (deleted, renamed, or a typing mistake?), so the portfolio is made without it; choose the works again in the editor, or remove "buche"',
    ]);
  });

  it('makes no portfolio whose works are all gone, and says so', async () => {
    const warnings: string[] = [];
    expect(await load({ 'celle.json': { ...portfolio, works: ['buche'] } }, undefined, (_file, text) => warnings.push(text))).toEqual([]);
    expect(warnings.at(-1)).toBe('content/portfolios/celle.json, field "works": none of its works is in the catalogue any more, so the portfolio is not made; choose its works again in the editor');
  });

  it('checks the works against the addresses the pictures will have, where the check before the pictures gives them', async () => {
    expect((await load({ 'celle.json': { ...portfolio, works: ['buche'] } }, ['buche']))[0]!.works).toEqual(['buche']);
  });

  it('shows a work named twice once, and says so', async () => {
    const warnings: string[] = [];
    const loaded = await load({ 'celle.json': { ...portfolio, works: ['kastanie', 'abendeiche', 'kastanie'] } }, undefined, (_file, text) => warnings.push(text));
    expect(loaded[0]!.works).toEqual(['kastanie', 'abendeiche']);
    expect(warnings).toEqual(['content/portfolios/celle.json, works entry 3, field "works": "kastanie" is named before, so it is shown once; remove it here']);
  });

  it('stops the build where the key is missing, offering a fresh one, or shared with another portfolio', async () => {
    const { key: _key, ...keyless } = portfolio;
    await expect(load({ 'celle.json': keyless })).rejects.toThrow(
      /^content\/portfolios\/celle\.json is not valid:\n {2}field "key" is missing or shorter than 16 characters: set it to "[A-Za-z0-9_-]{20}" \(a fresh random key; the portfolio's address is made from it\)$/,
    );
    await expect(load({ 'celle.json': portfolio, 'hannover.json': portfolio })).rejects.toThrow("content/portfolios/hannover.json is not valid:\n  field \"key\" is the same as content/portfolios/celle.json's");
  });

  it('stops the build at a language it cannot write', async () => {
    await expect(load({ 'celle.json': { ...portfolio, language: 'fr' } })).rejects.toThrow('field "language": expected one of "de", "en", found the text "fr"');
  });
});
