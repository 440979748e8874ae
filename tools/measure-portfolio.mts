// `npm run measure:portfolio`: how large a portfolio of 20 works is, made from originals a camera
// gives (the generated catalogue's works, harness/catalogue.mts, each photographed anew at 12
// megapixels with the grain of canvas and paper, which JPEG keeps at a cost), against the 20 MB
// a portfolio must stay under to be sent by e-mail. Works in a copy; the repository is only read.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { ADDRESSES_FILE, GALLERY_FILE } from '@/lib/domain/assets';
import { portfolioPath } from '@/lib/domain/portfolios';
import { catalogue, root } from '@/harness/catalogue.mjs';

const WORKS = 20;
const LIMIT = 20_000_000;
/** 12 megapixels, as a camera takes them: more than the 300 dpi print needs, so the PDF is as large as it gets. */
const LONG_SIDE = 4000;
const KEY = 'measure0portfolio0size';

const dir = mkdtempSync(path.join(tmpdir(), 'portfolio-size-'));
try {
  for (const part of ['package.json', 'tsconfig.json', 'scripts', 'lib', 'config', 'app/_tokens.scss', 'components/frame/fonts', 'content/site.json', 'content/impressum.json', 'content/datenschutz.json', 'public/assets/curriculum.pdf']) {
    cpSync(path.join(root, part), path.join(dir, part), { recursive: true });
  }
  symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  const publicDir = path.join(dir, 'public');
  // The made files are copied from the repository's: `npm run pictures` first.
  cpSync(path.join(root, 'public', 'assets', 'gallery'), path.join(publicDir, 'assets', 'gallery'), { recursive: true });
  const gallery = catalogue(WORKS, publicDir);
  writeFileSync(path.join(publicDir, GALLERY_FILE), JSON.stringify(gallery));
  const works = gallery.flatMap((category, index) => category.pictures.map((picture) => ({ picture, folder: `reihe-${index + 1}` })));
  const addresses = works.map(({ picture, folder }) => ({ address: picture.slug!, source: `${folder}/${picture.slug}`, picture: '0' }));
  writeFileSync(path.join(publicDir, ADDRESSES_FILE), JSON.stringify({ version: 1, works: addresses }));
  for (const { picture, folder } of works) {
    const work = path.join(dir, 'content', 'pictures', folder, picture.slug!);
    mkdirSync(work, { recursive: true });
    writeFileSync(path.join(work, 'index.json'), JSON.stringify({ title: picture.title }));
    const { width, height } = picture as { width: number; height: number };
    const scale = LONG_SIDE / Math.max(width, height);
    const [w, h] = [2 * Math.round((width * scale) / 2), 2 * Math.round((height * scale) / 2)];
    // The grain: noise two pixels wide, so it lasts down to print size (about 2000 px), laid over the enlarged picture.
    const grain = await sharp({ create: { width: w / 2, height: h / 2, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
      .resize(w, h, { kernel: 'nearest' })
      .png()
      .toBuffer();
    await sharp(path.join(publicDir, picture.url)).resize(w, h).composite([{ input: grain, blend: 'overlay' }]).jpeg({ quality: 92 }).toFile(path.join(work, `${picture.slug}.jpg`));
  }
  mkdirSync(path.join(dir, 'content', 'portfolios'));
  writeFileSync(
    path.join(dir, 'content', 'portfolios', 'size.json'),
    JSON.stringify({ title: 'Bewerbung', recipient: 'Kunstverein', text: 'Zwanzig Werke.', works: works.map(({ picture }) => picture.slug), key: KEY }),
  );
  mkdirSync(path.join(dir, 'out'));
  writeFileSync(path.join(dir, 'out', '404.html'), '');
  const started = performance.now();
  execFileSync('npx', ['tsx', 'scripts/portfolios.mts'], { cwd: dir, stdio: 'inherit' });
  const seconds = (performance.now() - started) / 1000;
  const bytes = statSync(path.join(dir, 'out', portfolioPath(KEY))).size;
  console.log(`\n${WORKS} works from ${LONG_SIDE} px originals: ${(bytes / 1_000_000).toFixed(1)} MB (limit ${LIMIT / 1_000_000} MB), made in ${seconds.toFixed(0)} s`);
  if (bytes >= LIMIT) process.exitCode = 1;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
