// Her words in English, read at build from the files beside the German ones (site.en.json is read
// with the texts, lib/server/artist-texts.ts): a work's index.en.json, a category's
// _category.en.json, and exhibitions.en.json. Where a word is not translated the German one stays,
// and the page marks it lang="de" (lib/domain/locale.ts, langOf).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ADDRESSES_FILE, EXHIBITIONS_FILE } from '../domain/assets';
import type { Locale } from '../domain/locale';
import { categoryTranslationSchema, exhibitionsTranslationSchema, parseContent, publishedAddressesSchema, workTranslationSchema } from '../domain/schema';
import type { Exhibition, GalleryCategory, GalleryPicture } from '../domain/types';
import { decodeText, parseJson } from './json';
import { translationFile } from './artist-texts';
import { CATEGORY_META_FILE, WORK_META_FILE } from './originals';
import type { Work } from './content';

const ROOT = process.cwd();

/** A translation file's fields, checked by its schema, or nothing where there is no such file. */
function readTranslation<T>(file: string, schema: Parameters<typeof parseContent<T>>[0]): T | undefined {
  const full = path.join(ROOT, file);
  if (!existsSync(full)) return undefined;
  return parseContent(schema, parseJson(decodeText(readFileSync(full)), file), file);
}

/** Each work's folder under content/pictures by its address, as `npm run pictures` published them. */
function sourcesByAddress(publicDir: string): Map<string, string> {
  const file = path.join(publicDir, ADDRESSES_FILE);
  if (!existsSync(file)) return new Map();
  const { works } = parseContent(publishedAddressesSchema, parseJson(decodeText(readFileSync(file)), `public/${ADDRESSES_FILE}`), `public/${ADDRESSES_FILE}`);
  return new Map(works.map(({ address, source }) => [address, source]));
}

const WORK_WORDS = ['title', 'technique', 'alt'] as const;

/** A category's name in the language, by its folder. */
function categoryName(folder: string, locale: Locale): string | undefined {
  return readTranslation(`content/pictures/${folder}/${translationFile(CATEGORY_META_FILE, locale)}`, categoryTranslationSchema)?.name;
}

/** A picture with its words in the language; `german` names the fields still in German ('title', 'category'). */
function translatePicture(picture: GalleryPicture, source: string | undefined, locale: Locale): GalleryPicture {
  if (locale === 'de') return picture;
  // Her words only: the editor's numbering in the file is the German file's to say.
  const { order, ...words } = (source ? readTranslation(`content/pictures/${source}/${translationFile(WORK_META_FILE, locale)}`, workTranslationSchema) : undefined) ?? {};
  const category = source ? categoryName(source.split('/')[0]!, locale) : undefined;
  const german = [...WORK_WORDS.filter((field) => picture[field] !== undefined && words[field] === undefined), ...(category ? [] : ['category'])];
  return { ...picture, ...words, category: category ?? picture.category, german };
}

/** The works with their words in the language. */
export function translateWorks(works: Work[], locale: Locale, publicDir: string = path.join(ROOT, 'public')): Work[] {
  if (locale === 'de') return works;
  const sources = sourcesByAddress(publicDir);
  return works.map((work) => ({ ...work, picture: translatePicture(work.picture, sources.get(work.slug), locale) }));
}

/** The gallery's categories with their names and works in the language (the works found by their published addresses). */
export function translateGallery(categories: GalleryCategory[], works: Work[]): GalleryCategory[] {
  const byUrl = new Map(works.map(({ picture }) => [picture.url, picture]));
  return categories.map((category) => {
    const pictures = category.pictures.map((picture) => {
      const translated = byUrl.get(picture.url);
      return translated ? { ...picture, title: translated.title, technique: translated.technique, alt: translated.alt, german: translated.german } : picture;
    });
    const name = pictures.map((picture) => byUrl.get(picture.url)).find(Boolean)?.category ?? category.name;
    return { ...category, name, pictures };
  });
}

const EXHIBITION_WORDS = ['title', 'description', 'kind', 'text'] as const;

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
