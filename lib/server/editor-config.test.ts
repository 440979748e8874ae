/** @jest-environment node */
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { CmsConfig, Collection, CollectionFile, Field } from '@sveltia/cms';
import { editorConfig } from './editor-config';
import {
  categoryMetaSchema,
  categoryTranslationSchema,
  exhibitionsSchema,
  exhibitionsTranslationSchema,
  legalTextSchema,
  pictureMetaSchema,
  roomSchema,
  siteTextsSchema,
  siteTranslationSchema,
  workTranslationSchema,
} from '../domain/schema';

// zod/mini keeps each schema's description in `_zod.def`: its type, its format, its checks, and what it holds.
type Check = { _zod: { def: { check: string; value?: number; minimum?: number } } };
type Def = {
  type: string;
  format?: string;
  checks?: Check[];
  innerType?: Schema;
  shape?: Record<string, Schema>;
  element?: Schema;
  entries?: Record<string, string>;
};
type Schema = { _zod: { def: Def }; safeParse: (value: unknown) => { success: boolean } };
type EditorField = Field & { widget: string; required?: boolean; fields?: Field[]; field?: Field; options?: { value: string }[] };

/** What a schema asks of one value: optional or not, and of which kind ('string', 'number', 'object', …). */
function describeSchema(schema: Schema): { optional: boolean; def: Def } {
  const { def } = schema._zod;
  return def.type === 'optional' ? { optional: true, def: def.innerType!._zod.def } : { optional: false, def };
}

/** The widgets a field may have for a value of this kind. */
const WIDGETS: Record<string, string[]> = {
  // A room's key: made by the editor.
  string: ['string', 'text', 'image', 'file', 'datetime', 'uuid'],
  number: ['number'],
  enum: ['select'],
  // A switch: whether the site links the price list.
  boolean: ['boolean'],
  // The price: whole euros as a number, as text, or 'auf Anfrage'.
  union: ['string'],
  object: ['object'],
  // A list, or a choice of several from a list (an exhibition's works).
  array: ['list', 'select'],
};

/** The rules one side enforces on a value, in the same terms for the schema and the editor. */
type Rules = { required: boolean; wholeNumber?: boolean; min?: number; max?: number; minItems?: number; pattern?: boolean; options?: string[] };

/** What the build enforces: required, whole numbers and their range, a list's least length, a format or pattern, a list of values. */
function schemaRules(schema: Schema): Rules {
  const { optional, def } = describeSchema(schema);
  const checks = (def.checks ?? []).map((check) => check._zod.def);
  const limit = (kind: string, key: 'value' | 'minimum') => checks.find((check) => check.check === kind)?.[key];
  const rules: Rules = { required: !optional };
  if (def.type === 'number') Object.assign(rules, { wholeNumber: def.format === 'safeint', min: limit('greater_than', 'value'), max: limit('less_than', 'value') });
  if (def.type === 'array') rules.minItems = limit('min_length', 'minimum') ?? 0;
  // A format (e-mail, web address), a regex, or a choice of forms (the price).
  if (def.type === 'string') rules.pattern = def.format !== undefined || checks.some((check) => check.check === 'string_format');
  if (def.type === 'union' || def.type === 'pipe') rules.pattern = true;
  if (def.type === 'enum') rules.options = Object.values(def.entries!);
  return rules;
}

/** What the editor enforces before it saves (Sveltia: `required`, `min`/`max`, `value_type`, `pattern`, `options`). */
function editorRules(field: EditorField, kind: string): Rules {
  const { required = true, min, max, value_type, pattern, options } = field as EditorField & { min?: number; max?: number; value_type?: string; pattern?: unknown };
  // Her words are asked for in German only (their English may wait): required as the German file's.
  const rules: Rules = { required: Array.isArray(required) ? required.includes('de') : required };
  if (kind === 'number') Object.assign(rules, { wholeNumber: value_type === 'int', min, max });
  // A required list needs one entry at least.
  if (kind === 'array') rules.minItems = Math.max(min ?? 0, required ? 1 : 0);
  // A date picker's storage format is its pattern; a key the editor makes has the form it makes.
  if (kind === 'string' || kind === 'union' || kind === 'pipe') rules.pattern = Array.isArray(pattern) || (field.widget === 'datetime' && 'format' in field) || field.widget === 'uuid';
  if (kind === 'enum') rules.options = options!.map((option) => option.value);
  return rules;
}

/** Texts that either side may refuse, by field: what the artist means to write, and her likely slips. */
const SAMPLES: Record<string, { takes: string[]; refuses: string[] }> = {
  email: {
    takes: ['hanna.linde@example.org', 'atelier+web@baum-bilder.de', 'h.m.linde@mail.example.co.uk'],
    refuses: ['hanna.linde.example.org', 'hanna@linde', 'hanna linde@example.org', 'hanna@@example.org', '.hanna@example.org', 'mailto:hanna@example.org'],
  },
  socialNetworkUrl: {
    takes: ['https://www.facebook.com/hanna.linde.baumbilder', 'https://facebook.com/profile.php?id=100012345', 'https://www.facebook.com'],
    refuses: ['http://www.facebook.com/hanna', 'www.facebook.com/hanna', 'facebook.com/hanna', 'https://localhost/hanna', 'https://', 'https://www.facebook.com:hanna', 'hanna'],
  },
  photoProfileUrl: {
    takes: ['https://www.instagram.com/hanna.linde.baumbilder/', 'https://instagram.com/hanna_linde#bilder'],
    refuses: ['http://www.instagram.com/hanna', 'instagram.com/hanna', '@hanna.linde', 'https://instagram/hanna'],
  },
  url: {
    takes: ['https://www.kunstverein-celle.de/ausstellungen/wurzelwerk', 'https://galerie-am-markt.de'],
    refuses: ['http://www.kunstverein-celle.de', 'www.kunstverein-celle.de', 'https://kunstverein'],
  },
  price: {
    takes: ['1200', '1.200', '950', '12.500', 'auf Anfrage'],
    refuses: ['1.200 €', '12,50', '0', '0800', 'ab 900', 'Auf Anfrage', '1.20'],
  },
};

/** The editor's pattern as Sveltia reads it from the configuration: '/…/flags' or the bare expression. */
function sveltiaPattern(pattern: [string, string]): RegExp {
  const { expression, flags } = /^\/?(?<expression>.+?)(?:\/(?<flags>[dgimsuy]*))?$/.exec(pattern[0])!.groups!;
  return new RegExp(expression!, flags);
}

/** For a field with a pattern: the editor and the build take and refuse the same samples, and the editor says what it wants in German. */
function expectSamePattern(field: EditorField & { pattern: [string, string] }, schema: Schema, at: string) {
  const samples = SAMPLES[field.name];
  expect({ at, samples: samples !== undefined }).toEqual({ at, samples: true });
  const editorTakes = (text: string) => sveltiaPattern(field.pattern).test(text);
  const buildTakes = (text: string) => schema.safeParse(text).success;
  for (const text of samples!.takes) expect({ at, text, editor: editorTakes(text), build: buildTakes(text) }).toEqual({ at, text, editor: true, build: true });
  for (const text of samples!.refuses) expect({ at, text, editor: editorTakes(text), build: buildTakes(text) }).toEqual({ at, text, editor: false, build: false });
  expect(field.pattern[1]).toMatch(/^(Eine|Ganze) /);
}

/** What a Day.js storage format writes for a moment: 'YYYY-MM-DDTHH:mm' → '2027-03-09T19:05'. */
const dayjsFormat = (format: string, { year, month, day, hour, minute }: Record<string, string>) =>
  format.replace(/YYYY|MM|DD|HH|mm/g, (token) => ({ YYYY: year, MM: month, DD: day, HH: hour, mm: minute })[token]!);

/** For a date picker: what it saves, the build takes, and a picker for a day saves no time (and one for a day and time does). */
function expectSameDateFormat(field: EditorField & { format: string; type?: string }, schema: Schema, at: string) {
  const saved = dayjsFormat(field.format, { year: '2027', month: '03', day: '09', hour: '19', minute: '05' });
  expect({ at, saved, build: schema.safeParse(saved).success }).toEqual({ at, saved, build: true });
  const withTime = /HH/.test(field.format);
  expect({ at, type: field.type }).toEqual({ at, type: withTime ? 'datetime-local' : 'date' });
  // The build refuses what the picker could not have saved: a time where it wants none, or none where it wants one.
  const other = withTime ? '2027-03-09' : '2027-03-09T19:05';
  expect({ at, other, build: schema.safeParse(other).success }).toEqual({ at, other, build: false });
}

/** A UUID's 16 bytes as unpadded, lowercase Base32 (RFC 4648), as Sveltia's uuid field saves it with `use_b32_encoding`. */
function base32(uuid: string): string {
  const bits = [...Buffer.from(uuid.replaceAll('-', ''), 'hex')].map((byte) => byte.toString(2).padStart(8, '0')).join('');
  return (bits.match(/.{1,5}/g) ?? []).map((group) => 'abcdefghijklmnopqrstuvwxyz234567'[parseInt(group.padEnd(5, '0'), 2)]).join('');
}

/** For a key the editor makes once, at random: what it makes, the build takes, a hundred times over, and the artist cannot type over it. */
function expectSameMadeKey(field: EditorField & { use_b32_encoding?: boolean; prefix?: string; readonly?: boolean; read_only?: boolean }, schema: Schema, at: string) {
  const made = Array.from({ length: 100 }, () => `${field.prefix ?? ''}${field.use_b32_encoding ? base32(randomUUID()) : randomUUID()}`);
  expect({ at, refused: made.filter((key) => !schema.safeParse(key).success) }).toEqual({ at, refused: [] });
  expect({ at, readonly: field.readonly ?? field.read_only ?? true }).toEqual({ at, readonly: true });
}

/**
 * Holds the editor's fields against the schema's shape, field by field and down into objects and
 * lists: the same names, a widget for the kind of value, and the same rules on both sides (required,
 * whole numbers and their range, a list's least length, a pattern, the values of a choice), so a
 * rule on one side only fails here. `requiredInEditor` are fields the editor asks for and the build
 * does not (old files may leave them out); `managed` are fields the editor writes itself.
 */
function expectAgreement(fields: Field[], shape: Record<string, Schema>, where: string, { managed = [] as string[], requiredInEditor = [] as string[] } = {}) {
  const byName = new Map(fields.map((field) => [field.name, field as EditorField]));
  expect([...byName.keys(), ...managed].sort()).toEqual(Object.keys(shape).sort());
  for (const [name, schema] of Object.entries(shape)) {
    if (managed.includes(name)) continue;
    const field = byName.get(name)!;
    const { def } = describeSchema(schema);
    const at = `${where} → ${name}`;
    expect({ at, widget: WIDGETS[def.type]?.includes(field.widget) }).toEqual({ at, widget: true });
    const build = schemaRules(schema);
    if (requiredInEditor.includes(name)) build.required = true;
    expect({ at, ...editorRules(field, def.type) }).toEqual({ at, ...build });
    if (build.pattern && field.widget === 'datetime') expectSameDateFormat(field as EditorField & { format: string }, schema, at);
    else if (build.pattern && field.widget === 'uuid') expectSameMadeKey(field, schema, at);
    else if (build.pattern) expectSamePattern(field as EditorField & { pattern: [string, string] }, schema, at);
    if (def.type === 'object') expectAgreement(field.fields!, def.shape!, at);
    if (def.type === 'array') {
      const element = describeSchema(def.element!).def;
      if (element.type === 'object') expectAgreement(field.fields!, element.shape!, at);
      else if (field.widget === 'select') {
        // Several chosen from a list: each choice is one the build takes.
        expect({ at, multiple: (field as { multiple?: boolean }).multiple }).toEqual({ at, multiple: true });
        for (const { value } of field.options!) expect({ at, value, build: def.element!.safeParse(value).success }).toEqual({ at, value, build: true });
      } else {
        const inner = field.field as EditorField;
        expect({ at, widget: WIDGETS[element.type]?.includes(inner.widget) }).toEqual({ at, widget: true });
        expect({ at, ...editorRules(inner, element.type) }).toEqual({ at, ...schemaRules(def.element!) });
      }
    }
  }
}

const shapeOf = (schema: unknown) => (schema as Schema)._zod.def.shape!;

let contentDir: string;
let config: CmsConfig;

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
  config = await editorConfig({ repository: 'hanna-linde/baumbilder', branch: 'main', contentDir, works, siteUrl: 'https://www.hanna-linde.de/baumbilder' });
});

afterAll(() => rmSync(contentDir, { recursive: true, force: true }));

const collections = () => (config.collections ?? []).filter((entry): entry is Collection => !('divider' in entry));
// A file with an English version is named with the place of its language: 'content/site.{{locale}}.json'.
const singleton = (file: string) =>
  (config.singletons ?? []).find((entry): entry is CollectionFile => 'file' in entry && [file, file.replace(/\.json$/, '.{{locale}}.json')].includes(entry.file))!;

/** The fields the editor translates, with those of their objects: 'info.heading'. */
const translatedFields = (fields: Field[], prefix = ''): string[] =>
  fields.flatMap((field) => {
    const { name, i18n, fields: inner } = field as EditorField & { i18n?: unknown };
    if (i18n !== true) return [];
    return inner ? translatedFields(inner, `${prefix}${name}.`) : [`${prefix}${name}`];
  });

/** The fields a translation schema lets an English file hold, with those of its objects. */
const schemaFields = (shape: Record<string, Schema>, prefix = ''): string[] =>
  Object.entries(shape).flatMap(([name, schema]) => {
    const { def } = describeSchema(schema);
    return def.type === 'object' ? schemaFields(def.shape!, `${prefix}${name}.`) : [`${prefix}${name}`];
  });

describe('the editor and the content schemas agree', () => {
  it('on a work: every field of its sidecar, its photo and title required for a new work, and the order the editor numbers', () => {
    const works = collections().find((collection) => collection.name === 'werke-zeichnungen') as Collection & { fields: Field[] };
    // A file copied in by hand may leave both out (its picture has its name); the editor names the work's file after its title.
    expectAgreement(works.fields, shapeOf(pictureMetaSchema), 'work', { managed: ['order'], requiredInEditor: ['picture', 'title'] });
    expect(works).toMatchObject({ reorder: { key: 'order' } });
    // The build refuses a work with neither title nor alt: the editor asks for the title, and says why.
    expect(works.fields.find((field) => field.name === 'title')).toMatchObject({ widget: 'string', hint: expect.stringMatching(/^Nötig: /) });
  });

  it('on a category: its name, and the order the editor numbers when categories are dragged', () => {
    const categories = collections().find((collection) => collection.name === 'kategorien') as Collection & { fields: Field[] };
    expectAgreement(categories.fields, shapeOf(categoryMetaSchema), 'category', { managed: ['order'] });
    expect(categories).toMatchObject({ folder: 'content/pictures', path: '{{slug}}/_category', reorder: { key: 'order' } });
  });

  it('on her texts, links, portrait, background and CV (content/site.json)', () => {
    expectAgreement(singleton('content/site.json').fields, shapeOf(siteTextsSchema), 'site.json');
  });

  it('on the Impressum and the Datenschutz page', () => {
    expectAgreement(singleton('content/impressum.json').fields, shapeOf(legalTextSchema), 'impressum.json');
    expectAgreement(singleton('content/datenschutz.json').fields, shapeOf(legalTextSchema), 'datenschutz.json');
  });

  it('on the exhibitions: a list at the top of public/assets/exhibitions.json', () => {
    const [list] = singleton('public/assets/exhibitions.json').fields as (Field & { root?: boolean; fields: Field[] })[];
    expect(list!.root).toBe(true);
    // The editor makes an id for each show; one added by hand without it still publishes.
    expectAgreement(list!.fields, (exhibitionsSchema as unknown as Schema)._zod.def.element!._zod.def.shape!, 'exhibitions', { requiredInEditor: ['id'] });
  });

  it('on an exhibition’s works: chosen from the catalogue, by their addresses, under their titles', () => {
    const [list] = singleton('public/assets/exhibitions.json').fields as (Field & { fields: EditorField[] })[];
    expect(list!.fields.find((field) => field.name === 'works')).toMatchObject({
      widget: 'select',
      multiple: true,
      required: false,
      options: [
        { value: 'alte-buche', label: 'Alte Buche' },
        { value: 'birke-am-hang', label: 'Birke am Hang' },
      ],
    });
  });

  it('on an exhibition’s dates: picked from a calendar, the opening with its time', () => {
    const [list] = singleton('public/assets/exhibitions.json').fields as (Field & { fields: EditorField[] })[];
    const picker = (name: string) => list!.fields.find((field) => field.name === name);
    expect([picker('from'), picker('to'), picker('opening')]).toEqual([
      expect.objectContaining({ label: 'Beginn', widget: 'datetime', type: 'date', format: 'YYYY-MM-DD' }),
      expect.objectContaining({ label: 'Ende', widget: 'datetime', type: 'date', format: 'YYYY-MM-DD' }),
      expect.objectContaining({ label: 'Eröffnung', widget: 'datetime', type: 'datetime-local', format: 'YYYY-MM-DDTHH:mm' }),
    ]);
  });
});

describe('the editor’s English versions and the translation schemas agree', () => {
  it('writes each English file beside the German one, which keeps its name (index.en.json beside index.json)', () => {
    expect(config.i18n).toEqual({ structure: 'multiple_files', locales: ['de', 'en'], default_locale: 'de', omit_default_locale_from_file_path: true, initial_locales: 'default' });
    expect(singleton('content/site.json')).toMatchObject({ file: 'content/site.{{locale}}.json', i18n: true });
    expect(singleton('public/assets/exhibitions.json')).toMatchObject({ file: 'public/assets/exhibitions.{{locale}}.json', i18n: true });
    expect(singleton('content/impressum.json')).not.toHaveProperty('i18n');
  });

  it('translates on a work exactly the fields index.en.json may hold, besides the order the editor numbers', () => {
    const works = collections().find((collection) => collection.name === 'werke-zeichnungen') as Collection & { fields: Field[] };
    expect(works).toMatchObject({ i18n: true });
    expect([...translatedFields(works.fields), 'order'].sort()).toEqual(schemaFields(shapeOf(workTranslationSchema)).sort());
  });

  it('translates a category’s name, as _category.en.json holds it beside the order the editor numbers', () => {
    const categories = collections().find((collection) => collection.name === 'kategorien') as Collection & { fields: Field[] };
    expect([...translatedFields(categories.fields), 'order']).toEqual(schemaFields(shapeOf(categoryTranslationSchema)));
  });

  it('asks for none of her words in English: where one is missing the English page shows the German', () => {
    const works = collections().find((collection) => collection.name === 'werke-zeichnungen') as Collection & { fields: Field[] };
    const categories = collections().find((collection) => collection.name === 'kategorien') as Collection & { fields: Field[] };
    const asked = (fields: Field[]): unknown[] =>
      fields.flatMap((field) => [...((field as { i18n?: unknown }).i18n === true ? [(field as { required?: unknown }).required ?? true] : []), ...asked((field as { fields?: Field[] }).fields ?? [])]);
    for (const fields of [works.fields, categories.fields, singleton('content/site.json').fields, singleton('public/assets/exhibitions.json').fields]) {
      expect(asked(fields).filter((required) => required !== false && !(Array.isArray(required) && required.join() === 'de'))).toEqual([]);
    }
    expect(works.fields.find((field) => field.name === 'title')).toMatchObject({ required: ['de'] });
  });

  it('translates of her texts exactly what site.en.json may hold', () => {
    expect(translatedFields(singleton('content/site.json').fields).sort()).toEqual(schemaFields(shapeOf(siteTranslationSchema)).sort());
  });

  it('translates of an exhibition its title, line and text, and copies its id into the English entry', () => {
    const [list] = singleton('public/assets/exhibitions.json').fields as (Field & { i18n?: unknown; fields: (Field & { i18n?: unknown })[] })[];
    expect(list!.i18n).toBe('duplicate');
    expect(list!.fields.filter((field) => field.i18n === 'duplicate').map((field) => field.name)).toEqual(['id']);
    // Each entry's words with its id, or null where none is translated yet.
    const element = (exhibitionsTranslationSchema as unknown as Schema)._zod.def.element!._zod.def.innerType!._zod.def.shape!;
    expect([...translatedFields(list!.fields), 'id'].sort()).toEqual(schemaFields(element).sort());
  });
});

describe('the editor’s rooms', () => {
  const rooms = () => collections().find((collection) => collection.name === 'raeume') as Collection & { fields: EditorField[]; folder: string; summary: string };

  it('agree with the build on a room: content/rooms/<name>.json, every field, the key made by the editor', () => {
    expect(rooms()).toMatchObject({ label: 'Räume', folder: 'content/rooms', format: 'json', extension: 'json' });
    expectAgreement(rooms().fields, shapeOf(roomSchema), 'room');
  });

  it('choose a room’s works from the catalogue, by their addresses, under their titles, and its last day from a calendar', () => {
    const field = (name: string) => rooms().fields.find((entry) => entry.name === name);
    expect(field('works')).toMatchObject({
      widget: 'select',
      multiple: true,
      options: [
        { value: 'alte-buche', label: 'Alte Buche' },
        { value: 'birke-am-hang', label: 'Birke am Hang' },
      ],
    });
    expect(field('until')).toMatchObject({ label: 'Offen bis', widget: 'datetime', type: 'date', format: 'YYYY-MM-DD', required: true });
  });

  it('show each room’s address in the list, made from its key in the editor, so the configuration names no key', () => {
    expect(rooms().summary).toContain('https://www.hanna-linde.de/baumbilder/raum/{{key}}/');
    expect(rooms().fields.find((entry) => entry.name === 'key')).toMatchObject({ widget: 'uuid', use_b32_encoding: true });
  });

  it('wait for the catalogue’s first work, as a room is a choice of works', async () => {
    const empty = await editorConfig({ repository: 'hanna-linde/baumbilder', branch: 'main', contentDir, works: [] });
    expect((empty.collections ?? []).some((entry) => 'name' in entry && entry.name === 'raeume')).toBe(false);
  });
});

describe('the editor', () => {
  it('lists the works by category, under each category’s name, in the site’s order', () => {
    const works = collections().filter((collection) => collection.name.startsWith('werke-'));
    expect(works.map((collection) => [collection.label, 'folder' in collection && collection.folder])).toEqual([
      ['Öl und Acryl', 'content/pictures/oel'],
      ['Zeichnungen', 'content/pictures/zeichnungen'],
      ['skizzen', 'content/pictures/skizzen'],
    ]);
  });

  it('keeps a work’s photo beside its file, and the CV where the site serves it', () => {
    const works = collections().find((collection) => collection.name === 'werke-oel') as Collection & { fields: Field[] };
    expect(works.fields.find((field) => field.name === 'picture')).toMatchObject({ widget: 'image', media_folder: '', public_folder: '' });
    expect(singleton('content/site.json').fields.find((field) => field.name === 'curriculum')).toMatchObject({
      widget: 'file',
      media_folder: '/public/assets',
      public_folder: 'assets',
    });
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
    const withEnglish = await editorConfig({ repository: 'hanna-linde/baumbilder', branch: 'main', contentDir, untranslated });
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
    const config = await editorConfig({ repository: 'hanna-linde/baumbilder', branch: 'main', contentDir, untranslated });
    const collection = (name: string) => (config.collections ?? []).find((entry): entry is Collection => 'name' in entry && entry.name === name)! as Collection & { view_filters?: unknown };
    expect(collection('werke-zeichnungen').view_filters).toEqual([{ label: 'Noch ohne Englisch', field: 'title', pattern: '^(?:Alte Buche|Birke \\(am Hang\\?\\))$' }]);
    expect(collection('kategorien').view_filters).toEqual([{ label: 'Noch ohne Englisch', field: 'name', pattern: '^(?:Skizzen)$' }]);
    expect(collection('werke-skizzen').view_filters).toBeUndefined();
  });

  it('names the folders it makes, from a work’s title or a category’s name, in at most 80 plain letters', () => {
    expect(config.slug).toEqual({ encoding: 'ascii', clean_accents: true, maxlength: 80 });
  });

  it('commits to the repository it is given, signed in with a token, and leaves empty fields out of the files', () => {
    expect(config.backend).toMatchObject({ name: 'github', repo: 'hanna-linde/baumbilder', branch: 'main', auth_methods: ['token'] });
    expect(config.output).toMatchObject({ omit_empty_optional_fields: true });
  });
});
