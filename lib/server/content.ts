// Build-time content loading: server components read the content files once, validated.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { ADDRESSES_FILE, EXHIBITIONS_FILE, GALLERY_FILE, isAbsoluteUrl, SITE_IMAGES_FILE } from '@/lib/domain/assets';
import { decodeText, parseJson } from './json';
import { flattenPictures } from '@/lib/domain/gallery';
import { madeFiles } from '@/lib/domain/picture-files';
import { ContentError, exhibitionsSchema, gallerySchema, parseContent, portfolioSchema, publishedAddressesSchema, ROOM_KEY, ROOM_KEY_LENGTH, roomSchema, siteImagesSchema } from '@/lib/domain/schema';
import type { Exhibition, GalleryCategory, GalleryPicture, SiteImages } from '@/lib/domain/types';
import { pictureSlugs } from '@/lib/domain/viewer';
import type { PlacedExhibition } from '@/lib/domain/exhibitions';
import { assignExhibitionAddresses, type ExhibitionMemory, type ExhibitionMove } from '@/lib/domain/exhibition-addresses';
import { berlinToday } from '@/lib/domain/dates';
import { SITE_URL } from '@/config/site';
import type { RoomFile } from '@/lib/domain/rooms';
import { chooseWorks, type PortfolioFile } from '@/lib/domain/portfolios';

const PUBLIC_DIR = path.join(process.cwd(), 'public');

async function readJson(publicDir: string, file: string): Promise<unknown> {
  const name = `public/${file}`;
  let bytes: Buffer;
  try {
    bytes = await readFile(path.join(publicDir, file));
  } catch (error) {
    throw new ContentError(`${name} could not be read: ${(error as Error).message}`);
  }
  return parseJson(decodeText(bytes), name);
}

export async function loadGallery(publicDir: string = PUBLIC_DIR): Promise<GalleryCategory[]> {
  const name = `public/${GALLERY_FILE}`;
  const categories = parseContent(gallerySchema, await readJson(publicDir, GALLERY_FILE), name);
  // Every file the page will ask for must be there: a missing one fails the build, not a visitor.
  categories.forEach((category, categoryIndex) =>
    category.pictures.forEach((picture, pictureIndex) => {
      const files = [
        { field: 'thumb', file: picture.thumb },
        { field: 'url', file: picture.url },
        ...(picture.image ? madeFiles(picture.image).map((file) => ({ field: 'image', file })) : []),
      ];
      for (const { field, file } of files) {
        const local = file.replace(/^\.?\//, '');
        if (isAbsoluteUrl(file) || existsSync(path.join(publicDir, local))) continue;
        throw new ContentError(
          `${name} is not valid:\n  entry ${categoryIndex + 1} ("${category.name}"), pictures entry ${pictureIndex + 1}, field "${field}": the file public/${local} does not exist`,
        );
      }
    }),
  );
  return categories;
}

/** A work of the gallery with the slug of its own page ('/werke/<slug>/'). */
export type Work = { picture: GalleryPicture; slug: string };

const works = new Map<string, Promise<Work[]>>();

/**
 * Every work, in the gallery's order, with its page's slug: unique across categories, the same from
 * build to build. Read and checked once per build process: each work page's metadata and content
 * ask for the list, and checking every file again for each of 300 pages made the build quadratic.
 * `next dev` reads it afresh each time, so a changed gallery shows without a restart.
 */
export function loadWorks(publicDir: string = PUBLIC_DIR): Promise<Work[]> {
  const read = () =>
    loadGallery(publicDir).then((categories) => {
      const pictures = flattenPictures(categories);
      const slugs = pictureSlugs(pictures);
      return pictures.map((picture, index) => ({ picture, slug: slugs[index]! }));
    });
  if (process.env.NODE_ENV !== 'production') return read();
  if (!works.has(publicDir)) works.set(publicDir, read());
  return works.get(publicDir)!;
}

/** An address a work had before its folder was renamed, and the work's address now. */
export type Move = { from: string; to: string };

async function readMoves(publicDir: string): Promise<Move[]> {
  if (!existsSync(path.join(publicDir, ADDRESSES_FILE))) return [];
  const { works } = parseContent(publishedAddressesSchema, await readJson(publicDir, ADDRESSES_FILE), `public/${ADDRESSES_FILE}`);
  const current = new Set((await loadWorks(publicDir)).map((work) => work.slug));
  return works.flatMap(({ address, formerly = [] }) => (current.has(address) ? formerly.filter((old) => !current.has(old)).map((from) => ({ from, to: address })) : []));
}

const moves = new Map<string, Promise<Move[]>>();

/**
 * The works' old addresses, each still leading to its work: `npm run pictures` keeps them in
 * addresses.json. A hand-written gallery.json has none. Read once per build process, as loadWorks:
 * every work page's params, metadata and content ask for them.
 */
export function loadMoves(publicDir: string = PUBLIC_DIR): Promise<Move[]> {
  if (process.env.NODE_ENV !== 'production') return readMoves(publicDir);
  if (!moves.has(publicDir)) moves.set(publicDir, readMoves(publicDir));
  return moves.get(publicDir)!;
}

/** Says a warning about a file: on the command line a line, on GitHub Actions an annotation on the file. */
export type Warn = (file: string, text: string) => void;

/**
 * A list's works as they are now: a work's former address (its folder renamed) follows it to its
 * address now, and an address that is no work's (the work deleted) is left out, with a warning.
 */
async function followWorks(publicDir: string, names: string[], where: string, file: string, warn: Warn, addresses?: string[]): Promise<string[]> {
  const current = new Set(addresses ?? (await loadWorks(publicDir)).map((work) => work.slug));
  const moves = new Map(addresses ? [] : (await loadMoves(publicDir)).map(({ from, to }) => [from, to]));
  return names.flatMap((name) => {
    const now = current.has(name) ? name : moves.get(name);
    if (now !== undefined) return [now];
    warn(file, `${file}, ${where}, field "works": no work has the address /werke/${name}/ (deleted?), so it is left out; choose the works again in the editor, or remove "${name}"`);
    return [];
  });
}

const quietly: Warn = () => {};

/**
 * The exhibitions, validated, each naming its works by their addresses now (followWorks). `npm run
 * pictures` passes `warn` to say what it left out; the site's build, which runs after it, leaves it
 * out quietly. The check before the pictures are made gives the `addresses` the works will have.
 */
export async function loadExhibitions(publicDir: string = PUBLIC_DIR, warn: Warn = quietly, addresses?: string[]): Promise<Exhibition[]> {
  const name = `public/${EXHIBITIONS_FILE}`;
  const exhibitions = parseContent(exhibitionsSchema, await readJson(publicDir, EXHIBITIONS_FILE), name);
  return Promise.all(
    exhibitions.map(async (exhibition, index) =>
      exhibition.works?.length
        ? { ...exhibition, works: await followWorks(publicDir, exhibition.works, `entry ${index + 1} (${JSON.stringify(exhibition.title ?? exhibition.description)})`, name, warn, addresses) }
        : exhibition,
    ),
  );
}

/** What addresses.json remembers of the exhibitions' addresses, if anything. */
export async function loadExhibitionMemory(publicDir: string = PUBLIC_DIR): Promise<ExhibitionMemory[] | undefined> {
  if (!existsSync(path.join(publicDir, ADDRESSES_FILE))) return undefined;
  return parseContent(publishedAddressesSchema, await readJson(publicDir, ADDRESSES_FILE), `public/${ADDRESSES_FILE}`).exhibitions;
}

/** The exhibitions with the addresses and tags `npm run pictures` published them under (lib/domain/exhibition-addresses.ts). */
export async function loadExhibitionPlan(publicDir: string = PUBLIC_DIR): Promise<{ exhibitions: PlacedExhibition[]; moves: ExhibitionMove[] }> {
  const exhibitions = await loadExhibitions(publicDir);
  const plan = assignExhibitionAddresses(exhibitions, await loadExhibitionMemory(publicDir), berlinToday(new Date()), new URL(SITE_URL).host, `public/${EXHIBITIONS_FILE}`);
  const placed = exhibitions.map((exhibition, index) => {
    const slug = plan.slugs[index]!;
    return (slug === null ? { ...exhibition, slug } : { ...exhibition, slug, tag: plan.tags[index]! }) as PlacedExhibition;
  });
  return { exhibitions: placed, moves: plan.moves };
}

/** The exhibitions, each with its page's lasting address and tag where it has a page. */
export const loadPublishedExhibitions = async (publicDir: string = PUBLIC_DIR) => (await loadExhibitionPlan(publicDir)).exhibitions;

/** The portrait and the landing background, as `npm run pictures` made them from content/. */
export async function loadSiteImages(publicDir: string = PUBLIC_DIR): Promise<SiteImages> {
  return parseContent(siteImagesSchema, await readJson(publicDir, SITE_IMAGES_FILE), `public/${SITE_IMAGES_FILE}`);
}

/** An exhibition that has a page, with its name and tag. */
export type ExhibitionPageEntry = Extract<PlacedExhibition, { slug: string }>;

/** The exhibitions with a page of their own ('/ausstellungen/<slug>/'), in the file's order. */
export async function loadExhibitionPages(publicDir: string = PUBLIC_DIR): Promise<ExhibitionPageEntry[]> {
  return (await loadPublishedExhibitions(publicDir)).filter((exhibition): exhibition is ExhibitionPageEntry => exhibition.slug !== null);
}

const CONTENT_DIR = path.join(process.cwd(), 'content');

/** A private viewing room, with the name of its file for messages. */
export type Room = RoomFile & { file: string };

/** 20 random letters, digits, '-' and '_' (120 bits): a key nobody guesses, offered where a room has none. */
const freshKey = () => randomBytes(15).toString('base64url');

/** What is wrong with a room's (or a portfolio's) key, and a fresh one to mend it, or null. */
function keyMistake(key: unknown, what: 'room' | 'portfolio' = 'room'): string | null {
  if (typeof key === 'string' && ROOM_KEY.test(key)) return null;
  const found = typeof key === 'string' && key.length >= ROOM_KEY_LENGTH ? 'has characters an address cannot carry (only letters, digits, "-" and "_")' : `is missing or shorter than ${ROOM_KEY_LENGTH} characters`;
  return `field "key" ${found}: set it to "${freshKey()}" (a fresh random key; the ${what}'s address is made from it)`;
}

/**
 * The private viewing rooms of content/rooms/, validated: each has a key of its own, long enough
 * not to be guessed, and names works of the gallery by their addresses, or the build stops naming
 * the file and the field, with a fresh key where one is needed. (`addresses`: as for loadExhibitions.)
 */
export async function loadRooms(contentDir: string = CONTENT_DIR, publicDir: string = PUBLIC_DIR, warn: Warn = quietly, addresses?: string[]): Promise<Room[]> {
  const folder = path.join(contentDir, 'rooms');
  // What computers leave beside files ('._berger.json', '.DS_Store') is passed over.
  const files = existsSync(folder) ? (await readdir(folder)).filter((file) => file.endsWith('.json') && !file.startsWith('.')).sort() : [];
  if (files.length === 0) return [];
  const byKey = new Map<string, string>();
  const rooms: Room[] = [];
  for (const file of files) {
    const name = `content/rooms/${file}`;
    const data = parseJson(decodeText(await readFile(path.join(folder, file))), name);
    const mistake = keyMistake(data && typeof data === 'object' ? (data as { key?: unknown }).key : undefined);
    if (mistake) throw new ContentError(`${name} is not valid:\n  ${mistake}`);
    const parsed = parseContent(roomSchema, data, name);
    const room = { ...parsed, works: await followWorks(publicDir, parsed.works, 'the room', name, warn, addresses) };
    const twin = byKey.get(room.key);
    if (twin) throw new ContentError(`${name} is not valid:\n  field "key" is the same as ${twin}'s, and two rooms cannot share an address: set it to "${freshKey()}" (a fresh random key)`);
    byKey.set(room.key, name);
    rooms.push({ ...room, file: name });
  }
  return rooms;
}

/** A portfolio to send, with the name of its file for messages; its works as the catalogue names them now, in her order. */
export type Portfolio = PortfolioFile & { file: string };

/** The JSON files of a folder of content/, in name order, without what computers leave beside them ('._celle.json'). */
async function contentFiles(folder: string): Promise<string[]> {
  return existsSync(folder) ? (await readdir(folder)).filter((file) => file.endsWith('.json') && !file.startsWith('.')).sort() : [];
}

/**
 * The portfolios of content/portfolios/, validated: each has a key of its own, long enough not to
 * be guessed. Its works follow a renamed work, as a room's do; a work that is gone (she deletes
 * sold works) is left out with a warning naming the entry, so one old portfolio never holds back
 * the site, and she sees it before she sends the file. (`warn`, `addresses`: as for loadExhibitions.)
 */
export async function loadPortfolios(contentDir: string = CONTENT_DIR, publicDir: string = PUBLIC_DIR, warn: Warn = quietly, addresses?: string[]): Promise<Portfolio[]> {
  const folder = path.join(contentDir, 'portfolios');
  const files = await contentFiles(folder);
  if (files.length === 0) return [];
  const works = addresses ? addresses.map((slug) => ({ slug })) : (await loadWorks(publicDir)).map(({ slug }) => ({ slug }));
  const moves = addresses ? [] : await loadMoves(publicDir);
  const byKey = new Map<string, string>();
  const portfolios: Portfolio[] = [];
  for (const file of files) {
    const name = `content/portfolios/${file}`;
    const data = parseJson(decodeText(await readFile(path.join(folder, file))), name);
    const mistake = keyMistake(data && typeof data === 'object' ? (data as { key?: unknown }).key : undefined, 'portfolio');
    if (mistake) throw new ContentError(`${name} is not valid:\n  ${mistake}`);
    const parsed = parseContent(portfolioSchema, data, name);
    const { chosen, missing, twice } = chooseWorks(parsed.works, works, moves);
    for (const { entry, name: work } of missing) warn(name, `${name}, works entry ${entry}, field "works": no work has the address /werke/${work}/ (deleted, renamed, or a typing mistake?), so the portfolio is made without it; choose the works again in the editor, or remove "${work}"`);
    for (const { entry, name: work } of twice) warn(name, `${name}, works entry ${entry}, field "works": "${work}" is named before, so it is shown once; remove it here`);
    const twin = byKey.get(parsed.key);
    if (twin) throw new ContentError(`${name} is not valid:\n  field "key" is the same as ${twin}'s, and two portfolios cannot share an address: set it to "${freshKey()}" (a fresh random key)`);
    byKey.set(parsed.key, name);
    if (chosen.length === 0) {
      warn(name, `${name}, field "works": none of its works is in the catalogue any more, so the portfolio is not made; choose its works again in the editor`);
      continue;
    }
    portfolios.push({ ...parsed, works: chosen.map(({ slug }) => slug), file: name });
  }
  return portfolios;
}
