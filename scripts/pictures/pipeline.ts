// `npm run pictures`: turns the originals in content/ into everything the site serves, doing again
// only what changed. Originals are only ever read. The generated folders public/assets/gallery and
// public/assets/site belong to this pipeline: files there whose original is gone are removed.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile, rm } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { ADDRESSES_FILE, GALLERY_FILE, SITE_IMAGES_FILE } from '@/lib/domain/assets';
import { ContentError, gallerySchema, parseContent, publishedAddressesSchema, siteImagesSchema } from '@/lib/domain/schema';
import type { GalleryCategory, ImageVariants, Picture, PublishedAddresses, SiteImage, SiteImages } from '@/lib/domain/types';
import { SITE_TEXTS_FILE } from '@/lib/server/artist-texts';
import { writeAtomically } from '@/scripts/files';
import { assignAddresses } from './addresses';
import { type EncodeOptions, encodeOriginal, ladder } from './encode';
import { deepLayout } from './deep-tiles';
import { widthNeeded } from './large-screen';
import { trueSizeNotice } from './true-size';
import { findOriginals } from '@/lib/server/originals';
import { type Halt, inParallel } from './parallel';
import { PAPER } from '@/config/colours';
import { FORMATS, madeFiles, namedFiles, ORIGINAL_EXTENSIONS } from '@/lib/domain/picture-files';
import { AVIF_CHROMA_SUBSAMPLING, AVIF_EFFORT, FULL_WIDTHS, PAPER_QUALITY, PLACEHOLDER_WIDTH, QUALITY, SHARE_IMAGE, THUMB_WIDTHS } from './settings';

export const GALLERY_OUTPUT = 'assets/gallery';
export const SITE_OUTPUT = 'assets/site';
const SITE_ORIGINALS = { portrait: 'portrait', background: 'background' } as const;
export type SiteOriginal = keyof typeof SITE_ORIGINALS;

export type PipelineOptions = {
  contentDir: string;
  publicDir: string;
  /** The portrait and background as content/site.json names them; without, content/portrait.* and content/background.*. */
  siteOriginals?: Partial<Record<SiteOriginal, string>>;
  concurrency?: number;
  log?: (line: string) => void;
  /** The works as the check before found them (planWorks), so the originals are not read twice for their fingerprints. */
  plan?: WorksPlan;
};
/** A work whose original is too narrow to be sharp on a large screen: its name, its width and the width it needs. */
export type SoftWork = { name: string; width: number; needed: number };
/** A work whose page draws no figure to scale although she wrote a size: its sidecar, and what to say (true-size.ts). */
export type SizeNotice = { sidecar: string; text: string };
export type PipelineResult = { pictures: number; made: number; reused: number; removed: number; notPublished: string[]; soft: SoftWork[]; sizes: SizeNotice[] };

/** Every setting a made file depends on: a change to one makes every picture anew. (Its form is kept, so the cache of made files stays valid.) */
const SETTINGS_FINGERPRINT = JSON.stringify({ THUMB_WIDTHS, FULL_WIDTHS, PLACEHOLDER_WIDTH, FORMATS, QUALITY, PAPER_QUALITY, PAPER, AVIF_EFFORT, AVIF_CHROMA_SUBSAMPLING, SHARE_IMAGE, version: 4 });

type Made = { width: number; height: number; placeholder: string; hash: string; image: ImageVariants };

/**
 * Whether the last run made every width the ladder asks of this original now, and the deep zoom's
 * tiles as they are asked now (`detail` switched, or their settings changed): else it is made again, under the same name.
 */
const sameLadder = ({ width, height, image }: Made, { thumbs, deep }: EncodeOptions) =>
  JSON.stringify(ladder(width, thumbs)) === JSON.stringify({ thumbWidths: image.thumbWidths, fullWidths: image.fullWidths }) &&
  JSON.stringify(deep ? deepLayout(width, height) : undefined) === JSON.stringify(image.deep);

async function contentHash(file: string): Promise<string> {
  return createHash('sha256')
    .update(await readFile(file))
    .update(SETTINGS_FINGERPRINT)
    .digest('hex')
    .slice(0, 16);
}

/** What the last run made, by its files' base, so unchanged originals are not made again. */
async function previousRun(publicDir: string): Promise<Map<string, Made>> {
  const made = new Map<string, Made>();
  const remember = ({ image, hash, width, height, placeholder }: Picture | SiteImage) => {
    if (image && hash && width && height && placeholder) made.set(image.base, { image, hash, width, height, placeholder });
  };
  const galleryFile = path.join(publicDir, GALLERY_FILE);
  if (existsSync(galleryFile)) {
    const name = `public/${GALLERY_FILE}`;
    let categories: GalleryCategory[];
    try {
      categories = parseContent(gallerySchema, JSON.parse(await readFile(galleryFile, 'utf8')), name);
    } catch (error) {
      throw new ContentError(`${(error as Error).message}\n${name} is written by \`npm run pictures\` from content/pictures; move it away to have it made anew.`);
    }
    const pictures = categories.flatMap((category) => category.pictures);
    if (pictures.some((picture) => !picture.hash)) {
      throw new ContentError(
        `${name} was written by hand, and \`npm run pictures\` will not overwrite it: rename it (for example to gallery.old.json) to have it made from content/pictures.`,
      );
    }
    pictures.forEach(remember);
  }
  const siteFile = path.join(publicDir, SITE_IMAGES_FILE);
  if (existsSync(siteFile)) {
    const site = parseContent(siteImagesSchema, JSON.parse(await readFile(siteFile, 'utf8')), `public/${SITE_IMAGES_FILE}`);
    Object.values(site).forEach(remember);
  }
  return made;
}

/** The addresses the last publish had: this folder's from the last run, or the live site's (scripts/recall-addresses.mts). */
async function publishedAddresses(publicDir: string): Promise<PublishedAddresses | undefined> {
  const file = path.join(publicDir, ADDRESSES_FILE);
  if (!existsSync(file)) return undefined;
  return parseContent(publishedAddressesSchema, JSON.parse(await readFile(file, 'utf8')), `public/${ADDRESSES_FILE}`);
}

/** An original's own fingerprint, whatever the pipeline's settings: a renamed folder is known by it. */
const pictureFingerprint = async (file: string) => createHash('sha256').update(await readFile(file)).digest('hex').slice(0, 16);

async function listFiles(dir: string): Promise<string[]> {
  if (!existsSync(dir)) return [];
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/** The portrait or background: the file content/site.json names, or else content/<stem>.jpg (or .png, …). */
export function findSiteOriginal(contentDir: string, stem: SiteOriginal, named: string | undefined): string {
  if (named !== undefined) {
    const file = path.join(contentDir, named);
    if (!existsSync(file) || !ORIGINAL_EXTENSIONS.includes(path.extname(named).toLowerCase())) {
      throw new ContentError(
        `content/${SITE_TEXTS_FILE} is not valid:\n  field "${stem}": expected a picture in content/ (${ORIGINAL_EXTENSIONS.join(', ')}), found the text ${JSON.stringify(named)}: copy the picture there, or correct its name`,
      );
    }
    return file;
  }
  const found = ORIGINAL_EXTENSIONS.map((extension) => path.join(contentDir, `${stem}${extension}`)).find((file) => existsSync(file));
  if (!found) throw new ContentError(`content/${stem}.jpg is missing (or .png, .webp, .tif): the site needs it`);
  return found;
}

export type WorksPlan = Awaited<ReturnType<typeof planWorks>>;

/** The works found under content/pictures, each with the address it will have: worked out from the originals and the last addresses, without making a file. */
export async function planWorks(contentDir: string, publicDir: string) {
  const { categories, notPublished } = await findOriginals(contentDir);
  const originals = categories.flatMap((category) => category.originals.map((original) => ({ category, original })));
  const fingerprints = await Promise.all(originals.map(({ original }) => pictureFingerprint(original.file)));
  const addressPlan = assignAddresses(
    originals.map(({ category, original }, index) => ({ source: original.source, category: category.slug, picture: fingerprints[index]! })),
    await publishedAddresses(publicDir),
  );
  return { categories, notPublished, originals, addressPlan };
}

export async function buildPictures({ contentDir, publicDir, siteOriginals = {}, concurrency = availableParallelism(), log = () => {}, plan }: PipelineOptions): Promise<PipelineResult | null> {
  if (!existsSync(path.join(contentDir, 'pictures'))) {
    log('content/pictures does not exist: public/assets/gallery.json is left as it is.');
    return null;
  }
  const { categories, notPublished, originals, addressPlan } = plan ?? (await planWorks(contentDir, publicDir));
  const before = await previousRun(publicDir);
  let made = 0;

  const makeOrReuse = async (file: string, name: string, folder: string, slug: string, options: EncodeOptions): Promise<Made> => {
    const hash = await contentHash(file);
    const base = `${folder}/${slug}.${hash.slice(0, 8)}`;
    const old = before.get(base);
    if (old && old.hash === hash && sameLadder(old, options) && madeFiles(old.image).every((relative) => existsSync(path.join(publicDir, relative)))) {
      return old;
    }
    const encoded = await encodeOriginal(file, name, publicDir, base, { ...options, log });
    made++;
    log(`made   ${name}`);
    return { width: encoded.width, height: encoded.height, placeholder: encoded.placeholder, hash, image: encoded.image };
  };

  // By each work's place in the gallery, whichever is made first.
  const soft: SoftWork[] = [];
  const sizes: SizeNotice[] = [];
  const pictureTasks = originals.map(({ category, original }, index) => async (): Promise<Picture> => {
    const result = await makeOrReuse(original.file, original.name, `${GALLERY_OUTPUT}/${category.slug}`, original.slug, { thumbs: true, quality: QUALITY, deep: original.meta.detail !== false });
    const needed = widthNeeded(result);
    if (needed) soft[index] = { name: original.name, width: result.width, needed };
    const sizeNotice = trueSizeNotice(original.sidecar, original.meta.size, result);
    if (sizeNotice) sizes[index] = { sidecar: original.sidecar, text: sizeNotice };
    // Where the picture is and its place in the list are the pipeline's business, not the page's.
    const { picture: _file, order: _order, detail: _detail, ...shown } = original.meta;
    return {
      ...namedFiles(result.image),
      alt: original.alt,
      ...shown,
      slug: addressPlan.addresses[index]!,
      ...result,
    };
  });
  const siteImage = async (stem: SiteOriginal) => {
    const file = findSiteOriginal(contentDir, stem, siteOriginals[stem]);
    const quality = PAPER_QUALITY[stem];
    return makeOrReuse(file, `content/${path.basename(file)}`, SITE_OUTPUT, stem, { thumbs: false, quality });
  };

  // Pictures are made `concurrency` at a time (each also makes its own files on every core), and
  // the portrait and background beside them.
  const halt: Halt = {};
  const [pictures, [portrait, background]] = await Promise.all([
    inParallel(pictureTasks, concurrency, halt),
    inParallel([() => siteImage(SITE_ORIGINALS.portrait), () => siteImage(SITE_ORIGINALS.background)], 2, halt),
  ]);
  if ('error' in halt) throw halt.error;
  if (!portrait || !background) throw new Error('The portrait and background were not made.');
  const siteImages: SiteImages = { portrait, background };

  let offset = 0;
  const gallery: GalleryCategory[] = categories.map((category) => {
    const slice = pictures.slice(offset, offset + category.originals.length);
    offset += category.originals.length;
    return { name: category.name, pictures: slice };
  });
  await writeAtomically(path.join(publicDir, GALLERY_FILE), `${JSON.stringify(gallery, null, 2)}\n`);
  await writeAtomically(path.join(publicDir, SITE_IMAGES_FILE), `${JSON.stringify(siteImages, null, 2)}\n`);
  await writeAtomically(path.join(publicDir, ADDRESSES_FILE), `${JSON.stringify(addressPlan.published, null, 2)}\n`);
  addressPlan.report.forEach((line) => log(line));

  // Only generated files: those of originals that are gone, or of an earlier version of one.
  const wanted = new Set(
    [...pictures.map((picture) => picture.image), portrait.image, background.image]
      .flatMap((image) => (image ? madeFiles(image) : []))
      .map((relative) => path.join(publicDir, relative)),
  );
  const stale = [
    ...(await listFiles(path.join(publicDir, GALLERY_OUTPUT))),
    ...(await listFiles(path.join(publicDir, SITE_OUTPUT))),
  ].filter((file) => !wanted.has(file));
  await Promise.all(stale.map((file) => rm(file)));
  // A deep zoom's folder left without tiles (its work gone, remade or set to `detail: false`) goes with them.
  const deepFolders = new Set(stale.flatMap((file) => /^(.*-deep)[/\\]/.exec(file)?.[1] ?? []));
  for (const folder of deepFolders) if ((await listFiles(folder)).length === 0) await rm(folder, { recursive: true });

  return { pictures: pictures.length, made, reused: pictures.length + 2 - made, removed: stale.length, notPublished, soft: soft.filter(Boolean), sizes: sizes.filter(Boolean) };
}
