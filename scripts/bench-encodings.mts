// `npm run bench:encodings`: what each format and AVIF effort costs in time and bytes, and what it
// keeps of the picture (mean SSIM on luma against the original resized to the same width), on a
// third of the originals in content/pictures. The README's encoding table comes from it.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { ORIGINAL_EXTENSIONS, PAPER } from '../lib/pictures/settings';

const picturesDir = path.join(import.meta.dirname, '..', 'content', 'pictures');
const originals = readdirSync(picturesDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => ORIGINAL_EXTENSIONS.includes(path.extname(file).toLowerCase()))
  .sort()
  .filter((_, index) => index % 3 === 0)
  .map((file) => path.join(picturesDir, file));

const WIDTHS = [640, 1600];
const ENCODINGS: [string, (image: Sharp) => Sharp][] = [
  ['AVIF q48, effort 4', (image) => image.avif({ quality: 48, effort: 4 })],
  ['AVIF q48, effort 3', (image) => image.avif({ quality: 48, effort: 3 })],
  ['AVIF q48, effort 2', (image) => image.avif({ quality: 48, effort: 2 })],
  ['WebP q72', (image) => image.webp({ quality: 72 })],
  ['JPEG q76 (mozjpeg)', (image) => image.jpeg({ quality: 76, mozjpeg: true })],
];

type Luma = { data: Buffer; width: number; height: number };

async function luma(image: Sharp, width: number): Promise<Luma> {
  const { data, info } = await image.resize({ width }).greyscale().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** Mean SSIM over 8 × 8 windows, stepped by 4 (the constants of Wang et al., 2004). */
function ssim(a: Luma, b: Luma): number {
  const c1 = (0.01 * 255) ** 2;
  const c2 = (0.03 * 255) ** 2;
  const at = (image: Luma, x: number, y: number) => image.data[y * image.width + x] ?? 0;
  let sum = 0;
  let windows = 0;
  for (let y = 0; y + 8 <= a.height; y += 4) {
    for (let x = 0; x + 8 <= a.width; x += 4) {
      let meanA = 0;
      let meanB = 0;
      for (let j = 0; j < 8; j++) {
        for (let i = 0; i < 8; i++) {
          meanA += at(a, x + i, y + j);
          meanB += at(b, x + i, y + j);
        }
      }
      meanA /= 64;
      meanB /= 64;
      let varianceA = 0;
      let varianceB = 0;
      let covariance = 0;
      for (let j = 0; j < 8; j++) {
        for (let i = 0; i < 8; i++) {
          const da = at(a, x + i, y + j) - meanA;
          const db = at(b, x + i, y + j) - meanB;
          varianceA += da * da;
          varianceB += db * db;
          covariance += da * db;
        }
      }
      sum += ((2 * meanA * meanB + c1) * ((2 * covariance) / 63 + c2)) / ((meanA ** 2 + meanB ** 2 + c1) * ((varianceA + varianceB) / 63 + c2));
      windows++;
    }
  }
  return sum / windows;
}

const totals = new Map<string, { ssim: number; bytes: number; seconds: number; count: number }>();
for (const file of originals) {
  const original = sharp(file).rotate().flatten({ background: PAPER }).toColourspace('srgb');
  for (const width of WIDTHS) {
    const reference = await luma(original.clone(), width);
    for (const [name, encode] of ENCODINGS) {
      const started = performance.now();
      const encoded = await encode(original.clone().resize({ width })).toBuffer();
      const seconds = (performance.now() - started) / 1000;
      const row = totals.get(`${name}|${width}`) ?? { ssim: 0, bytes: 0, seconds: 0, count: 0 };
      row.ssim += ssim(reference, await luma(sharp(encoded), width));
      row.bytes += encoded.length;
      row.seconds += seconds;
      row.count++;
      totals.set(`${name}|${width}`, row);
    }
  }
}

console.log(`${originals.length} originals, means per picture\n`);
console.log('| format and setting | width | SSIM | bytes | encoding time |');
console.log('| --- | --- | --- | --- | --- |');
for (const [key, row] of totals) {
  const [name, width] = key.split('|');
  console.log(`| ${name} | ${width} px | ${(row.ssim / row.count).toFixed(4)} | ${(row.bytes / row.count / 1024).toFixed(1)} KB | ${(row.seconds / row.count).toFixed(2)} s |`);
}
