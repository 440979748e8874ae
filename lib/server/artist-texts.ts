// The artist's own texts: content/site.json, impressum.json and datenschutz.json, which she edits in
// the editor at /admin/ or any text editor. Read and checked when the build starts.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isAbsoluteUrl } from '@/lib/domain/assets';
import { decodeText, parseJson } from './json';
import { ContentError, legalTextSchema, parseContent, siteTextsSchema, siteTranslationSchema } from '@/lib/domain/schema';
import type { Locale } from '@/lib/domain/locale';
import type { ArtistTexts, LegalText, SiteTexts } from '@/lib/domain/types';
import type * as z from 'zod/mini';

export const SITE_TEXTS_FILE = 'site.json';
export const IMPRINT_FILE = 'impressum.json';
export const PRIVACY_FILE = 'datenschutz.json';

const CONTENT_DIR = path.join(process.cwd(), 'content');

function readContentFile<T>(contentDir: string, file: string, schema: z.ZodMiniType<T>): T {
  const name = `content/${file}`;
  let bytes: Buffer;
  try {
    bytes = readFileSync(path.join(contentDir, file));
  } catch (error) {
    throw new ContentError(`${name} could not be read: ${(error as Error).message}`);
  }
  return parseContent(schema, parseJson(decodeText(bytes), name), name);
}

/** A file's name in another language, as the editor writes it beside the German one: 'site.json' → 'site.en.json'. */
export const translationFile = (file: string, locale: Locale): string => (locale === 'de' ? file : file.replace(/\.json$/, `.${locale}.json`));

/** The words of site.json she writes in another language: the rest stay German on those pages. */
const TRANSLATED_SITE_FIELDS = ['tagline', 'landingDescription', 'inquiryGreeting', 'exhibitionsHeading', 'siteTitle', 'siteDescription'] as const;
const TRANSLATED_INFO_FIELDS = ['heading', 'paragraph', 'curriculumLabel', 'portraitAlt'] as const;

/**
 * Her texts in a language: the German files, with the fields she translated (site.en.json) put in
 * their place. `fallback` names the word fields still in German ('info.paragraph'), which the
 * pages mark as German. The legal pages are German only.
 */
export function loadArtistTexts(contentDir: string = CONTENT_DIR, locale: Locale = 'de'): ArtistTexts {
  const site = readContentFile(contentDir, SITE_TEXTS_FILE, siteTextsSchema);
  const texts = { site, imprint: readContentFile(contentDir, IMPRINT_FILE, legalTextSchema), privacy: readContentFile(contentDir, PRIVACY_FILE, legalTextSchema) };
  if (locale === 'de') return texts;
  const file = translationFile(SITE_TEXTS_FILE, locale);
  const words = existsSync(path.join(contentDir, file)) ? readContentFile(contentDir, file, siteTranslationSchema) : {};
  const fallback = [
    ...TRANSLATED_SITE_FIELDS.filter((field) => words[field] === undefined),
    ...TRANSLATED_INFO_FIELDS.filter((field) => words.info?.[field] === undefined).map((field) => `info.${field}`),
  ];
  const { info, ...rest } = words;
  return { ...texts, site: { ...site, ...rest, info: { ...site.info, ...info } }, fallback };
}

/** A file's bytes, or nothing where there is no such file. */
function readIfThere(file: string): Buffer | undefined {
  try {
    return readFileSync(file);
  } catch {
    return undefined;
  }
}

/**
 * The CV that content/site.json names is a PDF under public/, where the page links it: otherwise
 * the link would lead to a missing page. A web address elsewhere is taken as it is.
 */
export function checkCurriculum(site: SiteTexts, publicDir: string): void {
  if (isAbsoluteUrl(site.curriculum)) return;
  // 'www.example.de/lebenslauf.pdf': a web address without its https://, not a file to copy.
  if (/^(www\.|[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}\/)/i.test(site.curriculum) && !existsSync(path.join(publicDir, site.curriculum))) {
    throw new ContentError(
      `content/${SITE_TEXTS_FILE} is not valid:\n  field "curriculum": expected the CV, a PDF under public/ (for example "assets/curriculum.pdf") or a whole web address, found the text ${JSON.stringify(site.curriculum)}, a web address without its beginning: write it whole, for example "https://${site.curriculum}"`,
    );
  }
  const relative = site.curriculum.replace(/^\.?\//, '');
  const file = path.resolve(publicDir, relative);
  const inPublic = !path.relative(publicDir, file).startsWith('..');
  const bytes = inPublic ? readIfThere(file) : undefined;
  const problem =
    bytes === undefined
      ? `which is not there: copy the PDF to public/${inPublic ? relative : 'assets/'}, or correct the name`
      : !bytes.subarray(0, 1024).includes('%PDF-') || path.extname(file).toLowerCase() !== '.pdf'
        ? 'which is not a PDF: save the CV as PDF (a name ending in .pdf) and name that file'
        : '';
  if (problem) {
    throw new ContentError(
      `content/${SITE_TEXTS_FILE} is not valid:\n  field "curriculum": expected the CV, a PDF under public/ (for example "assets/curriculum.pdf"), found the text ${JSON.stringify(site.curriculum)}, ${problem}`,
    );
  }
}

/** What is still in [brackets] in a legal text, for the artist to fill in: '[Straße und Hausnummer]'. */
export function placeholdersIn(text: LegalText): string[] {
  const strings = [text.title, text.description, ...text.sections.flatMap((section) => [section.heading, ...section.paragraphs])];
  return [...new Set(strings.flatMap((value) => value.match(/\[[^\[\]]+\]/g) ?? []))];
}
