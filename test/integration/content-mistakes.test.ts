/** @jest-environment node */
// Content mistakes as the artist meets them: through `npm run pictures`, `npm run build` and
// `npm start`, run as commands in a small copy of the project.
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { inCopy, type CommandResult } from '@/harness/project-commands';

jest.setTimeout(120_000);

const repository = path.join(__dirname, '..', '..');
let project: string;

// A stack trace is shown only where a test asks for it (DEBUG=1).
const { npm, inProject } = inCopy(() => project, { DEBUG: '' });

async function drawTree(file: string, width: number, height: number) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#f4efe4"/><path d="M${width / 2} ${height} V${height / 3}" stroke="#222" stroke-width="9"/></svg>`;
  mkdirSync(path.dirname(file), { recursive: true });
  await sharp(Buffer.from(svg)).jpeg().toFile(file);
}

beforeAll(async () => {
  project = mkdtempSync(path.join(tmpdir(), 'content-mistakes-'));
  // What `npm run pictures` runs on: the build steps, the code they use, the configuration and the design tokens (and the fonts the PDFs embed).
  for (const part of ['package.json', 'tsconfig.json', 'scripts', 'lib', 'config', 'app/_tokens.scss', 'components/frame/fonts']) cpSync(path.join(repository, part), inProject(part), { recursive: true });
  symlinkSync(path.join(repository, 'node_modules'), inProject('node_modules'), 'dir');
  mkdirSync(inProject('public', 'assets'), { recursive: true });
  await drawTree(inProject('content', 'portrait.jpg'), 700, 875);
  await drawTree(inProject('content', 'background.jpg'), 900, 600);
  await drawTree(inProject('content', 'pictures', 'tusche', 'eiche.jpg'), 700, 560);
  writeFileSync(inProject('content', 'pictures', 'tusche', 'eiche.json'), JSON.stringify({ title: 'Eiche', year: 2019 }));
  writeFileSync(inProject('public', 'assets', 'exhibitions.json'), JSON.stringify([{ year: 2025, description: 'Baumzeichen' }]));
  writeFileSync(inProject('public', 'assets', 'curriculum.pdf'), '%PDF-1.7\n%%EOF\n');
  for (const texts of ['impressum.json', 'datenschutz.json']) cpSync(path.join(repository, 'content', texts), inProject('content', texts));
  writeFileSync(inProject('content', 'site.json'), siteTexts({ portrait: 'portrait.jpg' }));
  // Made once, so each case below only reads.
  const first = await npm(['run', 'pictures']);
  if (first.status !== 0) throw new Error(`the copy of the project did not build its pictures:\n${first.stdout}${first.stderr}`);
});

/** The repository's content/site.json, with some fields changed as the editor would save them. */
function siteTexts(changes: Record<string, unknown>): string {
  const texts: unknown = JSON.parse(readFileSync(path.join(repository, 'content', 'site.json'), 'utf8'));
  return JSON.stringify({ ...(texts as object), ...changes }, null, 2);
}

afterAll(() => rmSync(project, { recursive: true, force: true }));

/** What a plain message must be: said once, with no stack trace and none of the loader's code. */
function expectPlainStop(result: CommandResult, ...lines: string[]) {
  expect(result.status).not.toBe(0);
  const output = result.stdout + result.stderr;
  expect(output).toContain('The site was not built, because of a mistake in its content; nothing was published.');
  for (const line of lines) expect(output).toContain(line);
  expect(output).not.toMatch(/^\s+at .+:\d+:\d+\)?$/m);
  expect(output).not.toContain('data:text/javascript');
  expect(output.match(/The site was not built/g)).toHaveLength(1);
}

async function withFile(file: string, text: string | Buffer, check: () => unknown) {
  const original = spawnSync('cat', [file], { encoding: 'utf8' });
  writeFileSync(file, text);
  try {
    await check();
  } finally {
    if (original.status === 0) writeFileSync(file, original.stdout);
    else rmSync(file);
  }
}

describe('a content mistake ends the command with one plain message', () => {
  it('npm run pictures: a year that is not a year, in a sidecar', async () => {
    await withFile(inProject('content', 'pictures', 'tusche', 'eiche.json'), JSON.stringify({ title: 'Eiche', year: '2019/20' }), async () =>
      expectPlainStop(
        await npm(['run', 'pictures']),
        'content/pictures/tusche/eiche.json is not valid:',
        'field "year": expected a number, found the text "2019/20": write one year between 1900 and 2100 as a number, without quotes, for example 2019',
      ),
    );
  });

  it('npm run pictures: a comma too many in _category.json, by line and column', async () => {
    await withFile(inProject('content', 'pictures', 'tusche', '_category.json'), '{\n  "name": "Tusche",\n}\n', async () =>
      expectPlainStop(await npm(['run', 'pictures']), 'content/pictures/tusche/_category.json is not valid JSON: line 3, column 1'),
    );
  });

  it('npm run pictures: an exhibition without its year', async () => {
    await withFile(inProject('public', 'assets', 'exhibitions.json'), JSON.stringify([{ description: 'Baumzeichen' }]), async () =>
      expectPlainStop(await npm(['run', 'pictures']), 'public/assets/exhibitions.json is not valid:', 'entry 1, field "year": required, and missing: add a "year" or a "from" date, for example "year": 2019'),
    );
  });

  it('npm run pictures: an e-mail address without its @, in content/site.json', async () => {
    await withFile(inProject('content', 'site.json'), siteTexts({ portrait: 'portrait.jpg', email: 'hanna.linde.example.org' }), async () =>
      expectPlainStop(await npm(['run', 'pictures']), 'content/site.json is not valid:', 'field "email": expected an e-mail address, found the text "hanna.linde.example.org"'),
    );
  });

  it('npm run pictures: a required text left out of content/site.json', async () => {
    const { email, ...withoutEmail } = JSON.parse(siteTexts({ portrait: 'portrait.jpg' })) as Record<string, unknown>;
    expect(email).toBeDefined();
    await withFile(inProject('content', 'site.json'), JSON.stringify(withoutEmail), async () =>
      expectPlainStop(await npm(['run', 'pictures']), 'content/site.json is not valid:', 'field "email": required, and missing: add it, for example "email": "…"'),
    );
  });

  it('npm run pictures: a CV that content/site.json names but is not there', async () => {
    await withFile(inProject('content', 'site.json'), siteTexts({ portrait: 'portrait.jpg', curriculum: 'assets/lebenslauf.pdf' }), async () =>
      expectPlainStop(
        await npm(['run', 'pictures']),
        'content/site.json is not valid:',
        'field "curriculum": expected the CV, a PDF under public/ (for example "assets/curriculum.pdf"), found the text "assets/lebenslauf.pdf", which is not there: copy the PDF to public/assets/lebenslauf.pdf, or correct the name',
      ),
    );
  });

  it('npm run pictures: a CV that is not a PDF', async () => {
    await withFile(inProject('public', 'assets', 'lebenslauf.docx'), 'PK\u0003\u0004 a Word file', () =>
      withFile(inProject('content', 'site.json'), siteTexts({ portrait: 'portrait.jpg', curriculum: 'assets/lebenslauf.docx' }), async () =>
        expectPlainStop(await npm(['run', 'pictures']), 'field "curriculum": expected the CV, a PDF under public/', 'found the text "assets/lebenslauf.docx", which is not a PDF: save the CV as PDF'),
      ),
    );
  });

  it('npm run pictures: a portrait that content/site.json names but is not there', async () => {
    await withFile(inProject('content', 'site.json'), siteTexts({ portrait: 'IMG_2031.jpeg' }), async () =>
      expectPlainStop(
        await npm(['run', 'pictures']),
        'content/site.json is not valid:',
        'field "portrait": expected a picture in content/ (.jpg, ',
        'found the text "IMG_2031.jpeg": copy the picture there, or correct its name',
      ),
    );
  });

  it('npm run pictures: a sidecar naming a picture that is not beside it', async () => {
    await withFile(inProject('content', 'pictures', 'tusche', 'alte-buche.json'), JSON.stringify({ picture: 'IMG_0412.HEIC', title: 'Alte Buche' }), async () =>
      expectPlainStop(
        await npm(['run', 'pictures']),
        'content/pictures/tusche/alte-buche.json is not valid:',
        'field "picture": expected the name of a picture in content/pictures/tusche/, found the text "IMG_0412.HEIC": copy the picture there, or correct its name',
      ),
    );
  });

  it('npm run pictures: a damaged picture', async () => {
    await withFile(inProject('content', 'pictures', 'tusche', 'linde.json'), JSON.stringify({ title: 'Linde' }), () =>
      withFile(inProject('content', 'pictures', 'tusche', 'linde.jpg'), 'not really a picture', async () =>
        expectPlainStop(await npm(['run', 'pictures']), 'content/pictures/tusche/linde.jpg could not be read as a picture'),
      ),
    );
  });

  it('npm run build: the same message, and the build does not start', async () => {
    await withFile(inProject('content', 'pictures', 'tusche', 'eiche.json'), '{ "title": "Eiche", "jahr": 2019 }', async () => {
      const result = await npm(['run', 'build']);
      expectPlainStop(result, 'content/pictures/tusche/eiche.json is not valid:', 'expected no field named "jahr"');
      expect(result.stdout).not.toContain('Next.js');
    });
  });

  it('npm start: the same message, and nothing is served', async () => {
    await withFile(inProject('public', 'assets', 'exhibitions.json'), '[{ "year": 2025, "description": "Baumzeichen" ', async () => {
      const result = await npm(['start']);
      expectPlainStop(result, 'public/assets/exhibitions.json is not valid JSON: line 1, column 47');
      expect(result.stdout).not.toContain('localhost');
    });
  });

  it('with DEBUG=1, the stack trace follows the message', async () => {
    await withFile(inProject('content', 'pictures', 'tusche', 'eiche.json'), JSON.stringify({ title: '' }), async () => {
      const result = await npm(['run', 'pictures'], { DEBUG: '1' });
      expect(result.status).not.toBe(0);
      expect(result.stderr).toMatch(/^\s+at .+:\d+:\d+\)?$/m);
    });
  });
});

describe('a private viewing room', () => {
  const room = { title: 'Für Familie Berger', works: ['eiche'], until: '2027-06-30', key: 'k7Qm2xP9vLr4Tz8wNc3B' };
  const roomFile = () => inProject('content', 'rooms', 'berger.json');
  const withRoom = (data: object, check: () => unknown) => {
    mkdirSync(inProject('content', 'rooms'), { recursive: true });
    return withFile(roomFile(), JSON.stringify(data), check);
  };

  it('npm run pictures: a room without a key is told a fresh random one to set', async () => {
    const { key: _key, ...keyless } = room;
    await withRoom(keyless, async () => {
      const result = await npm(['run', 'pictures']);
      expectPlainStop(result, 'content/rooms/berger.json is not valid:', 'field "key" is missing or shorter than 16 characters: set it to "');
      expect(result.stdout + result.stderr).toMatch(/set it to "[A-Za-z0-9_-]{20}" \(a fresh random key; the room's address is made from it\)/);
    });
  });

  it('npm run pictures: a room naming a work that is gone still publishes, without it, and the log says which and where', async () => {
    await withRoom({ ...room, works: ['eiche', 'buche'] }, async () => {
      const result = await npm(['run', 'pictures']);
      expect(result.status).toBe(0);
      expect(result.stdout + result.stderr).toContain('content/rooms/berger.json, the room, field "works": no work has the address /werke/buche/ (deleted?), so it is left out');
    });
  });

  it('npm run build, last: prints each room\'s address to copy, once no other file of the export names it', async () => {
    const page = inProject('out', 'raum', room.key, 'index.html');
    mkdirSync(path.dirname(page), { recursive: true });
    writeFileSync(page, `<title>${room.title}</title><!-- ${room.key} -->`);
    writeFileSync(inProject('out', 'index.html'), '<title>Hanna Marie Linde</title>');
    writeFileSync(inProject('out', '404.html'), '<title>Diese Seite gibt es nicht</title>');
    await withRoom(room, async () => {
      const printed = spawnSync('npx', ['tsx', 'scripts/rooms.mts'], { cwd: project, encoding: 'utf8' });
      expect(printed.status).toBe(0);
      expect(printed.stdout).toContain(`Für Familie Berger (content/rooms/berger.json), open until 30.\u00a0Juni 2027:\n    https://hanna-linde.example/raum/${room.key}/\n`);
      // The folder of the rooms gets a page, so no host lists it.
      expect(readFileSync(inProject('out', 'raum', 'index.html'), 'utf8')).toBe('<title>Diese Seite gibt es nicht</title>');
      await withFile(inProject('out', 'feed.xml'), `<link href="https://hanna-linde.example/raum/${room.key}/"/>`, async () => {
        const stopped = spawnSync('npx', ['tsx', 'scripts/rooms.mts'], { cwd: project, encoding: 'utf8' });
        expect(stopped.status).not.toBe(0);
        expect(stopped.stderr).toContain("A room's address is given away; do not publish this build:\n  out/feed.xml names the address of content/rooms/berger.json");
        expect(stopped.stdout).not.toContain(room.key);
      });
    });
  });
});

describe('a portfolio to send', () => {
  const portfolio = { title: 'Bewerbung Atelierstipendium', recipient: 'Kunstverein Celle', text: 'Seit 2005 zeichne ich Bäume.', works: ['eiche'], key: 'p4Xn8Rw2Kt6Qm9Vz3Lb7' };
  const address = `out/mappe/${portfolio.key}/portfolio.pdf`;
  const withPortfolio = (data: object, check: () => unknown) => {
    mkdirSync(inProject('content', 'portfolios'), { recursive: true });
    return withFile(inProject('content', 'portfolios', 'celle.json'), JSON.stringify(data), check);
  };
  const portfolios = () => spawnSync('npx', ['tsx', 'scripts/portfolios.mts'], { cwd: project, encoding: 'utf8', env: { ...process.env, GITHUB_ACTIONS: '', DEBUG: '' } });
  /** A CV of two pages, as a word processor saves it. */
  const curriculum = async () => {
    const document = await PDFDocument.create();
    for (const height of [80, 160]) document.addPage([595.28, 841.89]).drawRectangle({ x: 62, y: 600, width: 300, height });
    return Buffer.from(await document.save({ useObjectStreams: false }));
  };
  const poppler = (tool: string, ...args: string[]) => execFileSync(tool, [...args, inProject(address), ...(tool === 'pdftotext' ? ['-'] : [])], { encoding: 'utf8' });

  beforeAll(() => {
    // pdftotext, pdfinfo and pdffonts read the PDF back: installed, or what to install said.
    execFileSync('npx', ['tsx', 'harness/ensure-poppler.mts'], { cwd: repository, stdio: 'inherit' });
    mkdirSync(inProject('out'), { recursive: true });
    writeFileSync(inProject('out', '404.html'), '<title>Diese Seite gibt es nicht</title>');
  });

  it('npm run pictures: a portfolio naming a work that is gone still publishes, and the log names the file, entry and field', async () => {
    await withPortfolio({ ...portfolio, works: ['eiche', 'buche'] }, async () => {
      const result = await npm(['run', 'pictures']);
      expect(result.status).toBe(0);
      expect(result.stdout + result.stderr).toContain(
        'content/portfolios/celle.json, works entry 2, field "works": no work has the address /werke/buche/ (deleted, renamed, or a typing mistake?), so the portfolio is made without it; choose the works again in the editor, or remove "buche"',
      );
    });
  });

  it('npm run pictures: a portfolio without its key is told a fresh random one to set', async () => {
    const { key: _key, ...keyless } = portfolio;
    await withPortfolio(keyless, async () => {
      const result = await npm(['run', 'pictures']);
      expectPlainStop(result, 'content/portfolios/celle.json is not valid:');
      expect(result.stdout + result.stderr).toMatch(/field "key" is missing or shorter than 16 characters: set it to "[A-Za-z0-9_-]{20}" \(a fresh random key; the portfolio's address is made from it\)/);
    });
  });

  it('npm run pictures: a portfolio\'s key written in an exhibition\'s text is named by file and field, before anything is made', async () => {
    await withPortfolio(portfolio, () =>
      withFile(inProject('public', 'assets', 'exhibitions.json'), JSON.stringify([{ year: 2025, description: `Mappe: https://hanna-linde.example/mappe/${portfolio.key}/portfolio.pdf` }]), async () =>
        expectPlainStop(
          await npm(['run', 'pictures']),
          'The key of content/portfolios/celle.json, from which the portfolio\'s address is made, is written in another file, which would publish the address:\n  public/assets/exhibitions.json, entry 1, field "description"',
        ),
      ),
    );
  });

  it('npm run build, the portfolios\' step: a CV that cannot be appended, damaged or locked, stops it, and no portfolio is written', async () => {
    const locked = (await curriculum()).toString('latin1').replace('trailer\n<<', 'trailer\n<<\n/Encrypt << /Filter /Standard /V 1 /R 2 >>');
    for (const [cv, problem] of [
      ['%PDF-1.7\n%%EOF\n', 'public/assets/curriculum.pdf is damaged'],
      [Buffer.from(locked, 'latin1'), 'public/assets/curriculum.pdf is locked with a password (encrypted)'],
    ] as const) {
      await withFile(inProject('public', 'assets', 'curriculum.pdf'), cv, () =>
        withPortfolio(portfolio, () => {
          const result = portfolios();
          expectPlainStop(result, `content/site.json, field "curriculum": ${problem}`, 'so it cannot be appended to content/portfolios/celle.json: open it and save (or export) it again as PDF, without a password');
          expect(existsSync(inProject(address))).toBe(false);
        }),
      );
    }
  });

  it('npm run build, the portfolios\' step: prints the address, and writes an A4 PDF in her fonts with cover, text, work, CV and page numbers', async () => {
    await withFile(inProject('public', 'assets', 'curriculum.pdf'), await curriculum(), () =>
      withPortfolio(portfolio, () => {
        const result = portfolios();
        expect(result.status).toBe(0);
        expect(result.stdout).toContain(`Bewerbung Atelierstipendium, für Kunstverein Celle (content/portfolios/celle.json): 1 work, 5 pages`);
        expect(result.stdout).toContain(`\n    https://hanna-linde.example/mappe/${portfolio.key}/portfolio.pdf\n`);
        // The 700 px drawing cannot reach 300 dpi at its size on the page: named once, with its portfolio.
        expect(result.stderr).toContain('Notice: these works print below 300 dpi at their size in a portfolio');
        expect(result.stderr).toMatch(/\n {2}content\/pictures\/tusche\/eiche\.jpg: \d+ dpi, in content\/portfolios\/celle\.json/);
        // The folder of the portfolios gets a page, so no host lists their keys.
        expect(readFileSync(inProject('out', 'mappe', 'index.html'), 'utf8')).toBe('<title>Diese Seite gibt es nicht</title>');

        expect(poppler('pdfinfo')).toMatch(/Pages:\s+5\n[\s\S]*Page size:\s+595\.28 x 841\.89 pts \(A4\)/);
        const fonts = poppler('pdffonts').split('\n').slice(2).filter(Boolean);
        expect(fonts.map((line) => line.split(/[-\s]/)[0]).sort()).toEqual(['CormorantGaramondLight', 'Jost', 'Jost']);
        for (const line of fonts) expect(line).toMatch(/\byes\s+\w+\s+yes\b/);
        const page = (n: number) => poppler('pdftotext', '-f', String(n), '-l', String(n), '-enc', 'UTF-8').replace(/\u00a0/g, ' ').split('\n').map((line) => line.trim()).filter(Boolean);
        const contact = 'Hanna Marie Linde · hanna.linde@example.org · hanna-linde.example';
        expect(page(1)).toEqual(['Hanna Marie Linde', 'Bewerbung Atelierstipendium', 'für Kunstverein Celle', contact]);
        expect(page(2)).toEqual(['Seit 2005 zeichne ich Bäume.', contact, 'Seite 2 von 5']);
        expect(page(3)).toEqual(['Eiche, 2019', contact, 'Seite 3 von 5']);
        // Her CV's two pages, as they are, with how to reach her and their numbers.
        expect(page(4)).toEqual([contact, 'Seite 4 von 5']);
        expect(page(5)).toEqual([contact, 'Seite 5 von 5']);
      }),
    );
  });

  it('npm run build, the portfolios\' step: stops where another file of the export names a portfolio\'s address, and writes none', async () => {
    rmSync(inProject('out', 'mappe'), { recursive: true, force: true });
    await withFile(inProject('public', 'assets', 'curriculum.pdf'), await curriculum(), () =>
      withPortfolio(portfolio, () =>
        withFile(inProject('out', 'feed.xml'), `<link href="https://hanna-linde.example/mappe/${portfolio.key}/portfolio.pdf"/>`, () => {
          const result = portfolios();
          expect(result.status).not.toBe(0);
          expect(result.stderr).toContain("A portfolio's address is given away; do not publish this build:\n  out/feed.xml names the address of content/portfolios/celle.json");
          expect(existsSync(inProject(address))).toBe(false);
        }),
      ),
    );
  });

  it('an English portfolio: English labels, the glossary\'s technique and the price as English writes it, where she shows prices', async () => {
    const galleryFile = inProject('public', 'assets', 'gallery.json');
    const gallery = JSON.parse(readFileSync(galleryFile, 'utf8')) as { pictures: Record<string, unknown>[] }[];
    Object.assign(gallery[0]!.pictures[0]!, { technique: 'Tusche auf Papier', size: '50 × 40 cm', status: 'verfügbar', price: 1200 });
    await withFile(galleryFile, JSON.stringify(gallery), () =>
      withFile(inProject('public', 'assets', 'curriculum.pdf'), readFileSync(path.join(repository, 'public', 'assets', 'curriculum.pdf')), () =>
        withPortfolio({ ...portfolio, text: 'Trees, since 2005.', language: 'en', prices: true }, () => {
          expect(portfolios().status).toBe(0);
          const text = poppler('pdftotext', '-enc', 'UTF-8').replace(/\u00a0/g, ' ');
          for (const line of ['for Kunstverein Celle', 'Eiche, 2019\nInk on paper\n50 × 40 cm\nAvailable · €1,200', 'Page 2 of ']) expect(text).toContain(line);
        }),
      ),
    );
  });
});

describe('a legal text with placeholders still publishes, and the log says what is left to fill in', () => {
  const legalText = (...paragraphs: string[]) => JSON.stringify({ title: 'Impressum', description: 'Anbieterin und Kontakt.', sections: [{ heading: 'Angaben gemäß § 5 DDG', paragraphs }] });
  const withLegalTexts = (imprint: string, check: () => unknown) =>
    withFile(inProject('content', 'impressum.json'), imprint, () =>
      withFile(inProject('content', 'datenschutz.json'), legalText('Diese Website setzt keine Cookies.'), check),
    );

  it('npm run pictures: one warning line for the Impressum, none for the filled-in Datenschutz', async () => {
    await withLegalTexts(legalText('Hanna Marie Linde', '[Straße und Hausnummer]', '[Postleitzahl und Ort]'), async () => {
      const result = await npm(['run', 'pictures'], { GITHUB_ACTIONS: '' });
      expect(result.status).toBe(0);
      const warnings = (result.stdout + result.stderr).split('\n').filter((line) => line.includes('placeholders'));
      expect(warnings).toEqual(['Warning: content/impressum.json still has placeholders to fill in: [Straße und Hausnummer], [Postleitzahl und Ort]']);
    });
  });

  it('npm run pictures on GitHub Actions: the warning as an annotation on the file, for the run’s summary', async () => {
    await withLegalTexts(legalText('Hanna Marie Linde', '[Straße und Hausnummer]'), async () => {
      const result = await npm(['run', 'pictures'], { GITHUB_ACTIONS: 'true' });
      expect(result.status).toBe(0);
      expect(result.stdout + result.stderr).toContain(
        '\n::warning file=content/impressum.json::content/impressum.json still has placeholders to fill in: [Straße und Hausnummer]\n',
      );
    });
  });

  it('npm run pictures: no warning once both are filled in', async () => {
    await withLegalTexts(legalText('Hanna Marie Linde', 'Lindenallee 3', '12345 Baumstadt'), async () => {
      const result = await npm(['run', 'pictures'], { GITHUB_ACTIONS: '' });
      expect(result.status).toBe(0);
      expect(result.stdout + result.stderr).not.toContain('placeholders');
    });
  });
});

describe('a work too narrow to be sharp on a large screen is published, and the log names it with the width it needs', () => {
  // tusche/eiche.jpg is 700 × 560: 823 px wide on its page at 1440 × 900, at 1.6 file px to each CSS px.
  const notice = 'content/pictures/tusche/eiche.jpg will look soft on a large screen (1440 × 900 at 2×): it is 700 px wide, and needs 1317 px';

  it('npm run pictures: one notice line for the work, and the work in the gallery', async () => {
    const result = await npm(['run', 'pictures'], { GITHUB_ACTIONS: '' });
    expect(result.status).toBe(0);
    expect((result.stdout + result.stderr).split('\n').filter((line) => line.includes('soft'))).toEqual([`Notice: ${notice}`]);
    const gallery = JSON.parse(readFileSync(inProject('public', 'assets', 'gallery.json'), 'utf8'));
    expect(gallery[0].pictures.map((picture: { title: string }) => picture.title)).toEqual(['Eiche']);
  });

  it('npm run pictures on GitHub Actions: the notice as an annotation on the original', async () => {
    const result = await npm(['run', 'pictures'], { GITHUB_ACTIONS: 'true' });
    expect(result.status).toBe(0);
    expect(result.stdout + result.stderr).toContain(`\n::notice file=content/pictures/tusche/eiche.jpg::${notice}\n`);
  });
});

describe('a size the work’s page cannot draw to scale is published as written, and the log says what to mend', () => {
  // tusche/eiche.jpg is 700 × 560: 1.25 wide per high.
  const sidecar = () => inProject('content', 'pictures', 'tusche', 'eiche.json');
  const withSize = (size: string, check: () => Promise<void>) => withFile(sidecar(), JSON.stringify({ title: 'Eiche', year: 2019, size }), check);
  const sizeLines = (result: Awaited<ReturnType<typeof npm>>) => (result.stdout + result.stderr).split('\n').filter((line) => line.includes('field "size"'));

  it('npm run pictures: one notice where the photo is not of the size’s proportions (a frame or wall photographed with it)', async () => {
    await withSize('40 × 50 cm', async () => {
      const result = await npm(['run', 'pictures'], { GITHUB_ACTIONS: '' });
      expect(result.status).toBe(0);
      expect(sizeLines(result)).toEqual([
        'Notice: content/pictures/tusche/eiche.json: field "size" "40 × 50 cm" is 0.80 wide per high, its photo 1.25: the drawing to scale is left out; mend the size or crop the photo.',
      ]);
      const gallery = JSON.parse(readFileSync(inProject('public', 'assets', 'gallery.json'), 'utf8'));
      expect(gallery[0].pictures[0].size).toBe('40 × 50 cm');
    });
  });

  it('npm run pictures: one notice where the size cannot be read', async () => {
    await withSize('groß', async () => {
      const result = await npm(['run', 'pictures'], { GITHUB_ACTIONS: '' });
      expect(result.status).toBe(0);
      expect(sizeLines(result)).toEqual([
        'Notice: content/pictures/tusche/eiche.json: field "size" "groß" cannot be read as a size: the drawing to scale is left out; write width × height and the unit, for example "50 × 60 cm", or "Ø 40 cm" for a round work.',
      ]);
    });
  });

  it('npm run pictures: no notice where size and photo agree', async () => {
    await withSize('50 × 40 cm', async () => {
      const result = await npm(['run', 'pictures'], { GITHUB_ACTIONS: '' });
      expect(result.status).toBe(0);
      expect(sizeLines(result)).toEqual([]);
    });
  });

  it('npm run pictures on GitHub Actions: the notice as an annotation on the sidecar', async () => {
    await withSize('40 × 50 cm', async () => {
      const result = await npm(['run', 'pictures'], { GITHUB_ACTIONS: 'true' });
      expect(result.status).toBe(0);
      expect(result.stdout + result.stderr).toContain(
        '\n::notice file=content/pictures/tusche/eiche.json::content/pictures/tusche/eiche.json: field "size" "40 × 50 cm" is 0.80 wide per high, its photo 1.25: the drawing to scale is left out; mend the size or crop the photo.\n',
      );
    });
  });
});

describe('every content file is checked before anything is written, and every mistake is named at once', () => {
  it('npm run pictures: mistakes in three English files, each named in one block', async () => {
    await withFile(inProject('content', 'site.en.json'), JSON.stringify({ tagline: 'Line and colour', heading: 'About me' }), () =>
      withFile(inProject('content', 'pictures', 'tusche', '_category.en.json'), JSON.stringify({ nam: 'Ink' }), () =>
        withFile(inProject('public', 'assets', 'exhibitions.en.json'), JSON.stringify({ title: 'Tree signs' }), async () =>
          expectPlainStop(
            await npm(['run', 'pictures']),
            'content/site.en.json is not valid:\n  the whole file: expected no field named "heading" (a typing mistake?)',
            'content/pictures/tusche/_category.en.json is not valid:\n  the whole file: expected no field named "nam" (a typing mistake?)',
            'public/assets/exhibitions.en.json is not valid:\n  the whole file: expected a list, found a object',
          ),
        ),
      ),
    );
  });

  it('npm run pictures: two sidecars with mistakes, and the exhibitions: each named in the one run', async () => {
    const linde = inProject('content', 'pictures', 'tusche', 'linde.jpg');
    await drawTree(linde, 800, 640);
    try {
      await withFile(inProject('content', 'pictures', 'tusche', 'eiche.json'), JSON.stringify({ title: 'Eiche', year: '2019/20' }), () =>
        withFile(inProject('content', 'pictures', 'tusche', 'linde.json'), '{ "title": "Linde" "year": 2024 }', () =>
          withFile(inProject('public', 'assets', 'exhibitions.json'), JSON.stringify([{ description: 'Baumzeichen' }]), async () =>
            expectPlainStop(
              await npm(['run', 'pictures']),
              'content/pictures/tusche/eiche.json is not valid:\n  field "year": expected a number',
              'content/pictures/tusche/linde.json is not valid JSON: line 1, column 20',
              'public/assets/exhibitions.json is not valid:\n  entry 1, field "year": required, and missing',
            ),
          ),
        ),
      );
    } finally {
      rmSync(linde);
    }
  });

  it('npm run pictures: a room\'s key written in an exhibition\'s text is named by file and field, before anything is made', async () => {
    const key = 'k7Qm2xP9vLr4Tz8wNc3B';
    mkdirSync(inProject('content', 'rooms'), { recursive: true });
    await withFile(inProject('content', 'rooms', 'berger.json'), JSON.stringify({ title: 'Für Familie Berger', works: ['eiche'], until: '2027-06-30', key }), () =>
      withFile(inProject('public', 'assets', 'exhibitions.json'), JSON.stringify([{ year: 2025, description: `Baumzeichen, Vorschau: https://hanna-linde.example/raum/${key}/` }]), async () =>
        expectPlainStop(
          await npm(['run', 'pictures']),
          'The key of content/rooms/berger.json, from which the room\'s address is made, is written in another file, which would publish the address:\n  public/assets/exhibitions.json, entry 1, field "description"\n  Take it out there (only content/rooms/berger.json may hold it).',
        ),
      ),
    );
  });
});

describe('every file she might save', () => {
  const sidecar = () => inProject('content', 'pictures', 'tusche', 'eiche.json');
  const published = () => JSON.parse(readFileSync(inProject('public', 'assets', 'gallery.json'), 'utf8'))[0].pictures[0];

  it('npm run pictures: a sidecar saved by Notepad as "ANSI" (Windows-1252) is read right, with a notice', async () => {
    await withFile(sidecar(), Buffer.from('{ "title": "Eiche", "technique": "Aquarell auf B\xfctten", "size": "60 \xd7 70 cm" }', 'latin1'), async () => {
      const result = await npm(['run', 'pictures'], { GITHUB_ACTIONS: '' });
      expect(result.status).toBe(0);
      expect(result.stdout + result.stderr).toContain(
        'Notice: content/pictures/tusche/eiche.json was saved as Windows-1252 ("ANSI"); read as such — save it as UTF-8 to silence this notice',
      );
      expect(published()).toMatchObject({ technique: 'Aquarell auf Bütten', size: '60 × 70 cm' });
    });
  });

  it('npm run pictures: a sidecar in UTF-16 without its byte-order mark is read right', async () => {
    await withFile(sidecar(), Buffer.from('{ "title": "Eiche", "technique": "Tusche auf Bütten" }', 'utf16le'), async () => {
      expect((await npm(['run', 'pictures'])).status).toBe(0);
      expect(published()).toMatchObject({ title: 'Eiche', technique: 'Tusche auf Bütten' });
    });
  });

  it('npm run pictures: an exhibitions.json with a byte-order mark (Notepad\'s UTF-8) is read', async () => {
    await withFile(inProject('public', 'assets', 'exhibitions.json'), `\uFEFF${JSON.stringify([{ year: 2025, description: 'Baumzeichen' }])}`, async () =>
      expect((await npm(['run', 'pictures'])).status).toBe(0),
    );
  });

  it('npm run pictures: a file saved on an old Mac (lines ending in CR) with a comma too many, by its line', async () => {
    await withFile(inProject('content', 'pictures', 'tusche', '_category.json'), '{\r  "name": "Tusche",\r  "order": 1,\r}\r', async () =>
      expectPlainStop(await npm(['run', 'pictures']), 'content/pictures/tusche/_category.json is not valid JSON: line 4, column 1'),
    );
  });

  it('npm run pictures: an SVG and a camera\'s raw file as works stop the run, each named with what to do', async () => {
    await withFile(inProject('content', 'pictures', 'tusche', 'linde.svg'), '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"/>', () =>
      withFile(inProject('content', 'pictures', 'tusche', 'IMG_0412.CR2'), 'II*\u0000 raw', async () =>
        expectPlainStop(
          await npm(['run', 'pictures']),
          'content/pictures holds pictures the site cannot publish',
          '  content/pictures/tusche/IMG_0412.CR2: a camera\'s raw file: export it as JPEG',
          '  content/pictures/tusche/linde.svg: a vector drawing: export it as PNG or JPEG (2000 px or more on the long side) into its place',
        ),
      ),
    );
  });

  it('npm run pictures: a note beside the pictures is passed over, as before', async () => {
    await withFile(inProject('content', 'pictures', 'tusche', 'notizen.txt'), 'Eiche: Rahmen bestellen', async () => {
      const result = await npm(['run', 'pictures']);
      expect(result.status).toBe(0);
      expect(result.stderr).toContain('content/pictures/tusche/notizen.txt: not a picture the site can publish (.txt)');
    });
  });
});

describe('dates that agree, and messages that point the right way', () => {
  const exhibitionsFile = () => inProject('public', 'assets', 'exhibitions.json');
  const show = { title: 'Wurzelwerk', from: '2027-03-12', to: '2027-04-30' };

  it('npm run pictures: an opening after the show\'s last day', async () => {
    await withFile(exhibitionsFile(), JSON.stringify([{ ...show, opening: '2027-05-02T19:00' }]), async () =>
      expectPlainStop(
        await npm(['run', 'pictures']),
        'entry 1 ("Wurzelwerk"), field "opening": expected an opening within 90 days before "from" and no later than the show\'s last day, found the text "2027-05-02T19:00": for example 2027-03-12T19:00',
      ),
    );
  });

  it('npm run pictures: an opening a year before the show (a year typed wrong)', async () => {
    await withFile(exhibitionsFile(), JSON.stringify([{ ...show, opening: '2026-03-11T18:30' }]), async () =>
      expectPlainStop(await npm(['run', 'pictures']), 'field "opening": expected an opening within 90 days before "from"', 'for example 2027-03-12T18:30'),
    );
  });

  it('npm run pictures: a "year" that disagrees with "from"', async () => {
    await withFile(exhibitionsFile(), JSON.stringify([{ ...show, year: 2026 }]), async () =>
      expectPlainStop(await npm(['run', 'pictures']), 'entry 1 ("Wurzelwerk"), field "year": expected the year of "from", found the number 2026: write 2027, or correct "from"'),
    );
  });

  it('npm run pictures: "to" before "from", with an example that agrees with "from"', async () => {
    await withFile(exhibitionsFile(), JSON.stringify([{ title: 'Wurzelwerk', from: '2027-05-20', to: '2027-03-12' }]), async () =>
      expectPlainStop(
        await npm(['run', 'pictures']),
        'entry 1 ("Wurzelwerk"), field "to": expected a date not before "from", found the text "2027-03-12": write the day of "from" or a later one, for example 2027-05-20',
      ),
    );
  });

  it('npm run pictures: an e-mail address as the venue\'s web address is named once', async () => {
    await withFile(exhibitionsFile(), JSON.stringify([{ ...show, url: 'mailto:info@kunstverein-celle.example' }]), async () => {
      const result = await npm(['run', 'pictures']);
      expectPlainStop(result, 'entry 1 ("Wurzelwerk"), field "url": expected a web address starting with https://, found the text "mailto:info@kunstverein-celle.example"');
      expect((result.stdout + result.stderr).match(/field "url"/g)).toHaveLength(1);
    });
  });

  it('npm run pictures: a curly quote is found on its own line, not the last', async () => {
    await withFile(inProject('content', 'pictures', 'tusche', 'eiche.json'), '{\n  "title": "Die „Eiche“",\n  "technique": „Tusche“,\n  "year": 2019\n}\n', async () =>
      expectPlainStop(
        await npm(['run', 'pictures']),
        'content/pictures/tusche/eiche.json is not valid JSON: line 3, column 16',
        '"technique": „Tusche“,',
        'write straight ones (") around names and texts',
      ),
    );
  });

  it('npm run pictures: a CV given as a web address without https:// is told to write it whole', async () => {
    await withFile(inProject('content', 'site.json'), siteTexts({ portrait: 'portrait.jpg', curriculum: 'www.hanna-linde.example/lebenslauf.pdf' }), async () => {
      const result = await npm(['run', 'pictures']);
      expectPlainStop(result, 'field "curriculum"', 'write it whole, for example "https://www.hanna-linde.example/lebenslauf.pdf"');
      expect(result.stdout + result.stderr).not.toContain('public/www.');
    });
  });
});

/** Every file under the folders, by its path, with its bytes' fingerprint. */
function treeHash(...folders: string[]): Record<string, string> {
  const hashes: Record<string, string> = {};
  for (const folder of folders.filter((each) => existsSync(each))) {
    for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true }).filter((each) => each.isFile())) {
      const file = path.join(entry.parentPath, entry.name);
      hashes[path.relative(project, file)] = createHash('sha256').update(readFileSync(file)).digest('hex');
    }
  }
  return hashes;
}

describe('all or nothing: a refused npm run build leaves the last build\'s out/ and public/assets byte for byte', () => {
  const trees = () => treeHash(inProject('out'), inProject('public', 'assets'));
  /** The build's refusal, and out/ and public/assets as they were before it ran. */
  const refusedBuild = async () => {
    const before = trees();
    expect(Object.keys(before).filter((file) => file.startsWith('public/assets/gallery/')).length).toBeGreaterThan(10);
    expect(before['out/werke/eiche/index.html']).toBeDefined();
    return { before, result: await npm(['run', 'build']) };
  };

  beforeAll(() => {
    mkdirSync(inProject('out', 'werke', 'eiche'), { recursive: true });
    writeFileSync(inProject('out', 'index.html'), '<title>Hanna Marie Linde</title>');
    writeFileSync(inProject('out', 'werke', 'eiche', 'index.html'), '<title>Eiche</title>');
    writeFileSync(inProject('out', 'feed.xml'), '<feed/>');
  });

  afterAll(() => rmSync(inProject('out'), { recursive: true, force: true }));

  it('a room\'s key in an exhibition\'s text', async () => {
    const key = 'Zr8uQw3nB5xK1mVt7pLc';
    mkdirSync(inProject('content', 'rooms'), { recursive: true });
    await withFile(inProject('content', 'rooms', 'vogt.json'), JSON.stringify({ title: 'Für Anna Vogt', works: ['eiche'], until: '2027-06-30', key }), () =>
      withFile(inProject('public', 'assets', 'exhibitions.json'), JSON.stringify([{ year: 2025, description: 'Baumzeichen', text: `Vorschau unter /raum/${key}/` }]), async () => {
        const { before, result } = await refusedBuild();
        expectPlainStop(result, 'public/assets/exhibitions.json, entry 1, field "text"');
        expect(trees()).toEqual(before);
      }),
    );
  });

  it('a mistake in an English file', async () => {
    await withFile(inProject('content', 'pictures', 'tusche', '_category.en.json'), '{ "name": "Ink", }', async () => {
      const { before, result } = await refusedBuild();
      expectPlainStop(result, 'content/pictures/tusche/_category.en.json is not valid JSON');
      expect(trees()).toEqual(before);
    });
  });

  it('an SVG as a work\'s picture', async () => {
    await withFile(inProject('content', 'pictures', 'tusche', 'linde.svg'), '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"/>', async () => {
      const { before, result } = await refusedBuild();
      expectPlainStop(result, 'content/pictures/tusche/linde.svg: a vector drawing');
      expect(trees()).toEqual(before);
    });
  });

  it('a step failing after the pictures were made: the new pictures\' files are taken back too', async () => {
    // The copy holds no pages (app/ is not copied), so `next build` fails there, after `npm run pictures` made the new work's files.
    const linde = inProject('content', 'pictures', 'tusche', 'linde.jpg');
    await drawTree(linde, 800, 640);
    writeFileSync(inProject('content', 'pictures', 'tusche', 'linde.json'), JSON.stringify({ title: 'Linde', year: 2024 }));
    try {
      const { before, result } = await refusedBuild();
      expect(result.status).not.toBe(0);
      expect(result.stdout).toContain('made   content/pictures/tusche/linde.jpg');
      expect(result.stderr).toContain('The build stopped at "pages": out/ and the made pictures in public/assets are as the last build left them.');
      expect(trees()).toEqual(before);
    } finally {
      rmSync(linde);
      rmSync(inProject('content', 'pictures', 'tusche', 'linde.json'));
    }
  });
});
