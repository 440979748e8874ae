// The configuration of the editor at /admin/ (Sveltia CMS): which files the artist edits there, with
// German labels. Every field is one the content schemas in lib/domain/schema.ts know (editor-config.test.ts
// holds the two side by side). The works are one list per category folder, so the list follows the
// folders: a category added by copying a folder shows in the editor after the next build.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { CmsConfig, Collection, CollectionFile, Field, ViewFilter } from '@sveltia/cms';
import { AVAILABILITIES, PRICE_ON_REQUEST } from '../domain/availability';
import { de } from '../labels/de';
import { IMPRINT_FILE, PRIVACY_FILE, SITE_TEXTS_FILE } from './artist-texts';
import { EXHIBITIONS_FILE } from '../domain/assets';
import { EMAIL_PATTERN } from '../domain/schema';
import { CATEGORY_META_FILE, type CategoryFolder, findCategoryFolders, WORK_META_FILE } from './originals';
import { ORIGINAL_EXTENSIONS } from '@/lib/domain/picture-files';
import { signInBackend } from './editor-auth';
import { SITE_URL } from '@/config/site';
import { absoluteUrl } from '../domain/site-url';
import { ROOMS_PATH } from '../domain/rooms';
import type { Untranslated } from './translations';

const PICTURES_FOLDER = 'content/pictures';

/** The key the editor numbers works and categories by when they are dragged into another order. */
export const ORDER_FIELD = 'order';

// The editor names each availability as the site says it.
const STATUS_LABELS = de.work.status;

const PICTURE_TYPES = ORIGINAL_EXTENSIONS.join(',');

const optional = { required: false } as const;

/**
 * Her words have an English version beside the German (i18n, multiple_files: 'index.en.json'
 * beside 'index.json', 'site.en.json' beside 'site.json'); the German files stay as they are.
 * Only these fields are translated, and only they are in the English files (the translation
 * schemas in lib/domain/schema.ts); the rest are the German file's alone.
 */
const translated = { i18n: true } as const;
const GERMAN = 'de';
// A new entry starts in German alone: its English version is begun with „Englisch aktivieren“ (no file of empty words).
export const EDITOR_I18N: NonNullable<CmsConfig['i18n']> = {
  structure: 'multiple_files',
  locales: [GERMAN, 'en'],
  default_locale: GERMAN,
  omit_default_locale_from_file_path: true,
  initial_locales: 'default',
};
/** Her words, with an English version beside them; the English may wait (the page shows the German meanwhile), so a word the site needs is asked for in German only. */
const words = (field: Field): Field => ({ ...field, ...translated, ...((field as { required?: unknown }).required === false ? {} : { required: [GERMAN] }) });

/** A file's path with the place where the editor writes the language: 'content/site.json' → 'content/site.{{locale}}.json'. */
const localeFile = (file: string) => file.replace(/\.json$/, '.{{locale}}.json');

/** What the artist says of one work: content/pictures/<category>/<work>/index.json (pictureMetaSchema). */
const workFields: Field[] = [
  {
    name: 'picture',
    label: 'Bild',
    widget: 'image',
    // The photo is stored in the work's folder, under its own name, where `npm run pictures` reads it.
    media_folder: '',
    public_folder: '',
    choose_url: false,
    accept: PICTURE_TYPES,
    hint: 'Ein Foto vom Telefon genügt (auch HEIC vom iPhone); mindestens 640 Pixel an der langen Seite.',
  },
  words({
    name: 'title',
    label: 'Titel',
    widget: 'string',
    // The build needs a title or a description (the alt text); the work's folder is named after the title.
    hint: 'Nötig: Nach dem Titel heißt der Ordner des Werks, und ohne Bildbeschreibung wird sie aus ihm gemacht.',
  }),
  { name: 'year', label: 'Jahr', widget: 'number', value_type: 'int', min: 1900, max: 2100, ...optional },
  { name: 'technique', label: 'Technik', widget: 'string', hint: 'Zum Beispiel „Öl auf Leinwand“. Gängige Techniken stehen auf den englischen Seiten von selbst auf Englisch.', ...optional, ...translated },
  { name: 'size', label: 'Größe', widget: 'string', hint: 'Breite × Höhe, zum Beispiel „50 × 60 cm“.', ...optional },
  {
    name: 'alt',
    label: 'Bildbeschreibung',
    widget: 'text',
    hint: 'Ein Satz, der sagt, was zu sehen ist: für Menschen, die das Bild nicht sehen. Leer: Titel, Technik und Jahr.',
    ...optional,
    ...translated,
  },
  {
    name: 'status',
    label: 'Verfügbarkeit',
    widget: 'select',
    options: AVAILABILITIES.map((value) => ({ value, label: STATUS_LABELS[value] })),
    ...optional,
  },
  {
    name: 'price',
    label: 'Preis',
    widget: 'string',
    hint: `In ganzen Euro, zum Beispiel 1200, oder „${PRICE_ON_REQUEST}“. Gezeigt, solange das Werk verfügbar ist.`,
    pattern: [`^([1-9]\\d{0,2}(\\.?\\d{3})*|${PRICE_ON_REQUEST})$`, `Ganze Euro (1200) oder „${PRICE_ON_REQUEST}“`],
    ...optional,
  },
];

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

/** A category's name on the site: content/pictures/<category>/_category.json (categoryMetaSchema). */
const categoryFields: Field[] = [words({ name: 'name', label: 'Name auf der Seite', widget: 'string' })];

const text = (name: string, label: string, hint?: string): Field => ({ name, label, widget: 'string', ...(hint ? { hint } : {}) });
const longText = (name: string, label: string): Field => ({ name, label, widget: 'text' });

/** A page elsewhere, as the build takes it: https:// and a host name with a dot, then anything without spaces. */
const webAddress = (name: string, label: string): Field => ({
  name,
  label,
  widget: 'string',
  hint: 'Die ganze Adresse aus der Adresszeile des Browsers, sie beginnt mit https://',
  pattern: [
    '^https://(?=[^/?#]{1,253}([/?#]|$))([a-zA-Z0-9]([a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?\\.)+[a-zA-Z]{2,63}([/?#]\\S*)?$',
    'Eine Adresse wie https://www.instagram.com/name',
  ],
});

/** The portrait or the background: a picture in content/, beside site.json, which names it. */
const sitePicture = (name: string, label: string): Field => ({
  name,
  label,
  widget: 'image',
  media_folder: '',
  public_folder: '',
  choose_url: false,
  accept: PICTURE_TYPES,
  ...optional,
});

/** content/site.json (siteTextsSchema). */
const siteTextFields: Field[] = [
  text('name', 'Name', 'Wie er groß auf der Startseite steht.'),
  words(text('tagline', 'Untertitel')),
  words(longText('landingDescription', 'Satz auf der Startseite')),
  { name: 'email', label: 'E-Mail', widget: 'string', pattern: [EMAIL_PATTERN.source, 'Eine E-Mail-Adresse, zum Beispiel name@example.de'] },
  words(text('inquiryGreeting', 'Anrede in Anfragen', 'So beginnt die E-Mail, die Besucher zu einem Werk an Sie schreiben, zum Beispiel „Guten Tag Frau Linde,“; auf Englisch „Dear Ms Linde,“.')),
  webAddress('socialNetworkUrl', 'Facebook-Adresse'),
  text('socialNetworkName', 'Name des sozialen Netzwerks', 'So nennen Screenreader den Link, zum Beispiel „Facebook“.'),
  webAddress('photoProfileUrl', 'Instagram-Adresse'),
  text('photoProfileName', 'Name des Foto-Netzwerks', 'So nennen Screenreader den Link, zum Beispiel „Instagram“.'),
  words({
    name: 'info',
    label: 'Über mich',
    widget: 'object',
    fields: [
      words(text('heading', 'Überschrift')),
      words(longText('paragraph', 'Text')),
      words(text('curriculumLabel', 'Beschriftung des Lebenslauf-Links')),
      words(text('portraitAlt', 'Beschreibung des Porträts', 'Was auf dem Porträt zu sehen ist, für Menschen, die es nicht sehen.')),
    ],
  }),
  words(text('exhibitionsHeading', 'Überschrift der Ausstellungen')),
  words(text('siteTitle', 'Titel der Seite', 'Steht im Browser-Tab und bei Suchmaschinen.')),
  words(longText('siteDescription', 'Beschreibung für Suchmaschinen')),
  sitePicture('portrait', 'Porträt'),
  sitePicture('background', 'Hintergrundbild der Startseite'),
  {
    name: 'curriculum',
    label: 'Lebenslauf (PDF)',
    widget: 'file',
    media_folder: '/public/assets',
    public_folder: 'assets',
    choose_url: false,
    accept: 'application/pdf',
  },
  {
    name: 'linkPriceList',
    label: 'Preisliste auf der Seite verlinken',
    widget: 'boolean',
    hint: 'Die Preisliste (PDF, mit allen verfügbaren Werken) wird immer neu erstellt. Eingeschaltet steht neben dem Lebenslauf ein Link darauf; ausgeschaltet finden Sie sie nur unter ihrer Adresse, …/preisliste.pdf, zum Verschicken.',
    ...optional,
  },
];

/** content/impressum.json and content/datenschutz.json (legalTextSchema). */
const legalFields: Field[] = [
  text('title', 'Überschrift'),
  longText('description', 'Beschreibung für Suchmaschinen'),
  {
    name: 'sections',
    label: 'Abschnitte',
    label_singular: 'Abschnitt',
    widget: 'list',
    summary: '{{fields.heading}}',
    fields: [
      text('heading', 'Überschrift'),
      { name: 'paragraphs', label: 'Absätze', label_singular: 'Absatz', widget: 'list', field: { name: 'paragraph', label: 'Absatz', widget: 'text' } },
    ],
  },
];

/** A day, as the build reads it: '2027-03-12' (lib/domain/schema.ts), picked from a calendar. */
const day = (name: string, label: string, hint: string): Field => ({ name, label, widget: 'datetime', type: 'date', format: 'YYYY-MM-DD', hint, ...optional });

/** A work of the catalogue as the editor offers it: its address, and what it is called. */
export type WorkChoice = { slug: string; title: string };

/** public/assets/exhibitions.json, a list at the top of the file (exhibitionsSchema). */
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
    fields: [
      // Made once, and copied into the English file's entry: the English words belong to the show by it, wherever either stands.
      { name: 'id', label: 'Kennung', widget: 'uuid', use_b32_encoding: true, i18n: 'duplicate', hint: 'Einmal zufällig erzeugt; verbindet die Ausstellung mit ihrer englischen Fassung.' },
      { ...text('title', 'Titel', 'Mit einem Titel (oder Ort, Text, Werken) bekommt die Ausstellung eine eigene Seite.'), ...optional, ...translated },
      { ...longText('description', 'Eine Zeile: Titel, Ort (und mit wem)'), hint: 'Für frühere Ausstellungen genügt diese Zeile mit dem Jahr.', ...optional, ...translated },
      { name: 'year', label: 'Jahr', widget: 'number', value_type: 'int', min: 1900, max: 2100, hint: 'Nötig, wenn kein Beginn angegeben ist.', ...optional },
      day('from', 'Beginn', 'Der erste Tag der Ausstellung.'),
      day('to', 'Ende', 'Der letzte Tag; nicht vor dem Beginn.'),
      {
        name: 'opening',
        label: 'Eröffnung',
        widget: 'datetime',
        type: 'datetime-local',
        format: 'YYYY-MM-DDTHH:mm',
        hint: 'Tag und Uhrzeit der Vernissage, in deutscher Zeit.',
        ...optional,
      },
      { ...text('venue', 'Ort', 'Die Galerie, der Kunstverein, das Museum.'), ...optional },
      { ...text('address', 'Adresse', 'Straße und Hausnummer, Postleitzahl und Ort: „Schloßplatz 7, 29221 Celle“.'), ...optional },
      { ...webAddress('url', 'Link zur Ausstellung'), ...optional },
      { ...text('kind', 'Art', 'Zum Beispiel „Einzelausstellung“ oder „Gruppenausstellung“.'), ...optional, ...translated },
      { ...longText('text', 'Text'), ...optional, ...translated },
      // A choice needs something to choose: with no work in the catalogue the field waits for the first.
      ...(works.length > 0
        ? [
            {
              name: 'works',
              label: 'Gezeigte Werke',
              widget: 'select' as const,
              multiple: true,
              options: works.map(({ slug, title }) => ({ value: slug, label: title })),
              hint: 'Die Werke aus dem Katalog, die dort hängen. Ein neues Werk steht nach der nächsten Veröffentlichung hier zur Wahl.',
              ...optional,
            },
          ]
        : []),
    ],
  },
];

const json = { format: 'json', extension: 'json' } as const;

/**
 * content/rooms/<name>.json (roomSchema): the works chosen from the catalogue, the last day from a
 * calendar, and the key made once, at random, by the editor (a UUID in Base32, 26 letters and
 * digits), which alone makes the room's address.
 */
const roomFields = (works: WorkChoice[], address: string): Field[] => [
  text('title', 'Titel', 'Für wen der Raum ist, zum Beispiel „Für Familie Berger“. Steht groß über den Werken.'),
  { ...longText('note', 'Notiz'), hint: 'Ein paar Worte über den Werken: „Ein Vorschlag für Ihre Wand …“. Eine Leerzeile beginnt einen neuen Absatz.', ...optional },
  {
    name: 'works',
    label: 'Werke',
    widget: 'select',
    multiple: true,
    options: works.map(({ slug, title }) => ({ value: slug, label: title })),
    hint: 'Die Werke aus dem Katalog, groß gezeigt, mit Preis und Anfrage.',
  },
  { ...day('until', 'Offen bis', 'Der letzte Tag. Danach sagt der Raum freundlich, dass er geschlossen ist, und zeigt keine Werke mehr.'), required: true },
  {
    name: 'key',
    label: 'Schlüssel',
    widget: 'uuid',
    use_b32_encoding: true,
    hint: `Einmal zufällig erzeugt. Die Adresse des Raums ist ${address}, gefolgt von diesem Schlüssel und „/“; sie steht auch in der Liste der Räume. Wer sie kennt, sieht den Raum.`,
  },
];

function roomsCollection(works: WorkChoice[], siteUrl: string): Collection {
  const address = absoluteUrl(ROOMS_PATH, siteUrl);
  return {
    name: 'raeume',
    label: 'Räume',
    label_singular: 'Raum',
    description: 'Eine Auswahl für einzelne Sammler oder Galerien, unter einer Adresse, die keine Seite nennt. Nicht verschlossen: Wer die Adresse kennt, sieht den Raum.',
    icon: 'meeting_room',
    folder: 'content/rooms',
    ...json,
    identifier_field: 'title',
    // The address to copy, beside each room in the list: made from its key in the editor, so no key is in this file.
    summary: `{{title}} · bis {{until | date('D.M.YYYY')}} · ${address}{{key}}/`,
    fields: roomFields(works, address),
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
  /** EDITOR_AUTH_URL: the sign-in worker, for GitHub's own sign-in besides the token (lib/editor-auth.ts). */
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
      translatedSingleton('texte', 'Texte und Bilder der Seite', `content/${SITE_TEXTS_FILE}`, 'edit_note', siteTextFields),
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
        fields: categoryFields,
      },
      { divider: true },
      ...categories.map((category) => worksCollection(category, untranslated.works)),
      // A room is a choice of works: it waits for the catalogue's first.
      ...(works.length > 0 ? [{ divider: true } as const, roomsCollection(works, siteUrl)] : []),
    ],
  };
}
