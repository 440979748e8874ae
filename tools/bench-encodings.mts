// `npm run bench:encodings`: what each format and AVIF setting costs in time and bytes, and what it
// keeps of the picture (mean SSIM against the original resized to the same width, on luma and on
// the two colour planes), on a third of the originals in content/pictures. The encoding table
// of docs/pictures.md comes from it; beside it, bench-results/encodings/ holds a detail of each picture at 1600 px,
// magnified twice, as the original and in the settings compared, to look at.
import { mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { encode } from '@/scripts/pictures/encode';
import { PAPER } from '@/config/colours';
import { ORIGINAL_EXTENSIONS } from '@/lib/domain/picture-files';
import { AVIF_CHROMA_SUBSAMPLING, AVIF_EFFORT, QUALITY } from '@/scripts/pictures/settings';

const picturesDir = path.join(import.meta.dirname, '..', 'content', 'pictures');
const originals = readdirSync(picturesDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => ORIGINAL_EXTENSIONS.includes(path.extname(file).toLowerCase()))
  .sort()
  .filter((_, index) => index % 3 === 0)
  .map((file) => path.join(picturesDir, file));

const WIDTHS = [640, 1600];
const DETAIL = { width: 1600, size: 300, zoom: 2, gap: 20 };
const detailsDir = path.join(import.meta.dirname, '..', 'bench-results', 'encodings');
mkdirSync(detailsDir, { recursive: true });
// The pipeline's own three formats, as `npm run pictures` makes them, beside the AVIF settings it was chosen from.
const NOW = {
  avif: `AVIF q${QUALITY.avif}, effort ${AVIF_EFFORT}, ${AVIF_CHROMA_SUBSAMPLING} (now)`,
  webp: `WebP q${QUALITY.webp}`,
  jpg: `JPEG q${QUALITY.jpg} (mozjpeg)`,
};
const ENCODINGS: [string, (image: Sharp) => Sharp][] = [
  ['AVIF q48, effort 4', (image) => image.avif({ quality: 48, effort: 4 })],
  ['AVIF q48, effort 3 (before)', (image) => image.avif({ quality: 48, effort: 3 })],
  ['AVIF q48, effort 3, 4:2:0', (image) => image.avif({ quality: 48, effort: 3, chromaSubsampling: '4:2:0' })],
  ['AVIF q48, effort 2', (image) => image.avif({ quality: 48, effort: 2 })],
  [NOW.avif, (image) => encode(image, 'avif', QUALITY)],
  ['AVIF q52, effort 2, 4:2:0', (image) => image.avif({ quality: 52, effort: 2, chromaSubsampling: '4:2:0' })],
  [NOW.webp, (image) => encode(image, 'webp', QUALITY)],
  [NOW.jpg, (image) => encode(image, 'jpg', QUALITY)],
];
/** The settings shown side by side, after the original, in each detail: before, now, and WebP. */
const COMPARED = ['AVIF q48, effort 3 (before)', NOW.avif, NOW.webp];

type Plane = { data: ArrayLike<number>; width: number; height: number };
type Planes = { luma: Plane; blue: Plane; red: Plane };

/** The picture as its luma and two chroma planes (BT.601, as JPEG and WebP store them). */
async function planes(image: Sharp): Promise<Planes> {
  const { data, info } = await image.removeAlpha().toColourspace('srgb').raw().toBuffer({ resolveWithObject: true });
  const size = info.width * info.height;
  const [luma, blue, red] = [new Float32Array(size), new Float32Array(size), new Float32Array(size)];
  for (let index = 0; index < size; index++) {
    const [r, g, b] = [data[index * 3]!, data[index * 3 + 1]!, data[index * 3 + 2]!];
    luma[index] = 0.299 * r + 0.587 * g + 0.114 * b;
    blue[index] = 128 - 0.168736 * r - 0.331264 * g + 0.5 * b;
    red[index] = 128 + 0.5 * r - 0.418688 * g - 0.081312 * b;
  }
  const plane = (values: Float32Array) => ({ data: values, width: info.width, height: info.height });
  return { luma: plane(luma), blue: plane(blue), red: plane(red) };
}

/** Mean SSIM over 8 × 8 windows, stepped by 4 (the constants of Wang et al., 2004). */
function ssim(a: Plane, b: Plane): number {
  const c1 = (0.01 * 255) ** 2;
  const c2 = (0.03 * 255) ** 2;
  const at = (image: Plane, x: number, y: number) => image.data[y * image.width + x] ?? 0;
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

type Row = { luma: number; chroma: number; bytes: number; seconds: number; count: number };
const totals = new Map<string, Row>();
for (const file of originals) {
  const upright = sharp(file).rotate().flatten({ background: PAPER }).toColourspace('srgb');
  for (const width of WIDTHS) {
    // As the pipeline does: decoded and resized once, then encoded; the time is the encoding's alone.
    const { data, info } = await upright.clone().resize({ width }).raw().toBuffer({ resolveWithObject: true });
    const resized = () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
    const reference = await planes(resized());
    // A square from the middle of the crown, a third of the way down.
    const { size, zoom, gap } = DETAIL;
    const region = { left: Math.round((info.width - size) / 2), top: Math.round(info.height / 3 - size / 2), width: size, height: size };
    const detail = (image: Sharp) => image.extract(region).resize({ width: size * zoom, kernel: 'nearest' }).png().toBuffer();
    const details = width === DETAIL.width ? [await detail(resized())] : [];
    for (const [name, encode] of ENCODINGS) {
      const started = performance.now();
      const encoded = await encode(resized()).toBuffer();
      const seconds = (performance.now() - started) / 1000;
      if (details.length > 0 && COMPARED.includes(name)) details.push(await detail(sharp(encoded)));
      const decoded = await planes(sharp(encoded));
      const row = totals.get(`${name}|${width}`) ?? { luma: 0, chroma: 0, bytes: 0, seconds: 0, count: 0 };
      row.luma += ssim(reference.luma, decoded.luma);
      row.chroma += (ssim(reference.blue, decoded.blue) + ssim(reference.red, decoded.red)) / 2;
      row.bytes += encoded.length;
      row.seconds += seconds;
      row.count++;
      totals.set(`${name}|${width}`, row);
    }
    if (details.length > 0) {
      const tile = size * zoom;
      const sheet = sharp({ create: { width: details.length * (tile + gap) - gap, height: tile, channels: 3, background: '#ffffff' } });
      const target = path.join(detailsDir, `${path.basename(file, path.extname(file))}.png`);
      await sheet.composite(details.map((input, index) => ({ input, left: index * (tile + gap), top: 0 }))).png().toFile(target);
    }
  }
}

console.log(`${originals.length} originals, means per picture; details (the original, ${COMPARED.join(', ')}) in bench-results/encodings/\n`);
console.log('| format and setting | width | SSIM, luma | SSIM, colour | bytes | encoding time |');
console.log('| --- | --- | --- | --- | --- | --- |');
for (const [key, row] of totals) {
  const [name, width] = key.split('|');
  const mean = (value: number) => value / row.count;
  console.log(`| ${name} | ${width} px | ${mean(row.luma).toFixed(4)} | ${mean(row.chroma).toFixed(4)} | ${(mean(row.bytes) / 1024).toFixed(1)} KB | ${mean(row.seconds).toFixed(2)} s |`);
}
