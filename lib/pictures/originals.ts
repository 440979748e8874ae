// Finds the artist's originals and what she says of them, and checks it all before anything is made.
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { categoryMetaSchema, ContentError, parseContent, pictureMetaSchema } from '../schema';
import { slugify } from '../slug';
import { ORIGINAL_EXTENSIONS } from './settings';
import type * as z from 'zod/mini';

export type PictureMeta = z.infer<typeof pictureMetaSchema>;

export type Original = {
  /** Path as the artist sees it, for messages: content/pictures/aquarelle/kastanie.jpg */
  name: string;
  file: string;
  slug: string;
  meta: PictureMeta;
  alt: string;
};

export type CategoryPlan = { slug: string; name: string; order: number; originals: Original[] };

export const CATEGORY_META_FILE = '_category.json';

async function readMeta<T>(file: string, name: string, schema: z.ZodMiniType<T>): Promise<T | undefined> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    return undefined;
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new ContentError(`${name} is not valid JSON: ${(error as Error).message}`);
  }
  return parseContent(schema, data, name);
}

/** A German alt text: the artist's own, or one made of title, technique and year. */
export function altText(meta: PictureMeta, name: string): string {
  if (meta.alt) return meta.alt;
  if (!meta.title) {
    throw new ContentError(
      `${name} has no alt text: add "alt" (a sentence saying what the picture shows) or at least "title" to ${name.replace(/\.[^.]+$/, '.json')}`,
    );
  }
  const what = meta.technique ? `${meta.technique}: „${meta.title}“` : `„${meta.title}“`;
  return meta.year ? `${what}, ${meta.year}` : what;
}

/** Every category folder under content/pictures, in the order the site shows them. */
export async function findOriginals(contentDir: string): Promise<CategoryPlan[]> {
  const picturesDir = path.join(contentDir, 'pictures');
  const shown = (file: string) => path.relative(path.dirname(contentDir), file).split(path.sep).join('/');
  const folders = (await readdir(picturesDir, { withFileTypes: true })).filter((entry) => entry.isDirectory()).map((entry) => entry.name);

  const categories: CategoryPlan[] = [];
  for (const folder of folders.sort()) {
    const dir = path.join(picturesDir, folder);
    const categoryMeta = await readMeta(path.join(dir, CATEGORY_META_FILE), shown(path.join(dir, CATEGORY_META_FILE)), categoryMetaSchema);
    const files = (await readdir(dir)).filter((file) => ORIGINAL_EXTENSIONS.includes(path.extname(file).toLowerCase())).sort();

    const originals: Original[] = [];
    const bySlug = new Map<string, string>();
    for (const fileName of files) {
      const file = path.join(dir, fileName);
      const name = shown(file);
      if ((await stat(file)).size === 0) throw new ContentError(`${name} is empty (0 bytes): copy the picture again`);
      const slug = slugify(path.basename(fileName, path.extname(fileName)));
      const twin = bySlug.get(slug);
      if (twin) throw new ContentError(`${twin} and ${name} have the same name "${slug}": rename one of them`);
      bySlug.set(slug, name);
      const metaFile = path.join(dir, `${path.basename(fileName, path.extname(fileName))}.json`);
      const meta = (await readMeta(metaFile, shown(metaFile), pictureMetaSchema)) ?? {};
      originals.push({ name, file, slug, meta, alt: altText(meta, name) });
    }
    if (originals.length > 0) {
      categories.push({ slug: slugify(folder), name: categoryMeta?.name ?? folder, order: categoryMeta?.order ?? Infinity, originals });
    }
  }

  const byTitle = new Map<string, string>();
  for (const original of categories.flatMap((category) => category.originals)) {
    const title = original.meta.title?.toLowerCase();
    if (!title) continue;
    const twin = byTitle.get(title);
    if (twin) throw new ContentError(`${twin} and ${original.name} have the same title "${original.meta.title}": give one of them another`);
    byTitle.set(title, original.name);
  }
  return categories.sort((a, b) => a.order - b.order);
}
