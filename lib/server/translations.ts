// Her words in English, read at build from the files beside the German ones (site.en.json is read
// with the texts, lib/server/artist-texts.ts): a work's index.en.json, a category's
// _category.en.json, and exhibitions.en.json. Where a word is not translated the German one stays,
// and the page marks it lang="de" (lib/domain/locale.ts, langOf). Techniques and category names she
// has not translated come from the glossary where it knows every word (lib/domain/glossary.ts).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ADDRESSES_FILE, EXHIBITIONS_FILE } from '@/lib/domain/assets';
import { glossaryEnglish } from '@/lib/domain/glossary';
import type { Locale } from '@/lib/domain/locale';
import { categoryTranslationSchema, EXHIBITION_WORDS, exhibitionsTranslationSchema, parseContent, publishedAddressesSchema, WORK_WORDS, workTranslationSchema } from '@/lib/domain/schema';
import type { Exhibition, GalleryCategory, GalleryPicture } from '@/lib/domain/types';
import { decodeText, parseJson } from './json';
import { translationFile } from './artist-texts';
import { CATEGORY_META_FILE, WORK_META_FILE } from './originals';
import { loadWorks, type Work } from './content';

const ROOT = process.cwd();

/** A translation file's fields, checked by its schema, or nothing where there is no such file. */
function readTranslation<T>(file: string, schema: Parameters<typeof parseContent<T>>[0], root: string = ROOT): T | undefined {
  const full = path.join(root, file);
  if (!existsSync(full)) return undefined;
  return parseContent(schema, parseJson(decodeText(readFileSync(full)), file), file);
}

/** Each work's folder under content/pictures by its address, as `npm run pictures` published them. */
export function sourcesByAddress(publicDir: string): Map<string, string> {
  const file = path.join(publicDir, ADDRESSES_FILE);
  if (!existsSync(file)) return new Map();
  const { works } = parseContent(publishedAddressesSchema, parseJson(decodeText(readFileSync(file)), `public/${ADDRESSES_FILE}`), `public/${ADDRESSES_FILE}`);
  return new Map(works.map(({ address, source }) => [address, source]));
}

/** A category's name in the language: hers (by its folder), else the glossary's. */
function categoryName(german: string, folder: string | undefined, locale: Locale, root: string): string | undefined {
  const own = folder ? readTranslation(`content/pictures/${folder}/${translationFile(CATEGORY_META_FILE, locale)}`, categoryTranslationSchema, root)?.name : undefined;
  return own ?? glossaryEnglish(german);
}

/** A picture with its words in the language; `german` names the fields still in German ('title', 'category'). */
function translatePicture(picture: GalleryPicture, source: string | undefined, locale: Locale, root: string): GalleryPicture {
  if (locale === 'de') return picture;
  // Her words only: the editor's numbering in the file is the German file's to say.
  const { order, ...own } = (source ? readTranslation(`content/pictures/${source}/${translationFile(WORK_META_FILE, locale)}`, workTranslationSchema, root) : undefined) ?? {};
  const technique = own.technique ?? (picture.technique === undefined ? undefined : glossaryEnglish(picture.technique));
  const words = { ...own, ...(technique !== undefined && { technique }) };
  const category = categoryName(picture.category, source?.split('/')[0], locale, root);
  const german = [...WORK_WORDS.filter((field) => picture[field] !== undefined && words[field] === undefined), ...(category ? [] : ['category'])];
  return { ...picture, ...words, category: category ?? picture.category, german };
}

/** The works with their words in the language; `root` is the project's folder, with content/ and public/. */
export function translateWorks(works: Work[], locale: Locale, root: string = ROOT): Work[] {
  if (locale === 'de') return works;
  const sources = sourcesByAddress(path.join(root, 'public'));
  return works.map((work) => ({ ...work, picture: translatePicture(work.picture, sources.get(work.slug), locale, root) }));
}

/** A work still German in places on the English pages: its German title, its category's folder, and the fields she has not translated. */
export type UntranslatedWork = { title: string; folder?: string; missing: string[] };
/** What is still German on the English pages: works, and categories by their German names and folders. */
export type Untranslated = { total: number; works: UntranslatedWork[]; categories: { name: string; folder?: string }[] };

/** What the English pages still show in German, after her English and the glossary's. */
export async function findUntranslated(root: string = ROOT): Promise<Untranslated> {
  const german = await loadWorks(path.join(root, 'public'));
  const sources = sourcesByAddress(path.join(root, 'public'));
  const works = translateWorks(german, 'en', root).map(({ picture, slug }, index) => {
    // Named by her German words, as the editor lists them.
    const { title, category } = german[index]!.picture;
    return { title: title ?? slug, category, folder: sources.get(slug)?.split('/')[0], fields: picture.german! };
  });
  const categories = new Map(works.filter(({ fields }) => fields.includes('category')).map(({ category, folder }) => [category, { name: category, folder }]));
  return {
    total: works.length,
    works: works
      .map(({ title, folder, fields }) => ({ title, folder, missing: fields.filter((field) => field !== 'category') }))
      .filter(({ missing }) => missing.length > 0),
    categories: [...categories.values()],
  };
}

/**
 * What is still German on the English pages, as one line for the build's log: each work with the
 * words it lacks, and each category; nothing where all is English.
 */
export async function untranslatedNotice(root: string = ROOT): Promise<string | undefined> {
  const { total, works, categories } = await findUntranslated(root);
  if (works.length === 0 && categories.length === 0) return undefined;
  return [
    'Still German on the English pages',
    works.length > 0 && `${works.length} of ${total} works: ${works.map(({ title, missing }) => `${title} (${missing.join(', ')})`).join('; ')}`,
    categories.length > 0 && `categories: ${categories.map(({ name }) => name).join(', ')}`,
  ]
    .filter(Boolean)
    .join(' – ')
    .concat(". Write their English in the editor's English pane (index.en.json, _category.en.json beside the German files).");
}

/** The gallery's categories with their names and works in the language (the works found by their published addresses). */
export function translateGallery(categories: GalleryCategory[], works: Work[]): GalleryCategory[] {
  const byUrl = new Map(works.map(({ picture }) => [picture.url, picture]));
  return categories.map((category) => {
    const pictures = category.pictures.map((picture) => {
      const translated = byUrl.get(picture.url);
      return translated ? { ...picture, ...Object.fromEntries(WORK_WORDS.map((field) => [field, translated[field]])), german: translated.german } : picture;
    });
    // A category's name is its works'; one whose works are not listed here has the glossary's, if any.
    const first = pictures.map((picture) => byUrl.get(picture.url)).find(Boolean);
    const name = first ? first.category : (glossaryEnglish(category.name) ?? category.name);
    const german = first ? first.german!.includes('category') : name === category.name;
    return { ...category, name, pictures, ...(german && { german }) };
  });
}

/** The exhibitions' words in the language, as the file holds them, or none where there is no such file. */
export const readExhibitionTranslations = (locale: Locale) => readTranslation(`public/${translationFile(EXHIBITIONS_FILE, locale)}`, exhibitionsTranslationSchema) ?? [];

/**
 * The exhibitions with their words in the language: each English entry belongs to the German entry
 * with its id, wherever either stands in its file. An entry without a known id belongs to none (npm
 * run pictures warns of it); a show with none keeps its German words, marked in `german`.
 */
export function translateExhibitions<T extends Exhibition>(exhibitions: T[], locale: Locale): (T & { german?: string[] })[] {
  if (locale === 'de') return exhibitions;
  const byId = new Map(readExhibitionTranslations(locale).flatMap((entry) => (entry?.id ? [[entry.id, entry] as const] : [])));
  return exhibitions.map((exhibition) => {
    const { id: _id, ...own } = (exhibition.id ? byId.get(exhibition.id) : undefined) ?? {};
    const german = EXHIBITION_WORDS.filter((field) => exhibition[field] !== undefined && own[field] === undefined);
    return { ...exhibition, ...own, german };
  });
}
