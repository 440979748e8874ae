// The check `npm run pictures` makes before it writes anything: every file the artist edits, the
// English ones, the exhibitions, the rooms and the portfolios included, each read by the loader the
// pages use. All mistakes are gathered, so one run names each of them; a room's or a portfolio's
// key found outside its own file stops here, before any page could carry it.
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { EXHIBITIONS_FILE } from '@/lib/domain/assets';
import { LOCALES } from '@/lib/domain/locale';
import { categoryTranslationSchema, ContentError, isContentError, locate, parseContent, workTranslationSchema } from '@/lib/domain/schema';
import type { SiteTexts } from '@/lib/domain/types';
import { checkCurriculum, loadArtistTexts } from '@/lib/server/artist-texts';
import { loadExhibitions, loadPortfolios, loadRooms } from '@/lib/server/content';
import { decodeText, parseJson, savedEncoding } from '@/lib/server/json';
import { CATEGORY_META_FILE, isSystemLeftover } from '@/lib/server/originals';
import { translateExhibitions } from '@/lib/server/translations';
import { annotate } from './annotate';
import { findSiteOriginal, planWorks, type WorksPlan } from './pictures/pipeline';

const TRANSLATIONS = LOCALES.filter((locale) => locale !== 'de');

export type CheckOptions = { contentDir: string; publicDir: string };
export type Checked = { site?: SiteTexts; plan?: WorksPlan; mistakes: string[] };

/** Runs a check; its content mistake is kept, any other failure is the program's own and stops. */
async function gather<T>(mistakes: string[], check: () => T | Promise<T>): Promise<T | undefined> {
  try {
    return await check();
  } catch (error) {
    if (!isContentError(error)) throw error;
    if (!mistakes.includes(error.message)) mistakes.push(error.message);
    return undefined;
  }
}

/** A file's name as she sees it, from the project's folder: 'content/pictures/tusche/eiche.json'. */
const shownFrom = (root: string) => (file: string) => path.relative(root, file).split(path.sep).join('/');

/** Every JSON file she edits: content/ (her texts, the works' sidecars, categories, rooms) and the exhibitions beside the made pictures. */
async function editedFiles({ contentDir, publicDir }: CheckOptions): Promise<string[]> {
  const inContent = existsSync(contentDir) ? await readdir(contentDir, { recursive: true, withFileTypes: true }) : [];
  const exhibitions = path.join(publicDir, path.dirname(EXHIBITIONS_FILE));
  const besideThem = existsSync(exhibitions) ? await readdir(exhibitions, { withFileTypes: true }) : [];
  const stem = path.basename(EXHIBITIONS_FILE, '.json');
  return [
    ...inContent.filter((entry) => entry.isFile() && entry.name.toLowerCase().endsWith('.json') && !isSystemLeftover(entry.name) && !path.relative(contentDir, entry.parentPath).split(path.sep).some(isSystemLeftover)),
    ...besideThem.filter((entry) => entry.isFile() && entry.name.startsWith(stem) && entry.name.endsWith('.json')),
  ]
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/** A notice for each file saved as Windows-1252, which is read as such; a file in an encoding that cannot be told stops. */
async function checkEncodings(files: string[], shown: (file: string) => string, mistakes: string[]) {
  for (const file of files) {
    const bytes = await readFile(file);
    if (savedEncoding(bytes) !== 'Windows-1252') continue;
    // Windows-1252 leaves five bytes undefined, and decodes them as control characters: then the file is something else (Mac Roman, say).
    if (/[\u0080-\u009f]/.test(decodeText(bytes))) {
      mistakes.push(`${shown(file)} was saved in an encoding the site cannot tell (neither UTF-8 nor Windows-1252): open it and save it as UTF-8 ("Unicode (UTF-8)" in the Save dialog)`);
    } else {
      annotate('notice', shown(file), `${shown(file)} was saved as Windows-1252 ("ANSI"); read as such — save it as UTF-8 to silence this notice`);
    }
  }
}

/** content/pictures/…/index.en.json and _category.en.json, each by its schema. */
async function checkWorkTranslations(files: string[], shown: (file: string) => string, mistakes: string[]) {
  for (const file of files.filter((each) => TRANSLATIONS.some((locale) => each.endsWith(`.${locale}.json`)) && shown(each).startsWith('content/pictures/'))) {
    const schema = path.basename(file).startsWith(`${path.basename(CATEGORY_META_FILE, '.json')}.`) ? categoryTranslationSchema : workTranslationSchema;
    await gather(mistakes, async () => parseContent<unknown>(schema, parseJson(decodeText(await readFile(file)), shown(file)), shown(file)));
  }
}

/** Where in a JSON value a text holds `key`: the paths to each such text. */
function pathsHolding(value: unknown, key: string, at: PropertyKey[] = []): PropertyKey[][] {
  if (typeof value === 'string') return value.includes(key) ? [at] : [];
  if (Array.isArray(value)) return value.flatMap((item, index) => pathsHolding(item, key, [...at, index]));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([field, item]) => pathsHolding(item, key, [...at, field]));
  return [];
}

/** What has an address made from a key: a room or a portfolio, by its file. */
type Keyed = { file: string; key: string; what: 'room' | 'portfolio' };

/** A room or a portfolio is unlisted, not locked: a content file other than its own that holds its key would publish its address. */
async function checkKeys(keyed: Keyed[], files: string[], shown: (file: string) => string, mistakes: string[]) {
  for (const file of files) {
    const name = shown(file);
    const text = decodeText(await readFile(file));
    for (const owner of keyed.filter((each) => each.file !== name && text.includes(each.key))) {
      let data: unknown;
      try {
        data = JSON.parse(text);
      } catch {
        data = undefined;
      }
      const fields = data === undefined ? [] : pathsHolding(data, owner.key).map((at) => locate(data, at).where || 'the whole file');
      const where = fields.length > 0 ? fields.map((field) => `  ${name}, ${field}`).join('\n') : `  ${name}`;
      mistakes.push(
        `The key of ${owner.file}, from which the ${owner.what}'s address is made, is written in another file, which would publish the address:\n${where}\n  Take it out there (only ${owner.file} may hold it). Had the site been published with it, give the ${owner.what} a fresh key too: delete "key" in ${owner.file}, and the next run tells you a new one.`,
      );
    }
  }
}

/** Checks every content file; prints a notice for each file read in another encoding, and returns every mistake found. */
export async function checkContent(options: CheckOptions): Promise<Checked> {
  const { contentDir, publicDir } = options;
  const mistakes: string[] = [];
  const shown = shownFrom(path.dirname(contentDir));
  const files = await editedFiles(options);
  await checkEncodings(files, shown, mistakes);
  const site = await gather(mistakes, () => {
    const { site: texts } = loadArtistTexts(contentDir);
    checkCurriculum(texts, publicDir);
    return texts;
  });
  for (const locale of TRANSLATIONS) await gather(mistakes, () => loadArtistTexts(contentDir, locale));
  let plan: WorksPlan | undefined;
  if (existsSync(path.join(contentDir, 'pictures'))) {
    plan = await gather(mistakes, () => planWorks(contentDir, publicDir));
    for (const stem of ['portrait', 'background'] as const) await gather(mistakes, () => findSiteOriginal(contentDir, stem, site?.[stem]));
  }
  // Where the works cannot be found, the lists are checked against the last run's gallery.
  const addresses = plan?.addressPlan.addresses;
  await checkWorkTranslations(files, shown, mistakes);
  await gather(mistakes, async () => {
    const exhibitions = await loadExhibitions(publicDir, undefined, addresses);
    for (const locale of TRANSLATIONS) translateExhibitions(exhibitions, locale);
  });
  const rooms = (await gather(mistakes, () => loadRooms(contentDir, publicDir, undefined, addresses))) ?? [];
  const portfolios = (await gather(mistakes, () => loadPortfolios(contentDir, publicDir, undefined, addresses))) ?? [];
  const keyed: Keyed[] = [...rooms.map(({ file, key }) => ({ file, key, what: 'room' as const })), ...portfolios.map(({ file, key }) => ({ file, key, what: 'portfolio' as const }))];
  await checkKeys(keyed, files, shown, mistakes);
  return { site, plan, mistakes };
}

/** The mistakes as one error, to end the run with. */
export const contentMistakes = (mistakes: string[]) => new ContentError(mistakes.join('\n\n'));
