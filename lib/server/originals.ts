// Finds the artist's originals and what she says of them, and checks it all before anything is made.
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { decodeText, parseJson } from './json';
import { categoryMetaSchema, ContentError, isContentError, parseContent, pictureMetaSchema } from '@/lib/domain/schema';
import { slugify } from '@/lib/domain/slug';
import { ORIGINAL_EXTENSIONS } from '@/lib/domain/picture-files';
import type * as z from 'zod/mini';
import { LOCALES } from '@/lib/domain/locale';

export type PictureMeta = z.infer<typeof pictureMetaSchema>;

export type Original = {
  /** Path as the artist sees it, for messages: content/pictures/aquarelle/kastanie.jpg */
  name: string;
  file: string;
  slug: string;
  /** Its place under content/pictures without the picture's ending, by which its address is kept: 'aquarelle/kastanie'. */
  source: string;
  meta: PictureMeta;
  /** The file that says what it says of the work, for messages: content/pictures/aquarelle/kastanie/index.json */
  sidecar: string;
  alt: string;
};

export type CategoryPlan = { slug: string; name: string; order: number; originals: Original[] };

/** What the run found and will make, and what it found and will not publish, each with the reason. */
export type OriginalsFound = { categories: CategoryPlan[]; notPublished: string[] };

export const CATEGORY_META_FILE = '_category.json';
/** What is said of a work kept in a folder of its own (the editor's way). */
export const WORK_META_FILE = 'index.json';

async function readMeta<T>(file: string, name: string, schema: z.ZodMiniType<T>): Promise<T | undefined> {
  let bytes: Buffer;
  try {
    bytes = await readFile(file);
  } catch {
    return undefined;
  }
  return parseContent(schema, parseJson(decodeText(bytes), name), name);
}

/** What operating systems and sync tools leave beside pictures: passed over without a word. */
export const isSystemLeftover = (fileName: string) =>
  fileName.startsWith('.') || /^(thumbs\.db|desktop\.ini|icon\r|__macosx|@eadir)$/i.test(fileName) || fileName.startsWith('~$');

/** Pictures the site cannot publish, by their ending, with how to make one it can: such a file is her work, and is never passed over. */
const UNPUBLISHABLE: { extensions: string[]; what: string }[] = [
  { extensions: ['.psd', '.psb', '.xcf', '.kra', '.procreate', '.afphoto', '.clip'], what: 'a layered working file: export the work as JPEG or PNG into its place' },
  { extensions: ['.cr2', '.cr3', '.crw', '.nef', '.nrw', '.arw', '.srf', '.sr2', '.dng', '.orf', '.rw2', '.raf', '.pef', '.srw', '.x3f', '.3fr', '.iiq', '.rwl'], what: "a camera's raw file: export it as JPEG (from the camera's or a photo program) into its place" },
  { extensions: ['.svg', '.svgz', '.eps', '.ai'], what: 'a vector drawing: export it as PNG or JPEG (2000 px or more on the long side) into its place' },
  { extensions: ['.pdf'], what: 'a PDF: export its page as JPEG or PNG into its place' },
  { extensions: ['.bmp', '.jxl', '.jp2', '.j2k', '.ico', '.pcx', '.tga'], what: 'a kind of picture the site cannot read: save it as JPEG or PNG in its place' },
];

/** Why a file the site cannot publish stops the build, or nothing where it is no picture at all. */
function unpublishable(fileName: string): string | undefined {
  const extension = path.extname(fileName).toLowerCase();
  return UNPUBLISHABLE.find((kind) => kind.extensions.includes(extension))?.what;
}

/** Why a file in a category folder is not published, where it is neither a picture nor a sidecar (a note, a text). */
const notAPicture = (fileName: string) =>
  `not a picture the site can publish (${path.extname(fileName).toLowerCase() || 'no ending'}): pictures are ${ORIGINAL_EXTENSIONS.join(', ')}`;

/** Files found beside the pictures: those passed over (named in the log), and pictures that cannot be published (they stop the build). */
type Leftovers = { notPublished: string[]; refused: string[]; mistakes: string[] };

/** Runs `read`; its content mistake is kept for the end of the run (null here), so one run names every sidecar's mistake. */
async function keeping<T>(mistakes: string[], read: () => T | Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    if (!isContentError(error)) throw error;
    mistakes.push(error.message);
    return null;
  }
}

/** Ends the run with every mistake kept, and the pictures it cannot publish, in one message. */
function stopAtMistakes({ refused, mistakes }: Leftovers) {
  const unpublishable = refused.length === 0 ? [] : [
    `content/pictures holds pictures the site cannot publish (it publishes ${ORIGINAL_EXTENSIONS.join(', ')}):\n${refused.join('\n')}\n  Keep the file itself outside content/pictures, where the site does not look.`,
  ];
  if (mistakes.length + unpublishable.length > 0) throw new ContentError([...mistakes, ...unpublishable].join('\n\n'));
}

/** Sorts a file that is neither an original nor a sidecar into what is passed over and what stops the build. */
function setAside(name: string, fileName: string, leftovers: Leftovers) {
  const why = unpublishable(fileName);
  if (why) leftovers.refused.push(`  ${name}: ${why}`);
  else leftovers.notPublished.push(`${name}: ${notAPicture(fileName)}`);
}

/** A German alt text: the artist's own, or one made of title, technique and year. */
export function altText(meta: PictureMeta, name: string, sidecar: string = name.replace(/\.[^.]+$/, '.json')): string {
  if (meta.alt) return meta.alt;
  if (!meta.title) {
    throw new ContentError(`${name} has no alt text: add "alt" (a sentence saying what the picture shows) or at least "title" to ${sidecar}`);
  }
  const what = meta.technique ? `${meta.technique}: „${meta.title}“` : `„${meta.title}“`;
  return meta.year ? `${what}, ${meta.year}` : what;
}

/** Her words in another language beside the German file ('index.en.json', '_category.en.json'): the pages read them, not the pictures' run. */
const isTranslation = (fileName: string) => LOCALES.some((locale) => locale !== 'de' && fileName.toLowerCase().endsWith(`.${locale}.json`));

const isOriginal = (fileName: string) => ORIGINAL_EXTENSIONS.includes(path.extname(fileName).toLowerCase());

/** A work found in a category: the name its address comes from, its picture (relative to the category folder), its sidecar. */
type Work = { stem: string; file: string; meta: PictureMeta; sidecar: string };

/** The picture a sidecar names in "picture", which must be one of `files`, beside it. */
function namedPicture(named: string, files: string[], sidecar: string, folder: string): string {
  const picture = named.replace(/^\.\//, '');
  if (!files.includes(picture)) {
    throw new ContentError(
      `${sidecar} is not valid:\n  field "picture": expected the name of a picture in ${folder}/, found the text ${JSON.stringify(named)}: copy the picture there, or correct its name`,
    );
  }
  return picture;
}

/**
 * A work in a folder of its own, as the editor saves it (content/pictures/aquarelle/kastanie/): its
 * picture, under any name, and what is said of it in index.json. The folder's name gives the address.
 */
async function workInItsFolder(dir: string, shown: (file: string) => string, leftovers: Leftovers): Promise<Work | undefined> {
  const { notPublished } = leftovers;
  const folder = shown(dir);
  const inFolder = (await readdir(dir, { withFileTypes: true })).filter((entry) => !isSystemLeftover(entry.name));
  const pictures = inFolder.filter((entry) => entry.isFile() && isOriginal(entry.name)).map((entry) => entry.name).sort();
  for (const entry of inFolder) {
    const name = shown(path.join(dir, entry.name));
    if (entry.isDirectory()) notPublished.push(`${name}/: a folder inside a work's folder is not read; move its picture up into ${folder}/`);
    else if (entry.name === WORK_META_FILE || isTranslation(entry.name) || isOriginal(entry.name)) continue;
    else if (path.extname(entry.name).toLowerCase() === '.json') notPublished.push(`${name}: only ${WORK_META_FILE} is read in a work's folder`);
    else setAside(name, entry.name, leftovers);
  }
  const sidecar = `${folder}/${WORK_META_FILE}`;
  const meta = (await readMeta(path.join(dir, WORK_META_FILE), sidecar, pictureMetaSchema)) ?? {};
  let picture: string;
  if (meta.picture !== undefined) picture = namedPicture(meta.picture, pictures, sidecar, folder);
  else if (pictures.length === 1) picture = pictures[0]!;
  else if (pictures.length === 0) {
    notPublished.push(`${folder}/: no picture in it`);
    return undefined;
  } else {
    throw new ContentError(`${folder}/ holds ${pictures.length} pictures (${pictures.join(', ')}): keep the work's own, or name it in ${sidecar} ("picture")`);
  }
  for (const other of pictures.filter((file) => file !== picture)) {
    notPublished.push(`${shown(path.join(dir, other))}: ${sidecar} names ${picture} as the work's picture, so this one is not published (left over from a replaced picture? then delete it)`);
  }
  return { stem: path.basename(dir), file: picture, meta, sidecar };
}

/** A category folder under content/pictures, with its name and place on the site (`_category.json`, or the folder's name, after the others). */
export type CategoryFolder = { folder: string; name: string; order: number };

/** Every category folder under content/pictures, in the order the site shows them (also for the editor's lists). */
export async function findCategoryFolders(contentDir: string): Promise<CategoryFolder[]> {
  const picturesDir = path.join(contentDir, 'pictures');
  const entries = (await readdir(picturesDir, { withFileTypes: true })).filter((entry) => entry.isDirectory() && !isSystemLeftover(entry.name));
  const folders: CategoryFolder[] = [];
  for (const folder of entries.map((entry) => entry.name).sort()) {
    const metaName = `content/pictures/${folder}/${CATEGORY_META_FILE}`;
    const meta = await readMeta(path.join(picturesDir, folder, CATEGORY_META_FILE), metaName, categoryMetaSchema);
    folders.push({ folder, name: meta?.name ?? folder, order: meta?.order ?? Infinity });
  }
  return folders.sort((a, b) => a.order - b.order);
}

/** Every category folder under content/pictures with its works, in the order the site shows them. */
export async function findOriginals(contentDir: string): Promise<OriginalsFound> {
  const picturesDir = path.join(contentDir, 'pictures');
  const shown = (file: string) => path.relative(path.dirname(contentDir), file).split(path.sep).join('/');
  const leftovers: Leftovers = { notPublished: [], refused: [], mistakes: [] };
  const { notPublished } = leftovers;
  const loose = (await readdir(picturesDir, { withFileTypes: true })).filter((entry) => !entry.isDirectory() && !isSystemLeftover(entry.name));
  for (const entry of loose) {
    notPublished.push(`${shown(path.join(picturesDir, entry.name))}: not in a category folder; move it into one, for example content/pictures/zeichnungen/`);
  }

  const categories: CategoryPlan[] = [];
  for (const { folder, name, order } of await findCategoryFolders(contentDir)) {
    const dir = path.join(picturesDir, folder);
    const inFolder = (await readdir(dir, { withFileTypes: true })).filter((entry) => !isSystemLeftover(entry.name));
    const files = inFolder.filter((entry) => entry.isFile() && isOriginal(entry.name)).map((entry) => entry.name).sort();
    const sidecarFiles = inFolder
      .filter((entry) => entry.isFile() && entry.name !== CATEGORY_META_FILE && !isTranslation(entry.name) && path.extname(entry.name).toLowerCase() === '.json')
      .map((entry) => entry.name)
      .sort();
    for (const entry of inFolder) {
      if (entry.isFile() && entry.name !== CATEGORY_META_FILE && !isTranslation(entry.name) && !isOriginal(entry.name) && !sidecarFiles.includes(entry.name)) {
        setAside(shown(path.join(dir, entry.name)), entry.name, leftovers);
      }
    }

    const works: Work[] = [];
    for (const entry of inFolder.filter((candidate) => candidate.isDirectory()).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const work = await keeping(leftovers.mistakes, () => workInItsFolder(path.join(dir, entry.name), shown, leftovers));
      if (work) works.push({ ...work, file: path.join(entry.name, work.file) });
    }

    // Loose in the category folder: each picture with the sidecar of its name, or the one naming it in "picture".
    const sidecars = new Map<string, { name: string; meta: PictureMeta }>();
    const claimedBy = new Map<string, string>();
    const unread = new Set<string>();
    for (const fileName of sidecarFiles) {
      const name = shown(path.join(dir, fileName));
      const meta = await keeping(leftovers.mistakes, async () => (await readMeta(path.join(dir, fileName), name, pictureMetaSchema)) ?? {});
      const stem = path.basename(fileName, path.extname(fileName));
      if (meta === null) {
        unread.add(stem);
        continue;
      }
      sidecars.set(stem, { name, meta });
      if (meta.picture === undefined) {
        if (!files.some((file) => path.basename(file, path.extname(file)) === stem)) {
          notPublished.push(`${name}: no picture of that name beside it (was the picture renamed?)`);
        }
        continue;
      }
      const picture = namedPicture(meta.picture, files, name, shown(dir));
      const twin = claimedBy.get(picture);
      if (twin) throw new ContentError(`${twin} and ${name} both name ${shown(path.join(dir, picture))} as their picture: give each work its own`);
      claimedBy.set(picture, name);
      works.push({ stem, file: picture, meta, sidecar: name });
    }
    for (const fileName of files.filter((file) => !claimedBy.has(file))) {
      const stem = path.basename(fileName, path.extname(fileName));
      if (unread.has(stem)) continue;
      const sidecar = sidecars.get(stem);
      if (sidecar?.meta.picture !== undefined) {
        notPublished.push(
          `${shown(path.join(dir, fileName))}: ${sidecar.name} names ${sidecar.meta.picture} as its picture, so this one is not published (left over from a replaced picture? then delete it)`,
        );
        continue;
      }
      works.push({ stem, file: fileName, meta: sidecar?.meta ?? {}, sidecar: shown(path.join(dir, `${stem}.json`)) });
    }
    // A number the editor gave first, then the names, as a file manager lists them.
    works.sort((a, b) => (a.meta.order ?? Infinity) - (b.meta.order ?? Infinity) || (a.stem < b.stem ? -1 : a.stem > b.stem ? 1 : 0));

    const originals: Original[] = [];
    const bySlug = new Map<string, string>();
    for (const { stem, file: fileName, meta, sidecar } of works) {
      const file = path.join(dir, fileName);
      const name = shown(file);
      if ((await stat(file)).size === 0) throw new ContentError(`${name} is empty (0 bytes): copy the picture again`);
      const slug = slugify(stem);
      // A work in a folder of its own is named by its folder, as the artist sees it.
      const where = path.dirname(fileName) === '.' ? name : `${shown(path.dirname(file))}/`;
      const twin = bySlug.get(slug);
      if (twin) throw new ContentError(`${twin} and ${where} would both be at the address /werke/${slug}/: rename one of them`);
      bySlug.set(slug, where);
      const alt = await keeping(leftovers.mistakes, () => altText(meta, name, sidecar));
      if (alt !== null) originals.push({ name, file, slug, source: `${folder}/${stem}`, meta, sidecar, alt });
    }
    if (originals.length > 0) {
      categories.push({ slug: slugify(folder), name, order, originals });
    }
  }

  stopAtMistakes(leftovers);
  return { categories, notPublished };
}
