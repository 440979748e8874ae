// `npm run bench:pictures`: how long the picture pipeline takes, and how many bytes a visitor gets.
// Works on copies in a temporary folder; the site's own content/ and public/ are only read.
import { cp, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { GALLERY_FILE } from '@/lib/domain/assets';
import { buildPictures, GALLERY_OUTPUT } from '@/scripts/pictures/pipeline';
import { chromiumLaunchOptions } from '@/harness/browser';
import { startServer } from '@/scripts/serve.mjs';

const root = path.join(import.meta.dirname, '..');
const REPLICAS = 5;
const COLD_RUNS = 3;
const TARGETS = { thumbnailBytes: 15_000, firstViewPhone: 250_000, warmSecondsFor100: 2, coldSecondsPerOriginal: 1.5 };

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await work();
  return [result, (performance.now() - started) / 1000];
}

async function bytesIn(dir: string): Promise<number> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const sizes = await Promise.all(entries.filter((entry) => entry.isFile()).map((entry) => stat(path.join(entry.parentPath, entry.name))));
  return sizes.reduce((sum, { size }) => sum + size, 0);
}

/** The placeholder set `REPLICAS` times over, with the outputs a cold run would have left, to time a warm run at about 100 pictures. */
async function replicate(work: string): Promise<string> {
  const big = path.join(work, 'big');
  await cp(path.join(work, 'content'), path.join(big, 'content'), { recursive: true });
  await cp(path.join(work, 'public'), path.join(big, 'public'), { recursive: true });
  const pictures = path.join(big, 'content', 'pictures');
  const gallery: { name: string; pictures: Record<string, unknown>[] }[] = JSON.parse(await readFile(path.join(big, 'public', GALLERY_FILE), 'utf8'));
  const folders = (await readdir(pictures)).sort();
  const copies = [];
  for (let copy = 2; copy <= REPLICAS; copy++) {
    for (const [index, folder] of folders.entries()) {
      const target = `${folder}-${copy}`;
      const category = gallery.find((entry) => JSON.stringify(entry).includes(`"${GALLERY_OUTPUT}/${folder}/`))!;
      await cp(path.join(pictures, folder), path.join(pictures, target), { recursive: true });
      // Each work's sidecar, whether loose beside its photo or the index.json of the work's own folder.
      const sidecars = (await readdir(path.join(pictures, target), { recursive: true })).filter((name) => name.endsWith('.json') && path.basename(name) !== '_category.json');
      for (const file of sidecars) {
        const meta = JSON.parse(await readFile(path.join(pictures, target, file), 'utf8'));
        await writeFile(path.join(pictures, target, file), JSON.stringify({ ...meta, title: `${meta.title} (${copy})` }));
      }
      await writeFile(path.join(pictures, target, '_category.json'), JSON.stringify({ name: `${category.name} ${copy}`, order: copy * 10 + index }));
      await cp(path.join(big, 'public', GALLERY_OUTPUT, folder), path.join(big, 'public', GALLERY_OUTPUT, target), { recursive: true });
      const moved = JSON.parse(JSON.stringify(category).replaceAll(`${GALLERY_OUTPUT}/${folder}/`, `${GALLERY_OUTPUT}/${target}/`));
      copies.push({ name: `${category.name} ${copy}`, pictures: moved.pictures });
    }
  }
  await writeFile(path.join(big, 'public', GALLERY_FILE), JSON.stringify([...gallery, ...copies]));
  return big;
}

/**
 * Adds one work as the editor does, a folder with its photo and index.json, made from a placeholder;
 * with `longSide`, the photo is scaled to it, as a phone's camera delivers it (4032 px for 12 MP).
 */
async function addWork(contentDir: string, slug: string, longSide?: number) {
  const source = path.join(contentDir, 'pictures', 'aquarelle', 'ahorn-im-fruehling');
  const target = path.join(contentDir, 'pictures', 'aquarelle', slug);
  const meta = JSON.parse(await readFile(path.join(source, 'index.json'), 'utf8'));
  await mkdir(target);
  if (longSide) {
    await sharp(path.join(source, meta.picture)).resize({ width: longSide, height: longSide, fit: 'inside' }).jpeg({ quality: 90 }).toFile(path.join(target, `${slug}.jpg`));
  } else {
    await cp(path.join(source, meta.picture), path.join(target, `${slug}.jpg`));
  }
  await writeFile(path.join(target, 'index.json'), JSON.stringify({ ...meta, picture: `${slug}.jpg`, title: `${meta.title} (${slug})` }));
}

/** Bytes of gallery pictures a visitor's browser fetches to show the gallery's first view. */
async function firstView(url: string, width: number, height: number, deviceScaleFactor: number) {
  const browser = await chromium.launch(chromiumLaunchOptions() ?? {});
  const page = await browser.newPage({ viewport: { width, height }, deviceScaleFactor, isMobile: width < 768, hasTouch: width < 768 });
  const fetched: { url: string; bytes: number }[] = [];
  page.on('response', async (response) => {
    if (!response.url().includes(`/${GALLERY_OUTPUT}/`)) return;
    fetched.push({ url: response.url(), bytes: (await response.body()).length });
  });
  await page.goto(url);
  await page.locator('[data-layout]').first().waitFor();
  await page.locator('#gallery').scrollIntoViewIfNeeded();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  await browser.close();
  return fetched;
}

const work = await mkdtemp(path.join(tmpdir(), 'bench-pictures-'));
try {
  await cp(path.join(root, 'content'), path.join(work, 'content'), { recursive: true });
  const options = { contentDir: path.join(work, 'content'), publicDir: path.join(work, 'public') };
  // Cold runs are noisy on a shared machine: the median of three, each into an empty public/.
  const colds: number[] = [];
  for (let run = 0; run < COLD_RUNS - 1; run++) {
    colds.push((await timed(() => buildPictures(options)))[1]);
    await rm(options.publicDir, { recursive: true });
  }
  const [cold, lastColdSeconds] = await timed(() => buildPictures(options));
  const coldSeconds = [...colds, lastColdSeconds].sort((a, b) => a - b)[Math.floor(COLD_RUNS / 2)]!;
  const [, warmSeconds] = await timed(() => buildPictures(options));
  const originalsBytes = await bytesIn(path.join(work, 'content'));
  await addWork(options.contentDir, 'neu');
  const [addedOne, addedOneSeconds] = await timed(() => buildPictures(options));
  await addWork(options.contentDir, 'neu-vom-telefon', 4032);
  const [addedPhoto, addedPhotoSeconds] = await timed(() => buildPictures(options));

  const big = await replicate(work);
  const bigOptions = { contentDir: path.join(big, 'content'), publicDir: path.join(big, 'public') };
  const settled = await buildPictures(bigOptions);
  const [bigWarm, bigWarmSeconds] = await timed(() => buildPictures(bigOptions));

  console.log('Building the site to measure what a visitor is sent …');
  execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'ignore' });
  const server = await startServer({ port: 0, quiet: true });
  const phone = await firstView(server.url, 375, 812, 2);
  const desktop = await firstView(server.url, 1440, 900, 1);
  await server.close();

  const sum = (list: { bytes: number }[]) => list.reduce((total, item) => total + item.bytes, 0);
  const thumbs = [...phone, ...desktop].filter((item) => /-t\d+\.avif$/.test(item.url));
  const meanThumb = thumbs.length ? sum(thumbs) / thumbs.length : NaN;
  // Every original a cold run made: the pictures, the portrait and the background.
  const coldPerOriginal = coldSeconds / (cold?.made ?? NaN);
  const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
  const mark = (ok: boolean) => (ok ? 'ok' : 'OVER TARGET');

  console.log(`
| figure | value | target |
| --- | --- | --- |
| pictures | ${cold?.pictures} (+ portrait and background) | |
| seconds cold (median of ${COLD_RUNS}) | ${coldSeconds.toFixed(2)} | |
| seconds cold per original | ${coldPerOriginal.toFixed(2)} | ≤ ${TARGETS.coldSecondsPerOriginal} s: ${mark(coldPerOriginal <= TARGETS.coldSecondsPerOriginal)} |
| seconds warm | ${warmSeconds.toFixed(2)} (${cold?.pictures} unchanged) | |
| seconds to add one work | ${addedOneSeconds.toFixed(2)} (made ${addedOne?.made}) | |
| seconds to add one phone photo (4032 px) | ${addedPhotoSeconds.toFixed(2)} (made ${addedPhoto?.made}) | |
| seconds warm, ${bigWarm?.pictures} pictures | ${bigWarmSeconds.toFixed(2)} (made ${bigWarm?.made}; the run before it made ${settled?.made}) | < ${TARGETS.warmSecondsFor100} s: ${mark(bigWarmSeconds < TARGETS.warmSecondsFor100)} |
| bytes of originals | ${kb(originalsBytes)} | |
| first view of the gallery, 375px (DPR 2) | ${kb(sum(phone))} in ${phone.length} files | < ${kb(TARGETS.firstViewPhone)}: ${mark(sum(phone) < TARGETS.firstViewPhone)} |
| first view of the gallery, 1440px (DPR 1) | ${kb(sum(desktop))} in ${desktop.length} files | |
| mean thumbnail as served (AVIF) | ${kb(meanThumb)} over ${thumbs.length} | < ${kb(TARGETS.thumbnailBytes)}: ${mark(meanThumb < TARGETS.thumbnailBytes)} |
`);
} finally {
  await rm(work, { recursive: true, force: true });
}
