// A working artist's catalogue, generated: the site built in a copy with 130 or 300 works (distinct
// titles and files, uneven categories), made from copies of the 22 placeholder pictures' made files,
// so no picture is encoded. For `npm run bench:catalogue` and `npm run test:catalogue`; run
// `npm run pictures` first. The repository itself is only read.
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { EXHIBITIONS_FILE, GALLERY_FILE } from '@/lib/domain/assets';
import { madeFiles } from '@/lib/domain/picture-files';
import { gallerySchema, parseContent } from '@/lib/domain/schema';
import type { GalleryCategory, Picture } from '@/lib/domain/types';
import { projectCopy } from './project-copy';

export const root = path.join(import.meta.dirname, '..');

/**
 * Uneven categories, as a working catalogue has them, the first among the largest (102 drawings of
 * 308 in the one of issue #29): 44, 13, 21 and 52 works of 130; 102, 30, 48 and 120 of 300.
 */
const CATEGORY_SHARES = [0.34, 0.1, 0.16, 0.4];

/**
 * How many works each category holds: by the shares above, or with `firstCategory` works in the
 * first and the rest shared among the others as above (a phone's first screen then holds what the
 * placeholders' does, however large the catalogue).
 */
function categorySizes(works: number, firstCategory?: number): number[] {
  const [first, ...others] = CATEGORY_SHARES as [number, ...number[]];
  const shares = firstCategory === undefined ? CATEGORY_SHARES : [firstCategory / works, ...others.map((share) => ((share / (1 - first)) * (works - firstCategory)) / works)];
  let placed = 0;
  return shares.map((share, index) => {
    const count = index === shares.length - 1 ? works - placed : Math.round(works * share);
    placed += count;
    return count;
  });
}

function seedPictures(): Picture[] {
  const seed = parseContent(gallerySchema, JSON.parse(readFileSync(path.join(root, 'public', GALLERY_FILE), 'utf8')), `public/${GALLERY_FILE}`);
  const pictures = seed.flatMap((category) => category.pictures);
  if (!pictures.every((picture) => picture.image)) throw new Error('Run `npm run pictures` first: the catalogue is made of the made files.');
  return pictures;
}

/** Work `n` of a catalogue: a copy of a placeholder picture under its own name, title and files. */
function copyWork(seed: Picture[], n: number, category: string, publicDir: string): Picture {
  const source = seed[n % seed.length]!;
  const image = source.image!;
  const slug = `${source.slug}-${n + 1}`;
  const base = `assets/gallery/${category}/${slug}.${image.base.split('.').at(-1)}`;
  const copied = { ...image, base };
  for (const [from, to] of madeFiles(image).map((file, index) => [file, madeFiles(copied)[index]!] as const)) {
    mkdirSync(path.dirname(path.join(publicDir, to)), { recursive: true });
    copyFileSync(path.join(publicDir, from), path.join(publicDir, to));
  }
  const rename = (file: string) => file.replace(image.base, base);
  return { ...source, slug, title: `${source.title ?? 'Baum'} ${n + 1}`, thumb: rename(source.thumb), url: rename(source.url), image: copied };
}

export function catalogue(works: number, publicDir: string, firstCategory?: number): GalleryCategory[] {
  const seed = seedPictures();
  let next = 0;
  return categorySizes(works, firstCategory).map((count, index) => {
    const pictures = Array.from({ length: count }, (_, i) => copyWork(seed, next + i, `reihe-${index + 1}`, publicDir));
    next += count;
    return { name: `Reihe ${index + 1}`, pictures };
  });
}

export type CatalogueSite = { works: number; dir: string; out: string; buildSeconds: number; remove: () => void };

/** The site built with a generated catalogue of this many works (`firstCategory` in the first); `remove()` deletes the copy. */
export function buildCatalogueSite(works: number, firstCategory?: number): CatalogueSite {
  const dir = projectCopy({ root, prefix: 'works-', withOriginals: false });
  const remove = () => rmSync(dir, { recursive: true, force: true });
  try {
    const publicDir = path.join(dir, 'public');
    writeFileSync(path.join(publicDir, GALLERY_FILE), `${JSON.stringify(catalogue(works, publicDir, firstCategory), null, 2)}\n`);
    // The exhibitions as they are, but for the works they name: the generated catalogue has other names.
    const exhibitionsFile = path.join(publicDir, EXHIBITIONS_FILE);
    const exhibitions = (JSON.parse(readFileSync(exhibitionsFile, 'utf8')) as Record<string, unknown>[]).map(({ works: _named, ...exhibition }) => exhibition);
    writeFileSync(exhibitionsFile, `${JSON.stringify(exhibitions, null, 2)}\n`);
    // The rooms name works by the placeholders' names too, and are no part of what is measured.
    rmSync(path.join(dir, 'content', 'rooms'), { recursive: true, force: true });
    const started = performance.now();
    execFileSync('npm', ['run', 'build'], { cwd: dir, encoding: 'utf8', stdio: 'pipe', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
    return { works, dir, out: path.join(dir, 'out'), buildSeconds: (performance.now() - started) / 1000, remove };
  } catch (error) {
    remove();
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    throw new Error(`The build with ${works} works failed:\n${stdout ?? ''}${stderr ?? ''}${stdout || stderr ? '' : String(error)}`);
  }
}

/** The home page's HTML, raw and gzip (level 9, as the budgets count it). */
export function homePageBytes(out: string) {
  const html = readFileSync(path.join(out, 'index.html'));
  return { raw: html.length, gzip: gzipSync(html, { level: 9 }).length };
}
