// Fails when the built home page costs more than budgets.ts allows, naming the file and the figure.
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { BUDGETS } from '../budgets';
import { scriptsOfPage } from '../lib/paint-first';

const OUT = path.join(import.meta.dirname, '..', 'out');
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
const gzip = async (file: string) => gzipSync(await readFile(path.join(OUT, file)), { level: 9 }).length;

const html = await readFile(path.join(OUT, 'index.html'), 'utf8');
const referenced = (pattern: RegExp) => [...new Set([...html.matchAll(pattern)].map((match) => match[1]!))];
const problems: string[] = [];
const report: string[] = [];

async function checkTotal(name: string, files: string[], budget: number) {
  const sizes = await Promise.all(files.map(async (file): Promise<[string, number]> => [file, await gzip(file)]));
  const total = sizes.reduce((sum, [, size]) => sum + size, 0);
  report.push(`${name}: ${kb(total)} of ${kb(budget)}`);
  if (total > budget) {
    const largest = sizes.sort((a, b) => b[1] - a[1]).slice(0, 3).map(([file, size]) => `${file} ${kb(size)}`).join(', ');
    problems.push(`${name} for / is ${kb(total)} gzip, over its budget of ${kb(budget)} (largest: ${largest})`);
  }
}

await checkTotal('JavaScript', [...new Set(scriptsOfPage(html))], BUDGETS.javascript);
await checkTotal('CSS', referenced(/<link rel="stylesheet" href="([^"]+)"/g), BUDGETS.css);
await checkTotal('HTML', ['/index.html'], BUDGETS.html);

// Pictures: the background, the portrait and every thumbnail, in every width and format.
const data = JSON.parse(await readFile(path.join(OUT, 'assets', 'site-images.json'), 'utf8'));
const gallery = JSON.parse(await readFile(path.join(OUT, 'assets', 'gallery.json'), 'utf8'));
type PictureKind = keyof typeof BUDGETS.images & string;
const pictures: [PictureKind, string][] = [
  ['background', data.background.image.base],
  ['portrait', data.portrait.image.base],
  ...gallery.flatMap((category: { pictures: { image?: { base: string } }[] }) =>
    category.pictures.flatMap((picture): [PictureKind, string][] => (picture.image ? [['thumbnail', `${picture.image.base}-t`]] : [])),
  ),
];
let pictureFiles = 0;
for (const [kind, prefix] of pictures) {
  const dir = path.join(OUT, path.dirname(prefix));
  for (const file of (await readdir(dir)).filter((name) => name.startsWith(path.basename(prefix)))) {
    if (kind === 'thumbnail' ? false : /-t\d+\./.test(file)) continue;
    const format = path.extname(file).slice(1);
    const budget = (BUDGETS.images[kind] as Record<string, number | undefined>)[format];
    const { size } = await stat(path.join(dir, file));
    pictureFiles++;
    if (budget !== undefined && size > budget) problems.push(`${path.relative(OUT, path.join(dir, file))} (${kind}, ${format}) is ${kb(size)}, over its budget of ${kb(budget)}`);
  }
}
report.push(`pictures: ${pictureFiles} files checked`);

// Fonts: what next/font copied into the build.
const media = path.join(OUT, '_next', 'static', 'media');
const fonts = (await readdir(media)).filter((file) => /\.(woff2?|ttf|otf|eot)$/.test(file));
for (const file of fonts.filter((name) => !name.endsWith('.woff2'))) problems.push(`_next/static/media/${file} is not WOFF2`);
const fontBytes = (await Promise.all(fonts.map((file) => stat(path.join(media, file))))).reduce((sum, { size }) => sum + size, 0);
report.push(`fonts: ${fonts.length} files, ${kb(fontBytes)} of ${kb(BUDGETS.fonts)}`);
if (fontBytes > BUDGETS.fonts) problems.push(`the fonts are ${kb(fontBytes)} together, over their budget of ${kb(BUDGETS.fonts)}`);

console.log(report.join('\n'));
if (problems.length > 0) {
  console.error(`\nOver budget (budgets.ts):\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
  process.exit(1);
}
