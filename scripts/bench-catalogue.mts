// `npm run bench:catalogue`: what the home page costs with a working artist's catalogue. The site is
// built in a temporary copy with a generated catalogue of 130 and 300 works (distinct titles and
// files, uneven categories), made from copies of the 22 placeholder pictures' made files, so no
// picture is encoded. Run `npm run pictures` first. The repository itself is only read.
import { execFileSync } from 'node:child_process';
import { copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { GALLERY_FILE } from '../lib/assets';
import { madeFiles } from '../lib/pictures/settings';
import { gallerySchema, parseContent } from '../lib/schema';
import type { GalleryCategory, Picture } from '../lib/types';

const root = path.join(import.meta.dirname, '..');
const SIZES = [130, 300];
/** Uneven categories, as a working catalogue has them (12, 20, 35 and 54 works of 121). */
const CATEGORY_SHARES = [0.1, 0.16, 0.29, 0.45];

const seed = parseContent(gallerySchema, JSON.parse(readFileSync(path.join(root, 'public', GALLERY_FILE), 'utf8')), `public/${GALLERY_FILE}`);
const seedPictures = seed.flatMap((category) => category.pictures);
if (!seedPictures.every((picture) => picture.image)) throw new Error('Run `npm run pictures` first: the catalogue is made of the made files.');

/** Work `n` of a catalogue: a copy of a placeholder picture under its own name, title and files. */
function copyWork(n: number, category: string, publicDir: string): Picture {
  const source = seedPictures[n % seedPictures.length]!;
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

function catalogue(works: number, publicDir: string): GalleryCategory[] {
  let next = 0;
  return CATEGORY_SHARES.map((share, index) => {
    const count = index === CATEGORY_SHARES.length - 1 ? works - next : Math.round(works * share);
    const pictures = Array.from({ length: count }, (_, i) => copyWork(next + i, `reihe-${index + 1}`, publicDir));
    next += count;
    return { name: `Reihe ${index + 1}`, pictures };
  });
}

/**
 * A copy of the project without its originals (so `npm run pictures` leaves the catalogue alone),
 * inside the repository's .catalogue/ and without a lock file: Turbopack then takes the repository
 * as its root and finds node_modules there.
 */
function projectCopy(): string {
  mkdirSync(path.join(root, '.catalogue'), { recursive: true });
  const copy = mkdtempSync(path.join(root, '.catalogue', 'works-'));
  const tracked = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean);
  const copied = (name: string) => !name.startsWith('content/pictures/') && name !== 'package-lock.json' && existsSync(path.join(root, name));
  for (const file of tracked.filter(copied)) {
    mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
    copyFileSync(path.join(root, file), path.join(copy, file));
  }
  cpSync(path.join(root, 'public', 'assets'), path.join(copy, 'public', 'assets'), { recursive: true });
  // The share image's route reads its fonts from ./node_modules.
  symlinkSync(path.join(root, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
  return copy;
}

function homePage(dir: string) {
  const html = readFileSync(path.join(dir, 'out', 'index.html'));
  return { raw: html.length, gzip: gzipSync(html).length };
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
const rows: string[] = [];
const baseline = existsSync(path.join(root, 'out', 'index.html')) ? homePage(root) : undefined;
if (baseline) rows.push(`| ${seedPictures.length} (the placeholders, out/) | ${kb(baseline.raw)} | ${kb(baseline.gzip)} | 1.00 |`);
for (const works of SIZES) {
  const copy = projectCopy();
  try {
    const publicDir = path.join(copy, 'public');
    writeFileSync(path.join(publicDir, GALLERY_FILE), `${JSON.stringify(catalogue(works, publicDir), null, 2)}\n`);
    console.log(`Building the site with ${works} works …`);
    try {
      execFileSync('npm', ['run', 'build'], { cwd: copy, encoding: 'utf8', stdio: 'pipe', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
    } catch (error) {
      const { stdout, stderr } = error as { stdout?: string; stderr?: string };
      throw new Error(`The build with ${works} works failed:\n${stdout ?? ''}${stderr ?? ''}`);
    }
    const page = homePage(copy);
    rows.push(`| ${works} | ${kb(page.raw)} | ${kb(page.gzip)} | ${baseline ? (page.gzip / baseline.gzip).toFixed(2) : '–'} |`);
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}
console.log(['', '| works | home page HTML | gzip | gzip ÷ the placeholders\' |', '| --- | --- | --- | --- |', ...rows].join('\n'));
