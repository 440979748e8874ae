/** @jest-environment node */
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { CmsConfig, Collection, CollectionFile, Field } from '@sveltia/cms';
import * as z from 'zod/mini';
import { describedFields, editorConfig } from './editor-config';
import { CATEGORY_FORM, EXHIBITION_FORM, LEGAL_FORM, ROOM_FORM, SITE_FORM, WORK_FORM } from './editor-words';
import { categoryMetaSchema, exhibitionSchema, legalTextSchema, pictureMetaSchema, roomSchema, siteTextsSchema } from '@/lib/domain/schema';

type EditorField = Field & { widget: string; hint?: string; required?: unknown; i18n?: unknown; fields?: EditorField[]; pattern?: [string, string]; format?: string; options?: { value: string; label: string }[] };
type Form = Collection & { fields: EditorField[] };

let contentDir: string;
let config: CmsConfig;
const repository = 'erika-muster/baumbilder';

beforeAll(async () => {
  contentDir = mkdtempSync(path.join(tmpdir(), 'editor-config-'));
  const category = (folder: string, meta?: object) => {
    mkdirSync(path.join(contentDir, 'pictures', folder), { recursive: true });
    if (meta) writeFileSync(path.join(contentDir, 'pictures', folder, '_category.json'), JSON.stringify(meta));
  };
  category('zeichnungen', { name: 'Zeichnungen', order: 2 });
  category('oel', { name: 'Öl und Acryl', order: 1 });
  category('skizzen');
  const works = [
    { slug: 'alte-buche', title: 'Alte Buche' },
    { slug: 'birke-am-hang', title: 'Birke am Hang' },
  ];
  config = await editorConfig({ repository, branch: 'main', contentDir, works, siteUrl: 'https://www.example.org/baumbilder' });
});

afterAll(() => rmSync(contentDir, { recursive: true, force: true }));

const collection = (name: string) => (config.collections ?? []).find((entry): entry is Form => 'name' in entry && entry.name === name)!;
// A file with an English version is named with the place of its language: 'content/site.{{locale}}.json'.
const singleton = (file: string) =>
  (config.singletons ?? []).find((entry): entry is CollectionFile & { fields: EditorField[] } => 'file' in entry && [file, file.replace(/\.json$/, '.{{locale}}.json')].includes(entry.file))!;
const exhibitionFields = () => (singleton('public/assets/exhibitions.json').fields[0] as EditorField).fields!;
const named = (fields: EditorField[], name: string) => fields.find((field) => field.name === name)!;
/** What the artist sees of each field: its name, label, widget, and whether she must fill it in (in German, where it has an English version). */
const form = (fields: EditorField[]) => fields.map(({ name, label, widget, required = true }) => [name, label, widget, Array.isArray(required) ? required.join() : required]);
/** The fields with an English version, with those of their objects: 'info.heading'. */
const translated = (fields: EditorField[], prefix = ''): string[] =>
  fields.flatMap(({ name, i18n, fields: inner }) => (i18n !== true ? [] : inner ? translated(inner, `${prefix}${name}.`) : [`${prefix}${name}`]));

/** The editor's pattern as Sveltia reads it from the configuration. */
const editorTakes = (field: EditorField, text: string) => new RegExp(field.pattern![0]).test(text);

describe('the editor’s forms', () => {
  it('ask for a work’s photo and title, and offer its year, technique, size, description, availability, price and deep zoom', () => {
    expect(form(collection('werke-zeichnungen').fields)).toEqual([
      ['picture', 'Bild', 'image', true],
      ['title', 'Titel', 'string', 'de'],
      ['year', 'Jahr', 'number', false],
      ['technique', 'Technik', 'string', false],
      ['size', 'Größe', 'string', false],
      ['alt', 'Bildbeschreibung', 'text', false],
      ['status', 'Verfügbarkeit', 'select', false],
      ['price', 'Preis', 'string', false],
      ['detail', 'Nah heranzoomen', 'boolean', false],
    ]);
    // A work she never switched keeps its deep zoom: the box starts ticked, as the build reads a missing "detail".
    expect(named(collection('werke-zeichnungen').fields, 'detail')).toMatchObject({ default: true });
    // The build refuses a work with neither title nor alt: the editor asks for the title, and says why.
    expect(named(collection('werke-zeichnungen').fields, 'title').hint).toMatch(/^Nötig: /);
    expect(collection('werke-zeichnungen')).toMatchObject({ reorder: { key: 'order' } });
  });

  it('take a year as a whole number from 1900 to 2100, as the build does', () => {
    for (const fields of [collection('werke-oel').fields, exhibitionFields()]) {
      expect(named(fields, 'year')).toMatchObject({ widget: 'number', value_type: 'int', min: 1900, max: 2100 });
    }
  });

  it('name each availability as the site says it', () => {
    expect(named(collection('werke-oel').fields, 'status').options).toEqual([
      { value: 'verfügbar', label: 'Verfügbar' },
      { value: 'reserviert', label: 'Reserviert' },
      { value: 'verkauft', label: 'Verkauft' },
      { value: 'unverkäuflich', label: 'Nicht verkäuflich' },
    ]);
  });

  it('take and refuse the same prices, e-mail and web addresses as the build', () => {
    const price = named(collection('werke-oel').fields, 'price');
    const site = singleton('content/site.json').fields;
    const cases: [EditorField, { safeParse: (value: unknown) => { success: boolean } }, string[], string[]][] = [
      [price, pictureMetaSchema.shape.price, ['1200', '1.200', '950', '12.500', 'auf Anfrage'], ['1.200 €', '12,50', '0', '0800', 'ab 900', 'Auf Anfrage', '1.20']],
      [
        named(site, 'email'),
        siteTextsSchema.shape.email,
        ['erika.muster@example.org', 'atelier+web@baum-bilder.de', 'e.m.muster@mail.example.co.uk'],
        ['erika.muster.example.org', 'erika@muster', 'erika muster@example.org', 'erika@@example.org', '.erika@example.org', 'mailto:erika@example.org'],
      ],
      [
        named(site, 'socialNetworkUrl'),
        siteTextsSchema.shape.socialNetworkUrl,
        ['https://www.facebook.com/erika.muster', 'https://facebook.com/profile.php?id=100012345', 'https://instagram.com/erika_muster#bilder'],
        ['http://www.facebook.com/erika', 'www.facebook.com/erika', 'https://localhost/erika', 'https://', 'https://www.facebook.com:erika', '@erika', 'https://instagram/erika'],
      ],
      [named(exhibitionFields(), 'url'), exhibitionSchema.shape.url, ['https://galerie-am-markt.de'], ['http://www.kunstverein-celle.de', 'https://kunstverein']],
    ];
    for (const [field, schema, takes, refuses] of cases) {
      for (const text of takes) expect({ text, editor: editorTakes(field, text), build: schema.safeParse(text).success }).toEqual({ text, editor: true, build: true });
      for (const text of refuses) expect({ text, editor: editorTakes(field, text), build: schema.safeParse(text).success }).toEqual({ text, editor: false, build: false });
    }
    expect(price.pattern![1]).toBe('Ganze Euro (1200) oder „auf Anfrage“');
  });

  it('ask for her texts, links, portrait, background and CV (content/site.json)', () => {
    const fields = singleton('content/site.json').fields;
    expect(form(fields).map(([name, , widget]) => `${name}:${widget}`)).toEqual([
      'name:string',
      'tagline:string',
      'landingDescription:text',
      'email:string',
      'inquiryGreeting:string',
      'socialNetworkUrl:string',
      'socialNetworkName:string',
      'photoProfileUrl:string',
      'photoProfileName:string',
      'info:object',
      'exhibitionsHeading:string',
      'siteTitle:string',
      'siteDescription:text',
      'portrait:image',
      'background:image',
      'curriculum:file',
      'linkPriceList:boolean',
    ]);
    expect(form(named(fields, 'info').fields!)).toEqual([
      ['heading', 'Überschrift', 'string', 'de'],
      ['paragraph', 'Text', 'text', 'de'],
      ['curriculumLabel', 'Beschriftung des Lebenslauf-Links', 'string', 'de'],
      ['portraitAlt', 'Beschreibung des Porträts', 'string', 'de'],
    ]);
    // Her hints give examples, not her own name.
    expect(named(fields, 'inquiryGreeting').hint).toContain('„Guten Tag Frau Mustermann,“');
  });

  it('ask for a legal page’s sections, each a heading and its paragraphs', () => {
    expect(singleton('content/impressum.json').fields).toEqual([
      { name: 'title', label: 'Überschrift', widget: 'string' },
      { name: 'description', label: 'Beschreibung für Suchmaschinen', widget: 'text' },
      {
        name: 'sections',
        label: 'Abschnitte',
        label_singular: 'Abschnitt',
        widget: 'list',
        summary: '{{fields.heading}}',
        fields: [
          { name: 'heading', label: 'Überschrift', widget: 'string' },
          { name: 'paragraphs', label: 'Absätze', label_singular: 'Absatz', widget: 'list', field: { name: 'paragraph', label: 'Absatz', widget: 'text' } },
        ],
      },
    ]);
  });

  it('list the exhibitions at the top of their file, each with its id, words, dates, place and works', () => {
    expect(singleton('public/assets/exhibitions.json').fields[0]).toMatchObject({ name: 'exhibitions', widget: 'list', root: true, add_to_top: true });
    expect(form(exhibitionFields())).toEqual([
      ['id', 'Kennung', 'uuid', true],
      ['title', 'Titel', 'string', false],
      ['description', 'Eine Zeile: Titel, Ort (und mit wem)', 'text', false],
      ['year', 'Jahr', 'number', false],
      ['from', 'Beginn', 'datetime', false],
      ['to', 'Ende', 'datetime', false],
      ['opening', 'Eröffnung', 'datetime', false],
      ['venue', 'Ort', 'string', false],
      ['address', 'Adresse', 'string', false],
      ['url', 'Link zur Ausstellung', 'string', false],
      ['kind', 'Art', 'string', false],
      ['text', 'Text', 'text', false],
      ['works', 'Gezeigte Werke', 'select', false],
    ]);
    expect(named(exhibitionFields(), 'works')).toMatchObject({
      multiple: true,
      options: [
        { value: 'alte-buche', label: 'Alte Buche' },
        { value: 'birke-am-hang', label: 'Birke am Hang' },
      ],
    });
  });

  it('pick an exhibition’s days from a calendar, saved as the build reads them, and the opening with its time', () => {
    const saved = { from: '2027-03-09', to: '2027-03-09', opening: '2027-03-09T19:05' } as const;
    for (const [name, value] of Object.entries(saved)) {
      const { type, format } = named(exhibitionFields(), name) as EditorField & { type: string };
      expect({ name, type, format }).toEqual({ name, type: name === 'opening' ? 'datetime-local' : 'date', format: name === 'opening' ? 'YYYY-MM-DDTHH:mm' : 'YYYY-MM-DD' });
      expect({ name, build: exhibitionSchema.shape[name as keyof typeof saved].safeParse(value).success }).toEqual({ name, build: true });
    }
  });
});

/** A UUID's 16 bytes as unpadded, lowercase Base32 (RFC 4648), as Sveltia's uuid field saves it with `use_b32_encoding`. */
function base32(uuid: string): string {
  const bits = [...Buffer.from(uuid.replaceAll('-', ''), 'hex')].map((byte) => byte.toString(2).padStart(8, '0')).join('');
  return (bits.match(/.{1,5}/g) ?? []).map((group) => 'abcdefghijklmnopqrstuvwxyz234567'[parseInt(group.padEnd(5, '0'), 2)]).join('');
}

it('makes an exhibition’s id and a room’s key as the build takes them', () => {
  const keys = Array.from({ length: 100 }, () => base32(randomUUID()));
  for (const field of [named(exhibitionFields(), 'id'), named(collection('raeume').fields, 'key')]) expect(field).toMatchObject({ widget: 'uuid', use_b32_encoding: true });
  expect(keys.filter((key) => !exhibitionSchema.shape.id.safeParse(key).success || !roomSchema.shape.key.safeParse(key).success)).toEqual([]);
});

describe('the editor’s English versions', () => {
  it('writes each English file beside the German one, which keeps its name (index.en.json beside index.json)', () => {
    expect(config.i18n).toEqual({ structure: 'multiple_files', locales: ['de', 'en'], default_locale: 'de', omit_default_locale_from_file_path: true, initial_locales: 'default' });
    expect(singleton('content/site.json')).toMatchObject({ file: 'content/site.{{locale}}.json', i18n: true });
    expect(singleton('public/assets/exhibitions.json')).toMatchObject({ file: 'public/assets/exhibitions.{{locale}}.json', i18n: true });
    expect(singleton('content/impressum.json')).not.toHaveProperty('i18n');
    expect(collection('werke-oel')).toMatchObject({ i18n: true });
  });

  it('translates her words: a work’s title, technique and description, a category’s name, her texts and an exhibition’s words', () => {
    expect(translated(collection('werke-oel').fields)).toEqual(['title', 'technique', 'alt']);
    expect(translated(collection('kategorien').fields)).toEqual(['name']);
    expect(translated(singleton('content/site.json').fields)).toEqual([
      'tagline',
      'landingDescription',
      'inquiryGreeting',
      'info.heading',
      'info.paragraph',
      'info.curriculumLabel',
      'info.portraitAlt',
      'exhibitionsHeading',
      'siteTitle',
      'siteDescription',
    ]);
    expect(translated(exhibitionFields())).toEqual(['title', 'description', 'kind', 'text']);
    // Each English entry carries its German entry's id.
    expect(exhibitionFields().filter((field) => field.i18n === 'duplicate').map((field) => field.name)).toEqual(['id']);
  });

  it('asks for none of her words in English: where one is missing the English page shows the German', () => {
    const asked = (fields: EditorField[]): unknown[] => fields.flatMap((field) => [...(field.i18n === true ? [field.required ?? true] : []), ...asked(field.fields ?? [])]);
    const all = [collection('werke-oel').fields, collection('kategorien').fields, singleton('content/site.json').fields, exhibitionFields()].flatMap(asked);
    expect(all.filter((required) => required !== false && !(Array.isArray(required) && required.join() === 'de'))).toEqual([]);
  });
});

describe('the editor’s rooms', () => {
  const rooms = () => collection('raeume') as Form & { folder: string; summary: string };

  it('keep a room in content/rooms/<name>.json: its title, note, works from the catalogue, last day and key', () => {
    expect(rooms()).toMatchObject({ label: 'Räume', folder: 'content/rooms', format: 'json', extension: 'json' });
    expect(form(rooms().fields)).toEqual([
      ['title', 'Titel', 'string', true],
      ['note', 'Notiz', 'text', false],
      ['works', 'Werke', 'select', true],
      ['until', 'Offen bis', 'datetime', true],
      ['key', 'Schlüssel', 'uuid', true],
    ]);
    expect(named(rooms().fields, 'works').options).toEqual([
      { value: 'alte-buche', label: 'Alte Buche' },
      { value: 'birke-am-hang', label: 'Birke am Hang' },
    ]);
  });

  it('show each room’s address in the list and in the key’s hint, made from its key in the editor, so the configuration names no key', () => {
    expect(rooms().summary).toContain('https://www.example.org/baumbilder/raum/{{key}}/');
    expect(named(rooms().fields, 'key').hint).toContain('Die Adresse des Raums ist https://www.example.org/baumbilder/raum/, gefolgt von diesem Schlüssel');
  });

  it('wait for the catalogue’s first work, as a room is a choice of works, and so does an exhibition’s choice of works', async () => {
    const empty = await editorConfig({ repository, branch: 'main', contentDir, works: [] });
    expect((empty.collections ?? []).some((entry) => 'name' in entry && entry.name === 'raeume')).toBe(false);
    const exhibitions = (empty.singletons ?? []).find((entry): entry is CollectionFile & { fields: EditorField[] } => 'name' in entry && entry.name === 'ausstellungen')!;
    expect(exhibitions.fields[0]!.fields!.map((field) => field.name)).not.toContain('works');
  });
});

describe('the editor’s portfolios', () => {
  const portfolios = () => collection('mappen') as Form & { folder: string; summary: string };

  it('keep a portfolio in content/portfolios/<name>.json: title, recipient, text, works from the catalogue, language, prices and key', () => {
    expect(portfolios()).toMatchObject({ label: 'Mappen', folder: 'content/portfolios', format: 'json', extension: 'json' });
    expect(form(portfolios().fields)).toEqual([
      ['title', 'Titel', 'string', true],
      ['recipient', 'Für', 'string', true],
      ['text', 'Text', 'text', false],
      ['works', 'Werke', 'select', true],
      ['language', 'Sprache', 'select', true],
      ['prices', 'Preise zeigen', 'boolean', false],
      ['key', 'Schlüssel', 'uuid', true],
    ]);
    expect(named(portfolios().fields, 'works').options).toEqual([
      { value: 'alte-buche', label: 'Alte Buche' },
      { value: 'birke-am-hang', label: 'Birke am Hang' },
    ]);
    expect(named(portfolios().fields, 'language').options).toEqual([
      { value: 'de', label: 'Deutsch' },
      { value: 'en', label: 'Englisch' },
    ]);
  });

  it('show each portfolio’s address in the list, made from its key in the editor', () => {
    expect(portfolios().summary).toContain('https://www.example.org/baumbilder/mappe/{{key}}/portfolio.pdf');
    expect(named(portfolios().fields, 'key').hint).toContain('Die Adresse der Mappe ist https://www.example.org/baumbilder/mappe/, gefolgt von diesem Schlüssel und „/portfolio.pdf“');
  });
});

describe('the editor', () => {
  it('lists the works by category, under each category’s name, in the site’s order', () => {
    const works = (config.collections ?? []).filter((entry): entry is Collection => 'name' in entry && !!entry.name?.startsWith('werke-'));
    expect(works.map((entry) => [entry.label, 'folder' in entry && entry.folder])).toEqual([
      ['Öl und Acryl', 'content/pictures/oel'],
      ['Zeichnungen', 'content/pictures/zeichnungen'],
      ['skizzen', 'content/pictures/skizzen'],
    ]);
    expect(collection('kategorien')).toMatchObject({ folder: 'content/pictures', path: '{{slug}}/_category', reorder: { key: 'order' } });
  });

  it('keeps a work’s photo beside its file, and the CV where the site serves it', () => {
    expect(named(collection('werke-oel').fields, 'picture')).toMatchObject({ widget: 'image', media_folder: '', public_folder: '' });
    expect(named(singleton('content/site.json').fields, 'curriculum')).toMatchObject({ widget: 'file', media_folder: '/public/assets', public_folder: 'assets' });
  });

  it('names at the top of each list the works and categories the English pages still show in German, and what each lacks', async () => {
    const untranslated = {
      total: 3,
      works: [
        { title: 'Alte Buche', folder: 'zeichnungen', missing: ['title', 'alt'] },
        { title: 'Abendeiche', folder: 'oel', missing: ['technique'] },
      ],
      categories: [{ name: 'Skizzen', folder: 'skizzen' }],
    };
    const withEnglish = await editorConfig({ repository, branch: 'main', contentDir, untranslated });
    const description = (name: string) => (withEnglish.collections ?? []).find((entry): entry is Collection => 'name' in entry && entry.name === name)!.description;
    expect(description('werke-zeichnungen')).toBe(
      'Die Werke der Kategorie „Zeichnungen“, in der Reihenfolge der Seite. Noch ohne Englisch, auf den englischen Seiten also deutsch (Stand der letzten Veröffentlichung): **Alte Buche** (Titel, Bildbeschreibung).',
    );
    expect(description('werke-oel')).toContain('**Abendeiche** (Technik).');
    expect(description('werke-skizzen')).toBe('Die Werke der Kategorie „skizzen“, in der Reihenfolge der Seite.');
    expect(description('kategorien')).toContain('deutsch (Stand der letzten Veröffentlichung): **Skizzen**.');
  });

  it('offers a filter „Noch ohne Englisch“ in each list that has such works or categories, which a phone shows where it hides the description', async () => {
    const untranslated = {
      total: 3,
      works: [
        { title: 'Alte Buche', folder: 'zeichnungen', missing: ['title', 'alt'] },
        { title: 'Birke (am Hang?)', folder: 'zeichnungen', missing: ['alt'] },
      ],
      categories: [{ name: 'Skizzen', folder: 'skizzen' }],
    };
    const filtered = await editorConfig({ repository, branch: 'main', contentDir, untranslated });
    const list = (name: string) => (filtered.collections ?? []).find((entry): entry is Collection => 'name' in entry && entry.name === name)! as Collection & { view_filters?: unknown };
    expect(list('werke-zeichnungen').view_filters).toEqual([{ label: 'Noch ohne Englisch', field: 'title', pattern: '^(?:Alte Buche|Birke \\(am Hang\\?\\))$' }]);
    expect(list('kategorien').view_filters).toEqual([{ label: 'Noch ohne Englisch', field: 'name', pattern: '^(?:Skizzen)$' }]);
    expect(list('werke-skizzen').view_filters).toBeUndefined();
  });

  it('names the folders it makes, from a work’s title or a category’s name, in at most 80 plain letters', () => {
    expect(config.slug).toEqual({ encoding: 'ascii', clean_accents: true, maxlength: 80 });
  });

  it('commits to the repository it is given, signed in with a token, and leaves empty fields out of the files', () => {
    expect(config.backend).toMatchObject({ name: 'github', repo: repository, branch: 'main', auth_methods: ['token'] });
    expect(config.output).toMatchObject({ omit_empty_optional_fields: true });
  });
});

describe('the editor’s words (lib/server/editor-words.ts)', () => {
  it('label every field of every content file the editor shows', () => {
    const forms = [
      [pictureMetaSchema, WORK_FORM],
      [categoryMetaSchema, CATEGORY_FORM],
      [siteTextsSchema, SITE_FORM],
      [legalTextSchema, LEGAL_FORM],
      [exhibitionSchema, EXHIBITION_FORM],
      [roomSchema, ROOM_FORM],
    ] as const;
    for (const [schema, words] of forms) expect(() => describedFields(schema.shape, words)).not.toThrow();
  });

  it('are refused where a field of the schema has none, naming the field', () => {
    const shape = { venue: z.string(), curator: z.optional(z.string()) };
    expect(() => describedFields(shape, { venue: { label: 'Ort' } })).toThrow(
      'The content schema\'s field "curator" has no label for the editor: describe it in lib/server/editor-words.ts.',
    );
  });

  it('are refused where they name a field the schema does not have, so no field is lost to a typing mistake', () => {
    const shape = { venue: z.string() };
    expect(() => describedFields(shape, { venue: { label: 'Ort' }, venu: { label: 'Ort' } })).toThrow(
      'The editor\'s words name "venu", which the content schema does not have: remove or rename them in lib/server/editor-words.ts.',
    );
  });
});
