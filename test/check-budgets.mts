// Fails when the built home page or a work's page costs more than budgets.ts allows, naming the file
// and the figure.
import { existsSync } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { BUDGETS } from '@/budgets';
import { AVAILABLE_PATH, CHOICE_FOLDERS } from '@/lib/domain/work-facets';
import { attribute, parsePage } from '@/scripts/exported-html';
import { stylesheetsOfPage } from '@/scripts/first-screen-css';
import { requestsOfPage, scriptsOfPage } from '@/scripts/paint-first';
import { FULL_WIDTHS } from '@/scripts/pictures/settings';

const OUT = path.join(import.meta.dirname, '..', 'out');
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
const gzip = async (file: string) => gzipSync(await readFile(path.join(OUT, file)), { level: 9 }).length;

const problems: string[] = [];
const report: string[] = [];

async function checkTotal(page: string, name: string, files: string[], budget: number) {
  const sizes = await Promise.all(files.map(async (file): Promise<[string, number]> => [file, await gzip(file)]));
  const total = sizes.reduce((sum, [, size]) => sum + size, 0);
  if (total > budget) {
    const largest = sizes.sort((a, b) => b[1] - a[1]).slice(0, 3).map(([file, size]) => `${file} ${kb(size)}`).join(', ');
    problems.push(`${name} for ${page} is ${kb(total)} gzip, over its budget of ${kb(budget)} (largest: ${largest})`);
  }
  return total;
}

/** A page's scripts, stylesheets and HTML against their budgets; the figures of the heaviest page are reported. */
async function checkPage(page: string, budgets: { javascript: number; css: number; html: number }) {
  const file = path.join(page, 'index.html');
  const html = await readFile(path.join(OUT, file), 'utf8');
  // In the <head>, or in the <noscript> and the loader of a page whose first paint waits for neither.
  const stylesheets = [...stylesheetsOfPage(parsePage(html)).map((sheet) => attribute(sheet, 'href')!), ...requestsOfPage(html).stylesheets];
  return {
    javascript: await checkTotal(page, 'JavaScript', [...new Set(scriptsOfPage(html))], budgets.javascript),
    css: await checkTotal(page, 'CSS', [...new Set(stylesheets)], budgets.css),
    html: await checkTotal(page, 'HTML', [`/${file}`], budgets.html),
  };
}

// Each language's home page and work pages, under the same budgets.
for (const [root, language] of [['', 'German'], ['/en', 'English']] as const) {
  const home = await checkPage(`${root}/`, BUDGETS);
  report.push(`${language} home page: JavaScript ${kb(home.javascript)} of ${kb(BUDGETS.javascript)}, CSS ${kb(home.css)} of ${kb(BUDGETS.css)}, HTML ${kb(home.html)} of ${kb(BUDGETS.html)}`);
  // Brotli at quality 4, the setting of the compression middleware scripts/serve.mts uses.
  const sent = brotliCompressSync(await readFile(path.join(OUT, `.${root}`, 'index.html')), { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }).length;
  report.push(`${language} home page's HTML as sent (Brotli): ${kb(sent)} of ${kb(BUDGETS.firstRoundTrip)}, the first round trip`);
  if (sent > BUDGETS.firstRoundTrip) {
    problems.push(`${root}/index.html is ${kb(sent)} as sent, over the first round trip's ${kb(BUDGETS.firstRoundTrip)}: its first paint waits a round trip more. Look for what its payload carries that the page does not show at once.`);
  }
  // The page of all works and its pages of a choice, with the filters' island, under the home page's scripts.
  const choicePages = [`${root}/werke/`, `${root}${AVAILABLE_PATH}`, ...(await readdir(path.join(OUT, `.${root}`, 'werke', 'reihe'))).map((name) => `${root}/werke/reihe/${name}/`)];
  const choices = await Promise.all(choicePages.map((page) => checkPage(page, BUDGETS.worksPage)));
  const [all] = choices;
  report.push(`${language} page of all works: JavaScript ${kb(all!.javascript)} of ${kb(BUDGETS.worksPage.javascript)}, CSS ${kb(all!.css)}, HTML ${kb(all!.html)} of ${kb(BUDGETS.worksPage.html)}; ${choicePages.length - 1} pages of a choice`);
  const workPages = (await readdir(path.join(OUT, `.${root}`, 'werke'), { withFileTypes: true }))
    .filter((entry) => entry.isDirectory() && !CHOICE_FOLDERS.includes(entry.name))
    .map((entry) => `${root}/werke/${entry.name}/`);
  const works = await Promise.all(workPages.map((page) => checkPage(page, BUDGETS.workPage)));
  const heaviest = (key: keyof (typeof works)[number]) => Math.max(...works.map((work) => work[key]));
  report.push(
    `${workPages.length} ${language} work pages, the heaviest: JavaScript ${kb(heaviest('javascript'))} of ${kb(BUDGETS.workPage.javascript)}, CSS ${kb(heaviest('css'))} of ${kb(BUDGETS.workPage.css)}, HTML ${kb(heaviest('html'))} of ${kb(BUDGETS.workPage.html)}`,
  );
}

const roomsDir = path.join(OUT, 'raum');
const roomPages = existsSync(roomsDir) ? (await readdir(roomsDir, { withFileTypes: true })).filter((entry) => entry.isDirectory()).map((entry) => `/raum/${entry.name}/`) : [];
for (const [index, room] of (await Promise.all(roomPages.map((page) => checkPage(page, BUDGETS.roomPage)))).entries()) {
  // Numbered, not named: the log names no room's address.
  report.push(`room ${index + 1}: JavaScript ${kb(room.javascript)} of ${kb(BUDGETS.roomPage.javascript)}, CSS ${kb(room.css)} of ${kb(BUDGETS.roomPage.css)}, HTML ${kb(room.html)} of ${kb(BUDGETS.roomPage.html)}`);
}

// Pictures: the background, the portrait, every thumbnail and a slide's full sizes, in every width and format.
const data = JSON.parse(await readFile(path.join(OUT, 'assets', 'site-images.json'), 'utf8'));
const gallery = JSON.parse(await readFile(path.join(OUT, 'assets', 'gallery.json'), 'utf8'));
type PictureKind = keyof typeof BUDGETS.images & string;
// A slide's full sizes: every full width but the largest, which only the viewer's zoom fetches.
const SLIDE_WIDTHS = FULL_WIDTHS.slice(0, -1);
const pictures: [PictureKind, string][] = [
  ['background', data.background.image.base],
  ['portrait', data.portrait.image.base],
  ...gallery.flatMap((category: { pictures: { image?: { base: string; fullWidths: number[] } }[] }) =>
    category.pictures.flatMap((picture): [PictureKind, string][] =>
      picture.image
        ? [
            ['thumbnail', `${picture.image.base}-t`],
            ['share', `${picture.image.base}-share`],
            ...picture.image.fullWidths.filter((width) => SLIDE_WIDTHS.includes(width)).map((width): [PictureKind, string] => ['slide', `${picture.image!.base}-${width}.`]),
          ]
        : [],
    ),
  ),
];
let pictureFiles = 0;
for (const [kind, prefix] of pictures) {
  const dir = path.join(OUT, path.dirname(prefix));
  for (const file of (await readdir(dir)).filter((name) => name.startsWith(path.basename(prefix)))) {
    if ((kind === 'background' || kind === 'portrait') && /-t\d+\./.test(file)) continue;
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
