/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { CmsConfig, Collection, CollectionFile, Field } from '@sveltia/cms';
import { editorConfig } from './editor-config';
import { categoryMetaSchema, exhibitionsSchema, legalTextSchema, pictureMetaSchema, siteTextsSchema } from './schema';

// zod/mini keeps each schema's description in `_zod.def`: its type, and what it holds.
type Def = { type: string; innerType?: Schema; shape?: Record<string, Schema>; element?: Schema; entries?: Record<string, string> };
type Schema = { _zod: { def: Def } };

/** What a schema asks of one value: optional or not, and of which kind ('string', 'number', 'object', …). */
function describeSchema(schema: Schema): { optional: boolean; def: Def } {
  const { def } = schema._zod;
  return def.type === 'optional' ? { optional: true, def: def.innerType!._zod.def } : { optional: false, def };
}

/** The widgets a field may have for a value of this kind. */
const WIDGETS: Record<string, string[]> = {
  string: ['string', 'text', 'image', 'file'],
  number: ['number'],
  enum: ['select'],
  // The price: whole euros as a number, as text, or 'auf Anfrage'.
  union: ['string'],
  object: ['object'],
  array: ['list'],
};

/**
 * Holds the editor's fields against the schema's shape, field by field and down into objects and
 * lists: the same names, a widget for the kind of value, and a field is required in the editor
 * exactly where the schema requires it (except `requiredInEditor`, which old files may leave out).
 * `managed` are fields the editor writes itself (the order it numbers).
 */
function expectAgreement(fields: Field[], shape: Record<string, Schema>, where: string, { managed = [] as string[], requiredInEditor = [] as string[] } = {}) {
  const byName = new Map(fields.map((field) => [field.name, field]));
  expect([...byName.keys(), ...managed].sort()).toEqual(Object.keys(shape).sort());
  for (const [name, schema] of Object.entries(shape)) {
    if (managed.includes(name)) continue;
    const field = byName.get(name) as Field & { widget: string; required?: boolean; fields?: Field[]; field?: Field; options?: { value: string }[] };
    const { optional, def } = describeSchema(schema);
    const at = `${where} → ${name}`;
    expect({ at, widget: WIDGETS[def.type]?.includes(field.widget) }).toEqual({ at, widget: true });
    expect({ at, required: field.required !== false }).toEqual({ at, required: !optional || requiredInEditor.includes(name) });
    if (def.type === 'enum') expect(field.options!.map((option) => option.value)).toEqual(Object.values(def.entries!));
    if (def.type === 'object') expectAgreement(field.fields!, def.shape!, at);
    if (def.type === 'array') {
      const element = describeSchema(def.element!).def;
      if (element.type === 'object') expectAgreement(field.fields!, element.shape!, at);
      else expect({ at, widget: WIDGETS[element.type]?.includes(field.field!.widget as string) }).toEqual({ at, widget: true });
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
  config = await editorConfig({ repository: 'hanna-linde/baumbilder', branch: 'main', contentDir });
});

afterAll(() => rmSync(contentDir, { recursive: true, force: true }));

const collections = () => (config.collections ?? []).filter((entry): entry is Collection => !('divider' in entry));
const singleton = (file: string) => (config.singletons ?? []).find((entry): entry is CollectionFile => 'file' in entry && entry.file === file)!;

describe('the editor and the content schemas agree', () => {
  it('on a work: every field of its sidecar, its photo and title required for a new work, and the order the editor numbers', () => {
    const works = collections().find((collection) => collection.name === 'werke-zeichnungen') as Collection & { fields: Field[] };
    // A file copied in by hand may leave both out (its picture has its name); the editor names the work's file after its title.
    expectAgreement(works.fields, shapeOf(pictureMetaSchema), 'work', { managed: ['order'], requiredInEditor: ['picture', 'title'] });
    expect(works).toMatchObject({ reorder: { key: 'order' } });
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
    expectAgreement(list!.fields, (exhibitionsSchema as unknown as Schema)._zod.def.element!._zod.def.shape!, 'exhibitions');
  });

  it('on a price: what the editor lets through, the build takes, and what it refuses, the build refuses too', () => {
    const works = collections().find((collection) => collection.name === 'werke-zeichnungen') as Collection & { fields: Field[] };
    const price = works.fields.find((field) => field.name === 'price') as Field & { pattern: [string, string] };
    const editorTakes = (text: string) => new RegExp(price.pattern[0]).test(text);
    const buildTakes = (text: string) => pictureMetaSchema.safeParse({ price: text }).success;
    for (const text of ['1200', '1.200', '950', '12.500', 'auf Anfrage']) expect({ text, editor: editorTakes(text), build: buildTakes(text) }).toEqual({ text, editor: true, build: true });
    for (const text of ['1.200 €', '12,50', '0', 'ab 900', 'Auf Anfrage']) expect({ text, editor: editorTakes(text), build: buildTakes(text) }).toEqual({ text, editor: false, build: false });
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

  it('commits to the repository it is given, signed in with a token, and leaves empty fields out of the files', () => {
    expect(config.backend).toMatchObject({ name: 'github', repo: 'hanna-linde/baumbilder', branch: 'main', auth_methods: ['token'] });
    expect(config.output).toMatchObject({ omit_empty_optional_fields: true });
  });
});
