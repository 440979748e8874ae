// The content's schemas and their plain messages. The build validates every file before
// prerendering, and the client validates gallery.json and exhibitions.json when it fetches them
// after hydration, so one small schema module (zod/mini, a few KB) serves both. The editor's form of
// each file is made from these schemas (names, order, required, bounds, patterns, choices, which
// words are translated) by lib/server/editor-config.ts, with her labels and hints from
// lib/server/editor-words.ts: the browser's copy carries no editor words.
import * as z from 'zod/mini';
import { AVAILABILITIES, PRICE_ON_REQUEST } from './availability';
import type { ContentKind, ContentOf, GalleryCategory } from './types';

const text = z.string().check(z.trim(), z.minLength(1));

/** The years a work or a show may have. */
export const YEARS = { min: 1900, max: 2100 } as const;
const year = z.int().check(z.gte(YEARS.min), z.lte(YEARS.max));
/** A day that exists, as the editor's date picker saves it: '2027-03-12' (zod's ISO date knows month lengths and leap years). */
const isoDate = z.iso.date();
const pixels = z.int().check(z.gte(1));

const availability = z.enum(AVAILABILITIES);
/** Whole euros, or 'auf Anfrage' where the artist names the price only when asked. */
const price = z.union([z.int().check(z.gte(1)), z.literal(PRICE_ON_REQUEST)]);

/** The files `npm run pictures` made of one original: `${base}-t${width}.avif` and `${base}-${width}.avif` (also webp, jpg). */
export const imageVariantsSchema = z.object({
  base: text,
  thumbWidths: z.array(pixels),
  fullWidths: z.array(pixels).check(z.minLength(1)),
  /**
   * A work whose original is wider than its largest full size: its tiles for the viewer's deep
   * zoom (lib/domain/deep-zoom.ts), at the deep size (the original's, at most 8000 px on the long
   * side), from level `minLevel` (the first sharper than the full size) up.
   */
  deep: z.optional(z.object({ width: pixels, height: pixels, tileSize: pixels, format: text, minLevel: z.int().check(z.gte(0)) })),
});

/** One picture of the site's own (portrait, landing background), as the pipeline leaves it. */
export const siteImageSchema = z.object({
  width: pixels,
  height: pixels,
  placeholder: text,
  hash: text,
  image: imageVariantsSchema,
});

export const siteImagesSchema = z.object({ portrait: siteImageSchema, background: siteImageSchema });

/**
 * What the artist says of a work: its fields, declared once. Her sidecar (index.json) holds them
 * as she writes them, gallery.json as the pipeline publishes them, and the views show them.
 */
export const workFieldsShape = {
  // The build needs a title or a description (the alt text); the work's folder is named after the title.
  title: z.optional(text),
  year: z.optional(year),
  technique: z.optional(text),
  size: z.optional(text),
  /** A description for visitors who cannot see the picture. */
  alt: z.optional(text),
  status: z.optional(availability),
  price: z.optional(price),
};

/** Her words of a work: the fields with an English version beside the German (index.en.json). */
export const WORK_WORDS = ['title', 'technique', 'alt'] as const;

/** A pick of these keys: `{ title: true, … }`. */
const keysOf = <K extends string>(keys: readonly K[]) => Object.fromEntries(keys.map((key) => [key, true])) as { [P in K]: true };

/** A picture of gallery.json: SPEC's shape (`thumb`, `url`), the work's fields, and what `npm run pictures` adds. */
export const pictureSchema = z.object({
  thumb: text,
  url: text,
  ...workFieldsShape,
  slug: z.optional(text),
  width: z.optional(pixels),
  height: z.optional(pixels),
  placeholder: z.optional(text),
  hash: z.optional(text),
  image: z.optional(imageVariantsSchema),
  /** In another language's gallery: her words of it still in German ('title', 'alt'), marked lang="de". */
  german: z.optional(z.array(text)),
});

/** Whole euros as the editor's text field saves them: '1200' or '1.200'. */
export const PRICE_TEXT = /^[1-9]\d{0,2}(\.?\d{3})*$/;
/** A price as the editor's text field saves it, read as a number. */
const priceText = z.pipe(
  z.string().check(z.trim(), z.regex(PRICE_TEXT)),
  z.transform((euros: string) => Number(euros.replaceAll('.', ''))),
);

/** content/pictures/<category>/<picture>.json: what the artist says of one picture. */
export const pictureMetaSchema = z.strictObject({
  // The picture's file beside it, where its name is not the sidecar's (the editor keeps a photo's own name).
  picture: z.optional(text),
  ...workFieldsShape,
  // The editor's text field saves the price as text.
  price: z.optional(z.union([price, priceText])),
  /** The work's place in its category (the editor numbers them when they are dragged); without it, after those with one, by file name. */
  order: z.optional(z.int()),
  /** false: the work is shown no larger than its full size, with no tiles to zoom into (they count towards the host's limit). */
  detail: z.optional(z.boolean()),
});

/**
 * public/assets/addresses.json: every work's published address, the folder it comes from and its
 * picture's fingerprint, and the addresses it had before. `npm run pictures` writes it and the site
 * publishes it, so the next build, even from a fresh checkout, keeps every shared address.
 */
export const publishedAddressesSchema = z.object({
  version: z.literal(1),
  works: z.array(
    z.object({
      address: text,
      /** The work's place under content/pictures without the picture's ending: 'aquarelle/kastanie'. */
      source: text,
      /** The original's own fingerprint, by which a renamed folder is known again. */
      picture: text,
      formerly: z.optional(z.array(text)),
    }),
  ),
  /** Each exhibition with a page: its address, those it had before, and the day it was first published. */
  exhibitions: z.optional(
    z.array(
      z.object({
        /** How the show is known again: its id, or (a show added by hand without one) its start or year and its venue. */
        id: z.optional(text),
        from: z.optional(isoDate),
        year: z.optional(year),
        venue: z.optional(text),
        address: text,
        /** The address it was first published at: with `since`, its lasting tag (calendar UID, feed id). */
        first: text,
        since: isoDate,
        formerly: z.optional(z.array(text)),
      }),
    ),
  ),
});

/** content/pictures/<category>/_category.json: the category's name on the site, and its place. */
export const categoryMetaSchema = z.strictObject({
  name: text,
  order: z.optional(z.int()),
});

/** What the build takes as an e-mail address; the editor's field checks the same. */
export const EMAIL_PATTERN = z.regexes.email;
/** A web page on a named host, by https (Facebook and Instagram are only so). */
const webAddress = z.url({ protocol: /^https$/, hostname: z.regexes.domain });

/** content/site.json: the artist's own words and links, and which files are her portrait, background and CV. */
export const siteTextsSchema = z.strictObject({
  name: text,
  tagline: text,
  landingDescription: text,
  email: z.email({ pattern: EMAIL_PATTERN }),
  /** How her inquiry e-mails begin: 'Guten Tag Frau Mustermann,'. */
  inquiryGreeting: text,
  socialNetworkUrl: webAddress,
  /** The network's name, which screen readers say for its link: 'Facebook'. */
  socialNetworkName: text,
  photoProfileUrl: webAddress,
  photoProfileName: text,
  info: z.strictObject({ heading: text, paragraph: text, curriculumLabel: text, portraitAlt: text }),
  exhibitionsHeading: text,
  siteTitle: text,
  siteDescription: text,
  /** File names in content/; without them, content/portrait.* and content/background.*. */
  portrait: z.optional(text),
  background: z.optional(text),
  /** The CV under public/: 'assets/curriculum.pdf'. */
  curriculum: text,
  /** Whether the info section links the price list (preisliste.pdf, made at every build); without it, she only sends it. */
  linkPriceList: z.optional(z.boolean()),
});

/** content/impressum.json and content/datenschutz.json: a legal page's heading, description and sections. */
export const legalTextSchema = z.strictObject({
  title: text,
  description: text,
  sections: z.array(z.strictObject({ heading: text, paragraphs: z.array(text).check(z.minLength(1)) })).check(z.minLength(1)),
});

export const gallerySchema = z.array(
  z.object({
    name: text,
    pictures: z.array(pictureSchema),
    /** In another language's gallery: its name still German, marked lang="de". */
    german: z.optional(z.boolean()),
  }),
);

/** A day and a local time, without a time zone, as the editor's picker saves it: '2027-03-12T19:00'. */
export const LOCAL_DATE_TIME = new RegExp(`^(?:${z.regexes.date.source.slice(1, -1)})T(?:[01]\\d|2[0-3]):[0-5]\\d$`);

/**
 * One exhibition: the seed's line (a year and a description) or a show with its dates, place and
 * works. It needs a year or a start, and a description or a title; its end is not before its start.
 * The works are named by their addresses; the build checks that each is a work (lib/server/content.ts).
 */
const exhibitionShape = {
  /** Made once by the editor (a UUID in lowercase Base32): the English file's entry with the same id holds its English words. */
  id: z.optional(z.string().check(z.regex(/^[a-z2-7]{26}$/))),
  title: z.optional(text),
  description: z.optional(text),
  year: z.optional(year),
  from: z.optional(isoDate),
  to: z.optional(isoDate),
  opening: z.optional(z.string().check(z.regex(LOCAL_DATE_TIME))),
  venue: z.optional(text),
  address: z.optional(text),
  url: z.optional(webAddress),
  kind: z.optional(text),
  text: z.optional(text),
  works: z.optional(z.array(text)),
};

type ExhibitionFields = z.infer<z.ZodMiniObject<typeof exhibitionShape>>;

/** How long before a show its opening may be: a preview evening, not a different season. */
export const OPENING_DAYS_BEFORE = 90;

/** The day `days` after an ISO day (before, where negative), as an ISO day. */
const shiftDay = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Whether an opening falls on a day from OPENING_DAYS_BEFORE before the first day through the last. */
const openingFits = (opening: string, first: string, last: string) => {
  const day = opening.slice(0, 10);
  return day >= shiftDay(first, -OPENING_DAYS_BEFORE) && day <= last;
};

const exhibitionChecks = [
  z.refine<ExhibitionFields>((entry) => entry.year !== undefined || entry.from !== undefined, { message: 'a "year" or a "from" date, for example "year": 2019', path: ['year'] }),
  z.refine<ExhibitionFields>((entry) => entry.description !== undefined || entry.title !== undefined, { message: 'a "title" or a "description", for example "title": "…"', path: ['title'] }),
  z.refine<ExhibitionFields>((entry) => entry.to === undefined || entry.from !== undefined, { message: 'a "from" date where there is a "to", for example "from": "2027-03-12"', path: ['from'] }),
  // ISO dates compare as text.
  z.refine<ExhibitionFields>((entry) => !entry.from || !entry.to || entry.to >= entry.from, { message: 'a date not before "from"', path: ['to'] }),
  z.refine<ExhibitionFields>((entry) => !entry.from || !entry.opening || openingFits(entry.opening, entry.from, entry.to ?? entry.from), {
    message: `an opening within ${OPENING_DAYS_BEFORE} days before "from" and no later than the show's last day`,
    path: ['opening'],
  }),
  z.refine<ExhibitionFields>((entry) => !entry.from || entry.year === undefined || entry.year === Number(entry.from.slice(0, 4)), { message: 'the year of "from"', path: ['year'] }),
];

export const exhibitionSchema = z.object(exhibitionShape).check(...exhibitionChecks);

export const exhibitionsSchema = z.array(exhibitionSchema);

// Her words in English, in files beside the German ones, as the editor writes them (i18n
// multiple_files): only the fields that are words, each optional, and nothing the German file does
// not know. Where a field is missing the English page shows the German words, marked as German.
// A work's or a category's file may also hold the editor's `order`: it copies its numbering into
// each language's file; the German file's is the one followed.

/** content/site.en.json. */
export const siteTranslationSchema = z.strictObject({
  ...z.partial(z.pick(siteTextsSchema, { tagline: true, landingDescription: true, inquiryGreeting: true, exhibitionsHeading: true, siteTitle: true, siteDescription: true })).shape,
  info: z.optional(z.partial(siteTextsSchema.shape.info)),
});

/** content/pictures/<category>/<work>/index.en.json. */
export const workTranslationSchema = z.strictObject({ ...z.pick(z.object(workFieldsShape), keysOf(WORK_WORDS)).shape, order: pictureMetaSchema.shape.order });

/** content/pictures/<category>/_category.en.json. */
export const categoryTranslationSchema = z.strictObject({ name: z.optional(text), order: categoryMetaSchema.shape.order });

/** Her words of an exhibition: the fields with an English version in exhibitions.en.json. */
export const EXHIBITION_WORDS = ['title', 'description', 'kind', 'text'] as const;

/** An entry of public/assets/exhibitions.en.json: an exhibition's words in English, with its German entry's id. */
export const exhibitionTranslationSchema = z.strictObject({ id: z.optional(text), ...z.pick(z.object(exhibitionShape), keysOf(EXHIBITION_WORDS)).shape });

/** public/assets/exhibitions.en.json (null, as the editor writes it, where an entry is not translated yet). */
export const exhibitionsTranslationSchema = z.array(z.nullable(exhibitionTranslationSchema));

/** How long a room's key is at least: its address is made from it alone, so it must not be guessed. */
export const ROOM_KEY_LENGTH = 16;
/** A room's key, part of its address: letters, digits, '-' and '_'. */
export const ROOM_KEY = new RegExp(`^[A-Za-z0-9_-]{${ROOM_KEY_LENGTH},}$`);

/**
 * content/rooms/<name>.json: a selection of works for one collector or gallerist, open until a
 * day. The works are named by their addresses; the build checks that each is a work, and says how
 * to mend a missing or short key (lib/server/content.ts).
 */
export const roomSchema = z.strictObject({
  title: text,
  note: z.optional(text),
  works: z.array(text).check(z.minLength(1)),
  until: isoDate,
  // The key is made once, at random, by the editor: a UUID in Base32, 26 letters and digits.
  key: z.string().check(z.regex(ROOM_KEY)),
});

/** The languages a portfolio is written in: its labels, techniques and her titles follow it. */
export const PORTFOLIO_LANGUAGES = ['de', 'en'] as const;

/**
 * content/portfolios/<name>.json: a portfolio (a "Mappe") to send, a PDF made at build at an
 * unlisted address like a room's. The works are named by their addresses, in her order; the build
 * stops where one is no work, and says how to mend a missing or short key (lib/server/content.ts).
 */
export const portfolioSchema = z.strictObject({
  title: text,
  recipient: text,
  text: z.optional(text),
  works: z.array(text).check(z.minLength(1)),
  language: z.optional(z.enum(PORTFOLIO_LANGUAGES)),
  prices: z.optional(z.boolean()),
  key: z.string().check(z.regex(ROOM_KEY)),
});

export class ContentError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ContentError';
  }
}

/** A ContentError from any copy of this module: tsx may load it twice (as ESM and as CommonJS), so `instanceof` is not enough. */
export const isContentError = (error: unknown): error is ContentError => error instanceof Error && error.name === 'ContentError';

type Issue = z.core.$ZodIssue;

function describeValue(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'string') return value.trim() === '' ? 'an empty text' : `the text ${JSON.stringify(value)}`;
  if (typeof value === 'number') return `the number ${value}`;
  return `a ${typeof value}`;
}

function expectation(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.expected === 'array' ? 'a list' : issue.expected === 'int' ? 'a whole number' : `a ${issue.expected}`;
    case 'too_small':
      return issue.origin === 'string' ? 'a non-empty text' : `at least ${issue.minimum}`;
    case 'too_big':
      return `at most ${issue.maximum}`;
    case 'invalid_value':
      return issue.values.length === 1 ? JSON.stringify(issue.values[0]) : `one of ${issue.values.map((value) => JSON.stringify(value)).join(', ')}`;
    case 'invalid_union':
      return issue.errors.map((errors) => errors.map((inner) => expectation(inner)).join(' and ')).join(', or ');
    case 'invalid_format':
      if (issue.format === 'date') return 'a day that exists, written year-month-day';
      if (issue.format === 'regex' && issue.pattern === String(LOCAL_DATE_TIME)) return 'a day and a time, written year-month-dayThour:minute';
      return issue.format === 'email' ? 'an e-mail address' : issue.format === 'url' ? 'a web address starting with https://' : `text in the form ${issue.format}`;
    case 'unrecognized_keys':
      return `no field named ${issue.keys.map((key) => `"${key}"`).join(', ')}`;
    default:
      return issue.message;
  }
}

/** How to mend a date that disagrees with the entry's others, with an example that agrees with them. */
function datesFix(field: PropertyKey | undefined, entry: Partial<ExhibitionFields>): string {
  if (field === 'to') return `: write the day of "from" or a later one, for example ${entry.from}`;
  if (field === 'opening') return `: for example ${entry.from}T${entry.opening?.slice(11) || '19:00'}, or correct "from" and "to"`;
  return `: write ${entry.from?.slice(0, 4)}, or correct "from"`;
}

/** How to mend it, in a few words, where the mistake says more than its expectation. */
function howToFix(issue: Issue, field: PropertyKey | undefined, parent: unknown): string {
  if (issue.code === 'custom' && parent && typeof parent === 'object' && 'from' in parent) return datesFix(field, parent as Partial<ExhibitionFields>);
  if (field === 'year' && (issue.code === 'invalid_type' || issue.code === 'too_small' || issue.code === 'too_big')) {
    return `: write one year between ${YEARS.min} and ${YEARS.max} as a number, without quotes, for example 2019`;
  }
  if (field === 'from' || field === 'to') return ': for example 2027-03-12';
  if (field === 'opening') return ': for example 2027-03-12T19:00';
  if (field === 'price') return `: write the price in whole euros, for example 1200, or "${PRICE_ON_REQUEST}"`;
  if (issue.code === 'invalid_value') return ': write it exactly so, with its umlauts';
  if (issue.code === 'invalid_type' && (issue.expected === 'number' || issue.expected === 'int')) return ': write a number, without quotes';
  if (issue.code === 'invalid_type' && issue.expected === 'boolean') return ': write true or false, without quotes';
  if (issue.code === 'invalid_type' && issue.expected === 'string') return ': write it as a text, in "double quotes"';
  if (issue.code === 'too_small' && issue.origin === 'string') return ': write something there, or leave the field out';
  return '';
}

/** A line to copy for a required field that is missing: '"year": 2019', '"email": "…"'. */
function exampleOf(issue: Issue, field: string): string {
  if (issue.code !== 'invalid_type') return `"${field}": …`;
  if (issue.expected === 'int' || issue.expected === 'number') return `"${field}": ${field === 'year' ? 2019 : 1}`;
  if (issue.expected === 'array') return `"${field}": […]`;
  if (issue.expected === 'object') return `"${field}": { … }`;
  return `"${field}": "…"`;
}

/** Walks the issue's path through the data: 'entry 2 ("Aquarelle"), pictures entry 3, field "url"'. */
export function locate(data: unknown, path: PropertyKey[]): { where: string; value: unknown } {
  const parts: string[] = [];
  let value: unknown = data;
  path.forEach((key, index) => {
    const isLast = index === path.length - 1;
    if (typeof key === 'number') {
      const item: unknown = Array.isArray(value) ? value[key] : undefined;
      const named = item && typeof item === 'object' ? ((item as { name?: unknown }).name ?? (item as { title?: unknown }).title) : undefined;
      const name = typeof named === 'string' && named.trim() ? ` (${JSON.stringify(named)})` : '';
      const owner = typeof path[index - 1] === 'string' ? `${String(path[index - 1])} ` : '';
      parts.push(`${owner}entry ${key + 1}${name}`);
      value = item;
    } else {
      if (isLast) parts.push(`field "${String(key)}"`);
      value = value && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined;
    }
  });
  return { where: parts.join(', '), value };
}

/** Validates parsed JSON; on a mistake throws a ContentError naming the file, entry and field. */
export function parseContent<T>(schema: z.ZodMiniType<T>, data: unknown, fileName: string): T {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const lines = result.error.issues.slice(0, 5).map((issue) => {
    const { where, value } = locate(data, issue.path);
    if (issue.code === 'unrecognized_keys') return `  ${where || 'the whole file'}: expected ${expectation(issue)} (a typing mistake?)`;
    const field = issue.path.at(-1);
    if (issue.code === 'custom' && value === undefined) return `  ${where}: required, and missing: add ${issue.message}`;
    if (issue.code === 'invalid_type' && value === undefined && typeof field === 'string') {
      return `  ${where}: required, and missing: add it, for example ${exampleOf(issue, field)}`;
    }
    const parent = locate(data, issue.path.slice(0, -1)).value;
    if (issue.path.at(-1) === 'price') {
      return `  ${where}: expected whole euros or "${PRICE_ON_REQUEST}", found ${describeValue(value)}${howToFix(issue, 'price', parent)}`;
    }
    return `  ${where || 'the whole file'}: expected ${expectation(issue)}, found ${describeValue(value)}${howToFix(issue, issue.path.at(-1), parent)}`;
  });
  // One value can break two of a field's rules (a web address's protocol and its host): said once.
  throw new ContentError(`${fileName} is not valid:\n${[...new Set(lines)].join('\n')}`);
}

/**
 * The exhibitions as the build publishes them for a page in another language (assets/en/exhibitions.json):
 * with her words in that language, each page's name made from the German title, and the fields still in German.
 */
export const publishedExhibitionsSchema = z.array(
  z.object({ ...exhibitionShape, slug: z.optional(z.nullable(text)), german: z.optional(z.array(text)) }).check(...exhibitionChecks),
);

const SCHEMAS: { [K in ContentKind]: z.ZodMiniType<ContentOf<K>> } = { gallery: gallerySchema, exhibitions: publishedExhibitionsSchema };

/** Works checked at a time when a fresh gallery.json is checked in the browser: a few milliseconds on a phone. */
const PICTURES_PER_SLICE = 25;

/**
 * Validates a content file fetched in the browser, by its kind. A gallery is checked a slice of each
 * category's works at a time, and the page gets its turn between slices (`between`): at 300 works
 * one pass was a long task on a phone, held against the first tap after the gallery came near.
 */
export async function parseFreshContent<K extends ContentKind>(kind: K, data: unknown, fileName: string, between: () => Promise<void>): Promise<ContentOf<K>> {
  if (kind !== 'gallery' || !Array.isArray(data)) return parseContent(SCHEMAS[kind], data, fileName);
  const categories: GalleryCategory[] = [];
  try {
    for (const category of data as unknown[]) {
      const pictures = (category as { pictures?: unknown } | null)?.pictures;
      const parts: GalleryCategory[] = [];
      for (let from = 0; from === 0 || (Array.isArray(pictures) && from < pictures.length); from += PICTURES_PER_SLICE) {
        const part = Array.isArray(pictures) ? { ...(category as object), pictures: pictures.slice(from, from + PICTURES_PER_SLICE) } : category;
        parts.push(parseContent(gallerySchema, [part], fileName)[0]!);
        await between();
      }
      categories.push({ ...parts[0]!, pictures: parts.flatMap((part) => part.pictures) });
    }
  } catch {
    // A slice's message would name its place in the slice: the whole file's names the work.
    return parseContent(SCHEMAS[kind], data, fileName);
  }
  return categories as ContentOf<K>;
}
