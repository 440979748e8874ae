// Draws the placeholder artwork the site ships with until the artist's own pictures replace it, as
// originals in the form `npm run pictures` takes: procedurally grown trees in ink, watercolour,
// pastel and oil (content/pictures/<category>/, in JPEG, PNG, WebP and TIFF, upright and lying,
// one stored turned with an EXIF orientation, one in Display P3 with a location), their metadata
// files, the portrait and landing background (content/), the curriculum PDF and exhibitions.json.
//
// It only ever creates files that do not exist yet: whatever is already there (above all the
// artist's own work) is left exactly as it is.
import { existsSync } from 'node:fs';
import { mkdir, writeFile, rename } from 'node:fs/promises';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { slugify } from '@/lib/domain/slug';

const ROOT = path.join(import.meta.dirname, '..');
const ASSETS = path.join(ROOT, 'public', 'assets');
const CONTENT = path.join(ROOT, 'content');
const ORIGINAL_LONG_SIDE = 2400;

type Random = () => number;
/** One branch: a quadratic curve from (x0, y0) over (cx, cy) to (x1, y1), `w` thick, `level` forks from the trunk. */
type Branch = { x0: number; y0: number; cx: number; cy: number; x1: number; y1: number; w: number; level: number };
type Tip = { x: number; y: number; level: number };
/** Where a tree stands, how long and thick its trunk is, how often it forks, how wide its branches spread and how it leans. */
type Growth = { x: number; y: number; length: number; width: number; depth: number; spread: number; lean: number };
/** A style's tree, in parts of the picture: its foot within `x` of the width at `y` of the height, its trunk within `length` of the height and `width` of the width thick, its branches spreading within `spread`. */
type Stance = { x: [number, number]; y: number; length: [number, number]; width: number; depth: number; spread: [number, number] };
type Drawing = { defs: string; body: string };
/** Turns the rendered raster into the stored file: its format, and any turning or metadata. */
type Finish = (image: Sharp) => Sharp;

/** Small seeded generator, so every run draws the same trees. */
function random(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const between = (rnd: Random, low: number, high: number) => low + rnd() * (high - low);
const pick = <T,>(rnd: Random, list: readonly T[]): T => list[Math.floor(rnd() * list.length)]!;

/** Grows a tree: a list of branch segments and the tips where foliage sits. */
function growTree(rnd: Random, { x, y, length, width, depth, spread, lean }: Growth) {
  const branches: Branch[] = [];
  const tips: Tip[] = [];
  const grow = (x0: number, y0: number, angle: number, len: number, w: number, level: number) => {
    const x1 = x0 + Math.cos(angle) * len;
    const y1 = y0 + Math.sin(angle) * len;
    const bend = between(rnd, -0.25, 0.25) * len;
    const cx = (x0 + x1) / 2 + Math.cos(angle + Math.PI / 2) * bend;
    const cy = (y0 + y1) / 2 + Math.sin(angle + Math.PI / 2) * bend;
    branches.push({ x0, y0, cx, cy, x1, y1, w, level });
    if (level >= depth || len < 6) {
      tips.push({ x: x1, y: y1, level });
      return;
    }
    const children = level < 2 ? 2 + Math.round(rnd()) : 2 + Math.round(rnd() * 1.4);
    for (let i = 0; i < children; i++) {
      const turn = between(rnd, -spread, spread) + (i - (children - 1) / 2) * spread * 0.5;
      grow(x1, y1, angle + turn + lean * 0.1, len * between(rnd, 0.66, 0.8), w * between(rnd, 0.6, 0.74), level + 1);
    }
    if (level >= depth - 2) tips.push({ x: x1, y: y1, level });
  };
  grow(x, y, -Math.PI / 2 + lean * 0.15, length, width, 0);
  return { branches, tips };
}

/** A style's tree grown in a picture `w` by `h`, placed and proportioned at random within its stance, leaning a little either way. */
const standingTree = (rnd: Random, w: number, h: number, { x, y, length, width, depth, spread }: Stance) =>
  growTree(rnd, {
    x: w * between(rnd, ...x),
    y: h * y,
    length: h * between(rnd, ...length),
    width: w * width,
    depth,
    spread: between(rnd, ...spread),
    lean: between(rnd, -0.6, 0.6),
  });

const branchPath = (b: Branch) =>
  `M${b.x0.toFixed(1)} ${b.y0.toFixed(1)} Q${b.cx.toFixed(1)} ${b.cy.toFixed(1)} ${b.x1.toFixed(1)} ${b.y1.toFixed(1)}`;

const paperFilter = (id: string, tone: [number, number, number]) => `
  <filter id="${id}" x="0" y="0" width="100%" height="100%">
    <feTurbulence type="fractalNoise" baseFrequency="0.012" numOctaves="3" seed="7"/>
    <feColorMatrix values="0 0 0 0 ${tone[0]}  0 0 0 0 ${tone[1]}  0 0 0 0 ${tone[2]}  0 0 0 0.09 0"/>
    <feComposite in2="SourceGraphic" operator="over"/>
  </filter>`;

const bleedFilter = (id: string, scale: number) => `
  <filter id="${id}" x="-20%" y="-20%" width="140%" height="140%">
    <feTurbulence type="fractalNoise" baseFrequency="0.035" numOctaves="2" seed="3" result="noise"/>
    <feDisplacementMap in="SourceGraphic" in2="noise" scale="${scale}" xChannelSelector="R" yChannelSelector="G" result="moved"/>
    <feGaussianBlur in="moved" stdDeviation="1.6"/>
  </filter>`;

function inkTree(rnd: Random, w: number, h: number, trunk = 0.028): Drawing {
  const tree = standingTree(rnd, w, h, { x: [0.42, 0.58], y: 0.9, length: [0.2, 0.26], width: trunk, depth: 8, spread: [0.38, 0.6] });
  const ink = pick(rnd, ['#1d1a17', '#2b2118', '#1f2326']);
  const lines = tree.branches
    .map((b) => {
      const main = `<path d="${branchPath(b)}" stroke="${ink}" stroke-width="${Math.max(0.7, b.w).toFixed(2)}" fill="none" stroke-linecap="round" opacity="0.92"/>`;
      const sketch =
        b.level < 5
          ? `<path d="${branchPath({ ...b, cx: b.cx + between(rnd, -4, 4), cy: b.cy + between(rnd, -4, 4) })}" stroke="${ink}" stroke-width="0.8" fill="none" opacity="0.35"/>`
          : '';
      return main + sketch;
    })
    .join('');
  const hatching = Array.from({ length: 70 }, () => {
    const x = between(rnd, w * 0.15, w * 0.85);
    const y = h * 0.9 + between(rnd, -6, 10);
    return `<path d="M${x.toFixed(1)} ${y.toFixed(1)} l${between(rnd, 8, 26).toFixed(1)} ${between(rnd, -3, 3).toFixed(1)}" stroke="${ink}" stroke-width="0.7" opacity="0.5"/>`;
  }).join('');
  return {
    defs: paperFilter('paper', [0.55, 0.48, 0.38]),
    body: `<rect width="${w}" height="${h}" fill="#f4efe4" filter="url(#paper)"/>${hatching}${lines}`,
  };
}

function watercolourTree(rnd: Random, w: number, h: number): Drawing {
  const tree = standingTree(rnd, w, h, { x: [0.4, 0.6], y: 0.88, length: [0.18, 0.24], width: 0.03, depth: 6, spread: [0.4, 0.62] });
  const palette = pick(rnd, [
    ['#6f9a5b', '#a9c27a', '#3f6e4a', '#d4c46a'],
    ['#7fa37e', '#c7b25c', '#5c8a6b', '#b9764a'],
    ['#5f8f7c', '#98b86f', '#e0b657', '#47705e'],
  ]);
  const washes = tree.tips
    .flatMap((t) =>
      Array.from({ length: 3 }, () => {
        const r = between(rnd, w * 0.03, w * 0.075);
        return `<circle cx="${(t.x + between(rnd, -20, 20)).toFixed(1)}" cy="${(t.y + between(rnd, -20, 20)).toFixed(1)}" r="${r.toFixed(1)}" fill="${pick(rnd, palette)}" opacity="${between(rnd, 0.12, 0.28).toFixed(2)}"/>`;
      }),
    )
    .join('');
  const trunk = tree.branches
    .filter((b) => b.level < 4)
    .map((b) => `<path d="${branchPath(b)}" stroke="#5b4332" stroke-width="${b.w.toFixed(2)}" fill="none" stroke-linecap="round" opacity="0.8"/>`)
    .join('');
  const ground = `<ellipse cx="${w / 2}" cy="${h * 0.9}" rx="${w * 0.38}" ry="${h * 0.035}" fill="#8aa06a" opacity="0.25"/>`;
  return {
    defs: paperFilter('paper', [0.5, 0.45, 0.35]) + bleedFilter('bleed', 22),
    body: `<rect width="${w}" height="${h}" fill="#f7f3ea" filter="url(#paper)"/><g filter="url(#bleed)">${ground}${trunk}${washes}</g>`,
  };
}

function pastelTree(rnd: Random, w: number, h: number): Drawing {
  const tree = standingTree(rnd, w, h, { x: [0.42, 0.58], y: 0.86, length: [0.19, 0.24], width: 0.034, depth: 6, spread: [0.42, 0.65] });
  const palette = pick(rnd, [
    ['#d9622b', '#e9a23b', '#b8432f', '#f2c76e'],
    ['#e4a1b5', '#f3d1dc', '#c76d8a', '#fff0f3'],
    ['#e6c84a', '#f1df8a', '#b99a2a', '#86a34f'],
  ]);
  const background = pick(rnd, ['#2f3a4a', '#3b4a3f', '#463a4f']);
  const marks = tree.tips
    .flatMap((t) =>
      Array.from({ length: 14 }, () => {
        const x = t.x + between(rnd, -50, 50);
        const y = t.y + between(rnd, -44, 40);
        const a = between(rnd, 0, Math.PI);
        const l = between(rnd, 6, 16);
        return `<path d="M${x.toFixed(1)} ${y.toFixed(1)} l${(Math.cos(a) * l).toFixed(1)} ${(Math.sin(a) * l).toFixed(1)}" stroke="${pick(rnd, palette)}" stroke-width="${between(rnd, 3, 6).toFixed(1)}" stroke-linecap="round" opacity="${between(rnd, 0.6, 0.95).toFixed(2)}"/>`;
      }),
    )
    .join('');
  const trunk = tree.branches
    .filter((b) => b.level < 5)
    .map((b) => `<path d="${branchPath(b)}" stroke="#c9b9a3" stroke-width="${b.w.toFixed(2)}" fill="none" stroke-linecap="round" opacity="0.85"/>`)
    .join('');
  return {
    defs: paperFilter('paper', [0.9, 0.85, 0.8]) + bleedFilter('grain', 6),
    body: `<rect width="${w}" height="${h}" fill="${background}" filter="url(#paper)"/><rect y="${h * 0.86}" width="${w}" height="${h * 0.14}" fill="#000" opacity="0.18"/><g filter="url(#grain)">${trunk}${marks}</g>`,
  };
}

function oilTree(rnd: Random, w: number, h: number): Drawing {
  const tree = standingTree(rnd, w, h, { x: [0.38, 0.62], y: 0.8, length: [0.17, 0.22], width: 0.04, depth: 5, spread: [0.45, 0.7] });
  const [sky, field, leaves] = pick<[sky: [string, string], field: string, leaves: string[]]>(rnd, [
    [['#e7b98a', '#c9826b'], '#6d7d45', ['#2f4a32', '#496a3c', '#7a8c4a']],
    [['#b9cbd8', '#e8e2d0'], '#a99c5c', ['#3c5a3a', '#5d7b46', '#8b9a55']],
    [['#d6c6e0', '#f0d2b4'], '#7b5d4a', ['#6b2e36', '#8f3b3f', '#4a2a33']],
  ]);
  const blobs = tree.tips
    .flatMap((t) =>
      Array.from({ length: 4 }, () => {
        const r = between(rnd, w * 0.025, w * 0.06);
        return `<ellipse cx="${(t.x + between(rnd, -24, 24)).toFixed(1)}" cy="${(t.y + between(rnd, -24, 18)).toFixed(1)}" rx="${r.toFixed(1)}" ry="${(r * between(rnd, 0.7, 1)).toFixed(1)}" fill="${pick(rnd, leaves)}" opacity="${between(rnd, 0.7, 0.95).toFixed(2)}"/>`;
      }),
    )
    .join('');
  const trunk = tree.branches
    .filter((b) => b.level < 4)
    .map((b) => `<path d="${branchPath(b)}" stroke="#3a2a22" stroke-width="${b.w.toFixed(2)}" fill="none" stroke-linecap="round"/>`)
    .join('');
  return {
    defs: `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky[0]}"/><stop offset="1" stop-color="${sky[1]}"/></linearGradient>${bleedFilter('impasto', 10)}`,
    body: `<rect width="${w}" height="${h}" fill="url(#sky)"/><rect y="${h * 0.78}" width="${w}" height="${h * 0.22}" fill="${field}"/><g filter="url(#impasto)">${trunk}${blobs}</g>`,
  };
}

function portrait(rnd: Random, w: number, h: number): Drawing {
  // A woman's head in profile, in ink, with the branches of a tree behind her.
  const tree = growTree(rnd, { x: w * 0.72, y: h, length: h * 0.22, width: 9, depth: 7, spread: 0.5, lean: 0.6 });
  const branches = tree.branches
    .map((b) => `<path d="${branchPath(b)}" stroke="#8b7d6b" stroke-width="${Math.max(0.6, b.w).toFixed(2)}" fill="none" stroke-linecap="round" opacity="0.55"/>`)
    .join('');
  const s = w / 600;
  const head = `
    <g transform="scale(${s})" fill="none" stroke="#1d1a17" stroke-linecap="round" stroke-linejoin="round">
      <path d="M250 150 C300 120 360 130 385 175 C398 200 398 228 394 250 C402 262 414 278 420 292 C423 300 416 304 408 305 C410 318 408 326 402 330 C406 338 404 346 396 350 C400 372 392 392 370 398 C350 402 335 404 330 420 L326 470" stroke-width="3.2"/>
      <path d="M250 150 C205 170 185 220 195 280 C202 320 225 350 250 372 C262 384 268 420 262 480" stroke-width="3"/>
      <path d="M240 152 C220 120 240 90 282 92 C318 94 336 118 330 140" stroke-width="2.4"/>
      <path d="M228 168 C200 150 190 120 214 104 C236 90 262 104 262 124" stroke-width="2"/>
      <path d="M352 232 C360 228 368 228 374 232" stroke-width="2.2"/>
      <path d="M396 322 C388 324 382 324 376 321" stroke-width="1.8"/>
      <path d="M262 480 C240 500 190 515 140 540 M326 470 C360 490 420 505 470 540" stroke-width="2.6"/>
      ${Array.from({ length: 26 }, (_, i) => `<path d="M${210 + i * 3} ${120 + (i % 5) * 9} q${-20 + i} ${30 + i * 2} ${-14 + (i % 4) * 3} ${90 + i * 3}" stroke-width="0.9" opacity="0.55"/>`).join('')}
    </g>`;
  return {
    defs: paperFilter('paper', [0.55, 0.48, 0.38]),
    body: `<rect width="${w}" height="${h}" fill="#f4efe4" filter="url(#paper)"/>${branches}${head}`,
  };
}

const STYLES = { ink: inkTree, watercolour: watercolourTree, pastel: pastelTree, oil: oilTree };
type Style = keyof typeof STYLES;

type Category = { slug: string; name: string; style: Style; technique: string; describe: (title: string) => string; titles: string[] };
const CATEGORIES: Category[] = [
  {
    slug: 'zeichnungen',
    name: 'Zeichnungen',
    style: 'ink',
    technique: 'Tusche auf Papier',
    describe: (title) => `Tuschezeichnung „${title}“: ein verzweigter Baum in feinen dunklen Linien auf hellem Papier`,
    titles: ['Eiche im Wind', 'Winterlinde', 'Kopfweide', 'Alte Buche', 'Birke am Hang', 'Kiefer im Nebel'],
  },
  {
    slug: 'aquarelle',
    name: 'Aquarelle',
    style: 'watercolour',
    technique: 'Aquarell auf Bütten',
    describe: (title) => `Aquarell „${title}“: eine Baumkrone aus zarten, ineinanderlaufenden Grün- und Ockertönen über einem braunen Stamm`,
    titles: ['Ahorn im Frühling', 'Kastanie', 'Apfelbaum', 'Erle am Bach', 'Sommerlinde', 'Feldahorn'],
  },
  {
    slug: 'pastelle',
    name: 'Pastelle',
    style: 'pastel',
    technique: 'Pastell auf Karton',
    describe: (title) => `Pastell „${title}“: ein heller Baum mit leuchtenden, kurzen Farbstrichen vor dunklem Grund`,
    titles: ['Herbstbuche', 'Kirschbaum in Blüte', 'Ginkgo', 'Roteiche', 'Platane'],
  },
  {
    slug: 'oel-und-acryl',
    name: 'Öl und Acryl',
    style: 'oil',
    technique: 'Öl auf Leinwand',
    describe: (title) => `Ölbild „${title}“: ein einzelner Baum mit dichter, dunkler Krone über einem Feld im Abendlicht`,
    titles: ['Abendeiche', 'Pappel am Feldrand', 'Walnussbaum', 'Blutbuche', 'Solitär im Feld'],
  },
];

const EXHIBITIONS = [
  { year: 2025, description: 'Baumzeichen – Zeichnungen und Aquarelle, Galerie am Markt, Lüneburg (Einzelausstellung)' },
  { year: 2023, description: 'Unter Bäumen, Kunstverein Celle (mit Anna Vogt und Jens Ohlsen)' },
  { year: 2021, description: 'Jahresausstellung des Künstlerbundes, Kulturforum Hannover' },
  { year: 2018, description: 'Holz und Farbe – Baumobjekte in kleinen Serien, Atelierhaus Hamburg-Altona' },
  { year: 2012, description: 'Astwerk, Stadtbibliothek Uelzen (Einzelausstellung)' },
  { year: 2005, description: 'Abschlussausstellung der Fachschule für Gestaltung, Hamburg' },
];

/** Writes a file only if nothing is there yet, through a temporary name so no half file is ever served. */
async function writeNew(file: string, data: string | Buffer) {
  if (existsSync(file)) {
    console.log(`kept   ${path.relative(ROOT, file)} (exists)`);
    return;
  }
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.tmp-${process.pid}`;
  await writeFile(temporary, data);
  await rename(temporary, file);
  console.log(`wrote  ${path.relative(ROOT, file)}`);
}

/** Renders the drawing at the original's size; `finish` picks the file format (and any metadata). */
async function render(svgParts: Drawing, width: number, height: number, longSide: number, finish: Finish) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${svgParts.defs}</defs>${svgParts.body}</svg>`;
  const scale = longSide / Math.max(width, height);
  const raster = await sharp(Buffer.from(svg), { density: 72 * scale })
    .resize(Math.round(width * scale), Math.round(height * scale))
    .png()
    .toBuffer();
  // A fresh pipeline for the format: within one, sharp would turn the picture before resizing it.
  return finish(sharp(raster)).toBuffer();
}

// Several formats and a few awkward originals, so the pipeline is exercised on real files.
type Format = { extension: string; longSide: number; finish: Finish };
const FORMATS: Format[] = [
  { extension: 'jpg', longSide: ORIGINAL_LONG_SIDE, finish: (image) => image.jpeg({ quality: 90 }) },
  { extension: 'png', longSide: 1400, finish: (image) => image.png({ compressionLevel: 9 }) },
  { extension: 'webp', longSide: 2000, finish: (image) => image.webp({ quality: 90 }) },
  { extension: 'tif', longSide: 1200, finish: (image) => image.tiff({ compression: 'lzw' }) },
  // Stored lying on its side, upright only by its EXIF orientation.
  { extension: 'jpg', longSide: ORIGINAL_LONG_SIDE, finish: (image) => image.rotate(-90).jpeg({ quality: 90 }).withMetadata({ orientation: 6 }) },
  // Display P3, with where and with what it was photographed: none of that may be published.
  {
    extension: 'jpg',
    longSide: ORIGINAL_LONG_SIDE,
    finish: (image) =>
      image
        .withIccProfile('p3')
        .withExif({ IFD0: { Make: 'Placeholder Camera', Model: 'PC-1' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '53/1 15/1 0/1' } })
        .jpeg({ quality: 90 }),
  },
];

async function drawPicture(style: Style, seed: number, orientation: 'portrait' | 'landscape', format: Format) {
  const [w, h] = orientation === 'portrait' ? [800, 1000] : [1000, 760];
  return render(STYLES[style](random(seed), w, h), w, h, format.longSide, format.finish);
}

async function curriculumPdf() {
  const pdf = await PDFDocument.create();
  pdf.setTitle('Curriculum Vitae');
  const page = pdf.addPage([595, 842]);
  const serif = await pdf.embedFont(StandardFonts.TimesRoman);
  const bold = await pdf.embedFont(StandardFonts.TimesRomanBold);
  const ink = rgb(0.12, 0.1, 0.09);
  let y = 770;
  const line = (text: string, font = serif, size = 12, gap = 20) => {
    page.drawText(text, { x: 72, y, size, font, color: ink });
    y -= gap;
  };
  line('Curriculum Vitae', bold, 24, 44);
  line('Platzhalter – die Künstlerin ersetzt diese Datei durch ihren eigenen Lebenslauf.', serif, 11, 36);
  line('Ausbildung', bold, 14, 24);
  line('2002–2005  Fachschule für Gestaltung, Hamburg; Abschlussarbeit: eine Baumserie');
  line('Arbeit', bold, 14, 24);
  line('seit 2005  freischaffend: Zeichnung, Öl, Acryl, Aquarell und Pastell');
  line('seit 2010  Baumobjekte in kleinen Serien', serif, 12, 36);
  line('Ausstellungen (Auswahl)', bold, 14, 24);
  for (const { year, description } of EXHIBITIONS) line(`${year}  ${description}`, serif, 10.5, 18);
  return Buffer.from(await pdf.save());
}

async function main() {
  let seed = 11;
  let count = 0;
  for (const [order, category] of CATEGORIES.entries()) {
    const folder = path.join(CONTENT, 'pictures', category.slug);
    await writeNew(path.join(folder, '_category.json'), `${JSON.stringify({ name: category.name, order: order + 1 }, null, 2)}\n`);
    for (const [index, title] of category.titles.entries()) {
      const slug = slugify(title);
      seed += 17;
      const orientation = index % 3 === 1 ? 'landscape' : 'portrait';
      const format = FORMATS[count++ % FORMATS.length]!;
      // Each work in a folder of its own, as the editor saves it.
      const work = path.join(folder, slug);
      const original = path.join(work, `${slug}.${format.extension}`);
      if (!existsSync(original)) await writeNew(original, await drawPicture(category.style, seed, orientation, format));
      const meta = {
        picture: path.basename(original),
        title,
        year: 2006 + (seed % 20),
        technique: category.technique,
        size: orientation === 'portrait' ? `${40 + (seed % 3) * 10} × ${50 + (seed % 3) * 10} cm` : '50 × 38 cm',
        alt: category.describe(title),
      };
      await writeNew(path.join(work, 'index.json'), `${JSON.stringify(meta, null, 2)}\n`);
    }
  }
  await writeNew(path.join(ASSETS, 'exhibitions.json'), `${JSON.stringify(EXHIBITIONS, null, 2)}\n`);

  const backgroundFile = path.join(CONTENT, 'background.jpg');
  if (!existsSync(backgroundFile)) {
    await writeNew(backgroundFile, await render(inkTree(random(2005), 1600, 1000, 0.014), 1600, 1000, 2800, (image) => image.jpeg({ quality: 88 })));
  }
  const portraitFile = path.join(CONTENT, 'portrait.png');
  if (!existsSync(portraitFile)) {
    await writeNew(portraitFile, await render(portrait(random(50), 600, 750), 600, 750, 1500, (image) => image.png({ compressionLevel: 9 })));
  }
  const cvFile = path.join(ASSETS, 'curriculum.pdf');
  if (!existsSync(cvFile)) await writeNew(cvFile, await curriculumPdf());
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
