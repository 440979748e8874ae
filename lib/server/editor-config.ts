// The configuration of the editor at /admin/ (Sveltia CMS): which files the artist edits there. Each
// form is made from the content schema of its file (lib/domain/schema.ts): its fields, their order,
// whether one is needed, bounds and choices; and from the German labels and hints of its fields
// (./editor-words.ts), kept apart from the schemas so the browser's copy of them carries none. The
// works are one list per category folder, so the list follows the folders: a category added by
// copying a folder shows in the editor after the next build.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { CmsConfig, Collection, CollectionFile, Field, ViewFilter } from '@sveltia/cms';
import type * as z from 'zod/mini';
import { IMPRINT_FILE, PRIVACY_FILE, SITE_TEXTS_FILE } from './artist-texts';
import { EXHIBITIONS_FILE } from '@/lib/domain/assets';
import {
  categoryMetaSchema,
  categoryTranslationSchema,
  exhibitionSchema,
  exhibitionTranslationSchema,
  legalTextSchema,
  pictureMetaSchema,
  portfolioSchema,
  roomSchema,
  siteTextsSchema,
  siteTranslationSchema,
  workTranslationSchema,
} from '@/lib/domain/schema';
import { CATEGORY_META_FILE, type CategoryFolder, findCategoryFolders, WORK_META_FILE } from './originals';
import { CATEGORY_FORM, type EditorMeta, EXHIBITION_FORM, type FormWords, LEGAL_FORM, PORTFOLIO_FORM, ROOM_FORM, SITE_FORM, WORK_FORM } from './editor-words';
import { ORIGINAL_EXTENSIONS } from '@/lib/domain/picture-files';
import { signInBackend } from './editor-auth';
import { SITE_URL } from '@/config/site';
import { absoluteUrl } from '@/lib/domain/site-url';
import { PORTFOLIO_FILE, PORTFOLIOS_PATH } from '@/lib/domain/portfolios';
import { ROOMS_PATH } from '@/lib/domain/rooms';
import type { Untranslated } from './translations';

const PICTURES_FOLDER = 'content/pictures';

/** The key the editor numbers works and categories by when they are dragged into another order. */
export const ORDER_FIELD = 'order';

const GERMAN = 'de';
// A new entry starts in German alone: its English version is begun with „Englisch aktivieren“ (no file of empty words).
export const EDITOR_I18N: NonNullable<CmsConfig['i18n']> = {
  structure: 'multiple_files',
  locales: [GERMAN, 'en'],
  default_locale: GERMAN,
  omit_default_locale_from_file_path: true,
  initial_locales: 'default',
};

/** A file's path with the place where the editor writes the language: 'content/site.json' → 'content/site.{{locale}}.json'. */
const localeFile = (file: string) => file.replace(/\.json$/, '.{{locale}}.json');

/** A work of the catalogue as the editor offers it: its address, and what it is called. */
export type WorkChoice = { slug: string; title: string };

/** What a form's fields are made with besides the schemas: the works to choose from, and a room's address. */
type FieldContext = { works: WorkChoice[]; address?: string };

type Schema = z.core.$ZodType;
type Shape = Readonly<Record<string, Schema>>;

/** A field's value, and whether the build takes a file without it. */
function unwrap(schema: Schema): { optional: boolean; value: Schema } {
  const { def } = schema._zod;
  return def.type === 'optional' ? { optional: true, value: (def as z.core.$ZodOptionalDef).innerType } : { optional: false, value: schema };
}

/** An object schema's fields (or those of the object a list or an optional holds). */
const shapeOf = (schema: Schema | undefined): Shape | undefined => {
  const { value } = schema ? unwrap(schema) : { value: undefined };
  return value?._zod.def.type === 'object' ? (value._zod.def as z.core.$ZodObjectDef).shape : undefined;
};

const pickFrom = (works: WorkChoice[]) => works.map(({ slug, title }) => ({ value: slug, label: title }));

/** How each input is entered, where the value's kind does not say it (EditorMeta['input']). */
const INPUTS: Record<NonNullable<EditorMeta['input']>, (context: FieldContext) => object | undefined> = {
  long: () => ({ widget: 'text' }),
  // The photo is stored beside its file, under its own name, where `npm run pictures` reads it.
  picture: () => ({ widget: 'image', media_folder: '', public_folder: '', choose_url: false, accept: ORIGINAL_EXTENSIONS.join(',') }),
  pdf: () => ({ widget: 'file', media_folder: '/public/assets', public_folder: 'assets', choose_url: false, accept: 'application/pdf' }),
  // As the build reads them (lib/domain/schema.ts), picked from a calendar.
  day: () => ({ widget: 'datetime', type: 'date', format: 'YYYY-MM-DD' }),
  moment: () => ({ widget: 'datetime', type: 'datetime-local', format: 'YYYY-MM-DDTHH:mm' }),
  key: () => ({ widget: 'uuid', use_b32_encoding: true }),
  // A choice needs something to choose: with no work in the catalogue the field waits for the first.
  works: ({ works }) => (works.length > 0 ? { widget: 'select', multiple: true, options: pickFrom(works) } : undefined),
};

/** The editor's widget for a value of the schema's kind, with its bounds and choices. */
function widgetOf(value: Schema, meta: EditorMeta, context: FieldContext, translation: Schema | undefined): object | undefined {
  if (meta.input) return INPUTS[meta.input](context);
  const def = value._zod.def;
  const checks = (def.checks ?? []).map((check) => check._zod.def as z.core.$ZodCheckDef & { value?: number });
  switch (def.type) {
    case 'number':
      return {
        widget: 'number',
        ...((def as { format?: string }).format === 'safeint' && { value_type: 'int' }),
        min: checks.find((check) => check.check === 'greater_than')?.value,
        max: checks.find((check) => check.check === 'less_than')?.value,
      };
    case 'boolean':
      return { widget: 'boolean' };
    case 'enum':
      return { widget: 'select', options: Object.values((def as z.core.$ZodEnumDef).entries).map((choice) => ({ value: choice, label: meta.options?.[String(choice)] ?? choice })) };
    case 'object':
      return { widget: 'object', fields: fieldsOf((def as z.core.$ZodObjectDef).shape, meta.fields ?? {}, context, shapeOf(translation)) };
    case 'array': {
      const element = (def as z.core.$ZodArrayDef).element;
      const list = { widget: 'list', label_singular: meta.singular, summary: meta.summary };
      const fields = shapeOf(element);
      if (fields) return { ...list, fields: fieldsOf(fields, meta.fields ?? {}, context) };
      if (!meta.entry) throw new Error(`The editor's words of the list ${JSON.stringify(meta.label)} name no entry: give it one in lib/server/editor-words.ts.`);
      return { ...list, field: fieldOf(meta.entry.name, element, meta.entry, context, undefined) };
    }
    default:
      // A text, or (the price) a choice of forms of text, checked by the field's pattern.
      return { widget: 'string' };
  }
}

/** Whether the build takes only texts of a form (an e-mail or web address, a pattern, a choice of forms), which the editor must check too. */
function checkedForm(value: Schema): boolean {
  const def = value._zod.def as z.core.$ZodTypeDef & { format?: string };
  if (def.type === 'union') return true;
  return def.type === 'string' && (def.format !== undefined || (def.checks ?? []).some((check) => check._zod.def.check === 'string_format'));
}

/** Each field of the schema's shape with its words; a field without words, or words without a field, is a mistake in lib/server/editor-words.ts. */
export function describedFields(shape: Shape, words: FormWords): [string, Schema, EditorMeta][] {
  const unknown = Object.keys(words).filter((name) => !Object.hasOwn(shape, name));
  if (unknown.length > 0) throw new Error(`The editor's words name ${unknown.map((name) => JSON.stringify(name)).join(', ')}, which the content schema does not have: remove or rename them in lib/server/editor-words.ts.`);
  return Object.entries(shape).map(([name, schema]) => {
    const meta = words[name];
    if (!meta) throw new Error(`The content schema's field ${JSON.stringify(name)} has no label for the editor: describe it in lib/server/editor-words.ts.`);
    return [name, schema, meta];
  });
}

/**
 * The editor's field for a schema's field. Her words (those the translation schema holds) have an
 * English version beside the German; the English may wait (the page shows the German meanwhile),
 * so a word the site needs is asked for in German only.
 */
function fieldOf(name: string, schema: Schema, meta: EditorMeta, context: FieldContext, translation: Schema | undefined): Field | undefined {
  const { optional, value } = unwrap(schema);
  if (checkedForm(value) && !meta.pattern && !meta.input) throw new Error(`The content schema's field ${JSON.stringify(name)} takes only some texts: give it the editor's pattern in lib/server/editor-words.ts.`);
  const widget = widgetOf(value, meta, context, translation);
  if (!widget) return undefined;
  const words = translation !== undefined && !meta.copied;
  const required = optional && !meta.asked ? { required: false } : words ? { required: [GERMAN] } : {};
  const i18n = meta.copied ? { i18n: 'duplicate' } : words ? { i18n: true } : {};
  const hint = meta.hint?.replace('{address}', context.address ?? '');
  const field = { name, label: meta.label, ...widget, ...(meta.initial !== undefined && { default: meta.initial }), ...(hint && { hint }), ...(meta.pattern && { pattern: [...meta.pattern] }), ...required, ...i18n };
  // Bounds and list names the field does not have are left out, as Sveltia reads them.
  return Object.fromEntries(Object.entries(field).filter(([, entry]) => entry !== undefined)) as Field;
}

/** A form of a schema's fields, in their order, with their words; `translation` is the shape of the English file's, where there is one. */
function fieldsOf(shape: Shape, words: FormWords, context: FieldContext, translation?: Shape): Field[] {
  return describedFields(shape, words).flatMap(([name, schema, meta]) => {
    if (meta.numbered) return [];
    const field = fieldOf(name, schema, meta, context, translation?.[name]);
    return field ? [field] : [];
  });
}

/** What the artist says of one work: content/pictures/<category>/<work>/index.json. */
const workFields = fieldsOf(pictureMetaSchema.shape, WORK_FORM, { works: [] }, workTranslationSchema.shape);

/** A work's fields by name, as the editor labels them: what a work still lacks in English is named so. */
const WORK_LABELS = new Map(workFields.map((field) => [field.name, field.label ?? field.name]));

/** Her German words that the English pages still show, named at the top of a list: she sees there what is left to translate. */
const stillGerman = (names: string[]) =>
  names.length > 0 ? ` Noch ohne Englisch, auf den englischen Seiten also deutsch (Stand der letzten Veröffentlichung): ${names.join(', ')}.` : '';

/** Exactly one of the texts, as a pattern: 'Kopfweide' or 'Kiefer im Nebel'. */
const oneOf = (texts: string[]) => `^(?:${texts.map((text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')).join('|')})$`;

/** A filter „Noch ohne Englisch“ over the list, by the field its entries are named by: on a phone the editor shows filters, not a list's description. */
const stillGermanFilter = (field: string, names: string[]): { view_filters?: ViewFilter[] } =>
  names.length > 0 ? { view_filters: [{ label: 'Noch ohne Englisch', field, pattern: oneOf(names) }] } : {};

/** public/assets/exhibitions.json, a list at the top of the file. */
const exhibitionFields = (works: WorkChoice[]): Field[] => [
  {
    name: 'exhibitions',
    label: 'Ausstellungen',
    label_singular: 'Ausstellung',
    widget: 'list',
    root: true,
    add_to_top: true,
    // The English file's entries carry their German entry's id; in each only its words are translated.
    i18n: 'duplicate',
    summary: '{{fields.year}}{{fields.from}}: {{fields.title}}{{fields.description}}',
    fields: fieldsOf(exhibitionSchema.shape, EXHIBITION_FORM, { works }, exhibitionTranslationSchema.shape),
  },
];

/** content/impressum.json and content/datenschutz.json. */
const legalFields = fieldsOf(legalTextSchema.shape, LEGAL_FORM, { works: [] });

const json = { format: 'json', extension: 'json' } as const;

/** What differs between the lists whose entries each choose works from the catalogue, for someone to send them to at an address made from the entry's key: the rooms, the portfolios. */
type Choosing = { name: string; label: string; singular: string; description: string; icon: string; folder: string; path: string; summary: (address: string) => string; shape: Shape; words: FormWords };

const ROOMS: Choosing = {
  name: 'raeume',
  label: 'Räume',
  singular: 'Raum',
  description: 'Eine Auswahl für einzelne Sammler oder Galerien, unter einer Adresse, die keine Seite nennt. Nicht verschlossen: Wer die Adresse kennt, sieht den Raum.',
  icon: 'meeting_room',
  folder: 'content/rooms',
  path: ROOMS_PATH,
  summary: (address) => `{{title}} · bis {{until | date('D.M.YYYY')}} · ${address}{{key}}/`,
  shape: roomSchema.shape,
  words: ROOM_FORM,
};

const PORTFOLIOS: Choosing = {
  name: 'mappen',
  label: 'Mappen',
  singular: 'Mappe',
  description: 'Eine Mappe zum Verschicken, etwa für eine Bewerbung: ein PDF mit Deckblatt, Ihrem Text, den gewählten Werken und Ihrem Lebenslauf, unter einer Adresse, die keine Seite nennt.',
  icon: 'picture_as_pdf',
  folder: 'content/portfolios',
  path: PORTFOLIOS_PATH,
  summary: (address) => `{{title}} · für {{recipient}} · ${address}{{key}}/${PORTFOLIO_FILE}`,
  shape: portfolioSchema.shape,
  words: PORTFOLIO_FORM,
};

function choosingCollection(works: WorkChoice[], siteUrl: string, { name, label, singular, description, icon, folder, path: addressPath, summary, shape, words }: Choosing): Collection {
  const address = absoluteUrl(addressPath, siteUrl);
  return {
    name,
    label,
    label_singular: singular,
    description,
    icon,
    folder,
    ...json,
    identifier_field: 'title',
    // The address to copy, beside each entry in the list: made from its key in the editor, so no key is in this file.
    summary: summary(address),
    fields: fieldsOf(shape, words, { works, address }),
  };
}

function worksCollection({ folder, name }: CategoryFolder, untranslated: Untranslated['works']): Collection {
  const lacking = untranslated.filter((work) => work.folder === folder).map(({ title, missing }) => `**${title}** (${missing.map((field) => WORK_LABELS.get(field)).join(', ')})`);
  return {
    name: `werke-${folder}`,
    label: name,
    label_singular: 'Werk',
    description: `Die Werke der Kategorie „${name}“, in der Reihenfolge der Seite.${stillGerman(lacking)}`,
    ...stillGermanFilter('title', untranslated.filter((work) => work.folder === folder).map(({ title }) => title)),
    icon: 'palette',
    folder: `${PICTURES_FOLDER}/${folder}`,
    ...json,
    // Each work in a folder of its own, with its photo: deleting a work deletes its folder, and
    // nothing of the other works (the editor counts every file in an entry's folder as the entry's).
    path: `{{slug}}/${WORK_META_FILE.replace(/\.json$/, '')}`,
    identifier_field: 'title',
    summary: '{{title}}',
    thumbnail: 'picture',
    reorder: { key: ORDER_FIELD },
    media_folder: '',
    public_folder: '',
    i18n: true,
    fields: workFields,
  };
}

export type EditorOptions = {
  /** 'owner/name' of the repository on GitHub. */
  repository: string;
  branch: string;
  /** EDITOR_AUTH_URL: the sign-in worker, for GitHub's own sign-in besides the token (lib/server/editor-auth.ts). */
  authUrl?: string;
  contentDir?: string;
  /** The works an exhibition or a room may name, by their addresses (loadWorks). */
  works?: WorkChoice[];
  /** The site's public address, from which a room's address is made (SITE_URL). */
  siteUrl?: string;
  /** What the English pages still show in German (findUntranslated), named in each list's description. */
  untranslated?: Untranslated;
};

const singleton = (name: string, label: string, file: string, icon: string, fields: Field[]): CollectionFile => ({ name, label, file, icon, fields });
/** A file with an English version of its words beside it. */
const translatedSingleton = (name: string, label: string, file: string, icon: string, fields: Field[]): CollectionFile => ({ ...singleton(name, label, localeFile(file), icon, fields), i18n: true });

export async function editorConfig({ repository, branch, authUrl, contentDir = path.join(process.cwd(), 'content'), works = [], siteUrl = SITE_URL, untranslated = { total: 0, works: [], categories: [] } }: EditorOptions): Promise<CmsConfig> {
  const categories = existsSync(path.join(contentDir, 'pictures')) ? await findCategoryFolders(contentDir) : [];
  return {
    backend: {
      name: 'github',
      repo: repository,
      branch,
      ...signInBackend(authUrl),
      commit_messages: {
        create: 'Neu: {{collection}} „{{slug}}“',
        update: 'Geändert: {{collection}} „{{slug}}“',
        delete: 'Gelöscht: {{collection}} „{{slug}}“',
        uploadMedia: 'Hochgeladen: {{path}}',
        deleteMedia: 'Gelöscht: {{path}}',
      },
    },
    app_title: 'Website bearbeiten',
    // Uploads without a place of their own (the CV) go where the site serves its files from.
    media_folder: 'public/assets',
    public_folder: '/assets',
    show_preview_links: false,
    // The preview pane is not the site's page (it writes the year as '2.013'): the form gets the width.
    editor: { preview: false },
    // Folder names of at most 80 characters: a long title would otherwise make a name Linux and git refuse (255 bytes).
    slug: { encoding: 'ascii', clean_accents: true, maxlength: 80 },
    output: { omit_empty_optional_fields: true, json: { indent_style: 'space', indent_size: 2 } },
    i18n: EDITOR_I18N,
    singletons: [
      translatedSingleton('texte', 'Texte und Bilder der Seite', `content/${SITE_TEXTS_FILE}`, 'edit_note', fieldsOf(siteTextsSchema.shape, SITE_FORM, { works }, siteTranslationSchema.shape)),
      translatedSingleton('ausstellungen', 'Ausstellungen', `public/${EXHIBITIONS_FILE}`, 'event', exhibitionFields(works)),
      singleton('impressum', 'Impressum', `content/${IMPRINT_FILE}`, 'gavel', legalFields),
      singleton('datenschutz', 'Datenschutz', `content/${PRIVACY_FILE}`, 'shield', legalFields),
    ],
    collections: [
      {
        name: 'kategorien',
        label: 'Kategorien',
        label_singular: 'Kategorie',
        description: `Die Gruppen der Galerie. Ziehen ändert ihre Reihenfolge auf der Seite.${stillGerman(untranslated.categories.map(({ name }) => `**${name}**`))}`,
        ...stillGermanFilter('name', untranslated.categories.map(({ name }) => name)),
        icon: 'folder',
        folder: PICTURES_FOLDER,
        path: `{{slug}}/${CATEGORY_META_FILE.replace(/\.json$/, '')}`,
        ...json,
        identifier_field: 'name',
        summary: '{{name}}',
        reorder: { key: ORDER_FIELD },
        i18n: true,
        // Removing a category is removing its folder with its pictures: a step for the file manager.
        delete: false,
        fields: fieldsOf(categoryMetaSchema.shape, CATEGORY_FORM, { works: [] }, categoryTranslationSchema.shape),
      },
      { divider: true },
      ...categories.map((category) => worksCollection(category, untranslated.works)),
      // A room and a portfolio are choices of works: they wait for the catalogue's first.
      ...(works.length > 0 ? [{ divider: true } as const, choosingCollection(works, siteUrl, ROOMS), choosingCollection(works, siteUrl, PORTFOLIOS)] : []),
    ],
  };
}
