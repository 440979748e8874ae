/** @jest-environment node */
// Content mistakes as the artist meets them: through `npm run pictures`, `npm run build` and
// `npm start`, run as commands in a small copy of the project.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';

jest.setTimeout(120_000);

const repository = path.join(__dirname, '..');
let project: string;

const inProject = (...parts: string[]) => path.join(project, ...parts);

function npm(args: string[], env: Record<string, string> = {}) {
  const { status, stdout, stderr } = spawnSync('npm', args, { cwd: project, encoding: 'utf8', env: { ...process.env, ...env, DEBUG: env.DEBUG ?? '' } });
  return { status, stdout, stderr };
}

async function drawTree(file: string, width: number, height: number) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#f4efe4"/><path d="M${width / 2} ${height} V${height / 3}" stroke="#222" stroke-width="9"/></svg>`;
  mkdirSync(path.dirname(file), { recursive: true });
  await sharp(Buffer.from(svg)).jpeg().toFile(file);
}

beforeAll(async () => {
  project = mkdtempSync(path.join(tmpdir(), 'content-mistakes-'));
  // What `npm run pictures` runs on: the build steps, the code they use, the configuration and the design tokens.
  for (const part of ['package.json', 'tsconfig.json', 'build', 'lib', 'config', 'app/_tokens.scss']) cpSync(path.join(repository, part), inProject(part), { recursive: true });
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
  const first = npm(['run', 'pictures']);
  if (first.status !== 0) throw new Error(`the copy of the project did not build its pictures:\n${first.stdout}${first.stderr}`);
});

/** The repository's content/site.json, with some fields changed as the editor would save them. */
function siteTexts(changes: Record<string, unknown>): string {
  const texts: unknown = JSON.parse(readFileSync(path.join(repository, 'content', 'site.json'), 'utf8'));
  return JSON.stringify({ ...(texts as object), ...changes }, null, 2);
}

afterAll(() => rmSync(project, { recursive: true, force: true }));

/** What a plain message must be: said once, with no stack trace and none of the loader's code. */
function expectPlainStop(result: ReturnType<typeof npm>, ...lines: string[]) {
  expect(result.status).not.toBe(0);
  const output = result.stdout + result.stderr;
  expect(output).toContain('The site was not built, because of a mistake in its content; nothing was published.');
  for (const line of lines) expect(output).toContain(line);
  expect(output).not.toMatch(/^\s+at .+:\d+:\d+\)?$/m);
  expect(output).not.toContain('data:text/javascript');
  expect(output.match(/The site was not built/g)).toHaveLength(1);
}

function withFile(file: string, text: string, check: () => void) {
  const original = spawnSync('cat', [file], { encoding: 'utf8' });
  writeFileSync(file, text);
  try {
    check();
  } finally {
    if (original.status === 0) writeFileSync(file, original.stdout);
    else rmSync(file);
  }
}

describe('a content mistake ends the command with one plain message', () => {
  it('npm run pictures: a year that is not a year, in a sidecar', () => {
    withFile(inProject('content', 'pictures', 'tusche', 'eiche.json'), JSON.stringify({ title: 'Eiche', year: '2019/20' }), () =>
      expectPlainStop(
        npm(['run', 'pictures']),
        'content/pictures/tusche/eiche.json is not valid:',
        'field "year": expected a number, found the text "2019/20": write one year between 1900 and 2100 as a number, without quotes, for example 2019',
      ),
    );
  });

  it('npm run pictures: a comma too many in _category.json, by line and column', () => {
    withFile(inProject('content', 'pictures', 'tusche', '_category.json'), '{\n  "name": "Tusche",\n}\n', () =>
      expectPlainStop(npm(['run', 'pictures']), 'content/pictures/tusche/_category.json is not valid JSON: line 3, column 1'),
    );
  });

  it('npm run pictures: an exhibition without its year', () => {
    withFile(inProject('public', 'assets', 'exhibitions.json'), JSON.stringify([{ description: 'Baumzeichen' }]), () =>
      expectPlainStop(npm(['run', 'pictures']), 'public/assets/exhibitions.json is not valid:', 'entry 1, field "year": required, and missing: add a "year" or a "from" date, for example "year": 2019'),
    );
  });

  it('npm run pictures: an e-mail address without its @, in content/site.json', () => {
    withFile(inProject('content', 'site.json'), siteTexts({ portrait: 'portrait.jpg', email: 'hanna.linde.example.org' }), () =>
      expectPlainStop(npm(['run', 'pictures']), 'content/site.json is not valid:', 'field "email": expected an e-mail address, found the text "hanna.linde.example.org"'),
    );
  });

  it('npm run pictures: a required text left out of content/site.json', () => {
    const { email, ...withoutEmail } = JSON.parse(siteTexts({ portrait: 'portrait.jpg' })) as Record<string, unknown>;
    expect(email).toBeDefined();
    withFile(inProject('content', 'site.json'), JSON.stringify(withoutEmail), () =>
      expectPlainStop(npm(['run', 'pictures']), 'content/site.json is not valid:', 'field "email": required, and missing: add it, for example "email": "…"'),
    );
  });

  it('npm run pictures: a CV that content/site.json names but is not there', () => {
    withFile(inProject('content', 'site.json'), siteTexts({ portrait: 'portrait.jpg', curriculum: 'assets/lebenslauf.pdf' }), () =>
      expectPlainStop(
        npm(['run', 'pictures']),
        'content/site.json is not valid:',
        'field "curriculum": expected the CV, a PDF under public/ (for example "assets/curriculum.pdf"), found the text "assets/lebenslauf.pdf", which is not there: copy the PDF to public/assets/lebenslauf.pdf, or correct the name',
      ),
    );
  });

  it('npm run pictures: a CV that is not a PDF', () => {
    withFile(inProject('public', 'assets', 'lebenslauf.docx'), 'PK\u0003\u0004 a Word file', () =>
      withFile(inProject('content', 'site.json'), siteTexts({ portrait: 'portrait.jpg', curriculum: 'assets/lebenslauf.docx' }), () =>
        expectPlainStop(npm(['run', 'pictures']), 'field "curriculum": expected the CV, a PDF under public/', 'found the text "assets/lebenslauf.docx", which is not a PDF: save the CV as PDF'),
      ),
    );
  });

  it('npm run pictures: a portrait that content/site.json names but is not there', () => {
    withFile(inProject('content', 'site.json'), siteTexts({ portrait: 'IMG_2031.jpeg' }), () =>
      expectPlainStop(
        npm(['run', 'pictures']),
        'content/site.json is not valid:',
        'field "portrait": expected a picture in content/ (.jpg, ',
        'found the text "IMG_2031.jpeg": copy the picture there, or correct its name',
      ),
    );
  });

  it('npm run pictures: a sidecar naming a picture that is not beside it', () => {
    withFile(inProject('content', 'pictures', 'tusche', 'alte-buche.json'), JSON.stringify({ picture: 'IMG_0412.HEIC', title: 'Alte Buche' }), () =>
      expectPlainStop(
        npm(['run', 'pictures']),
        'content/pictures/tusche/alte-buche.json is not valid:',
        'field "picture": expected the name of a picture in content/pictures/tusche/, found the text "IMG_0412.HEIC": copy the picture there, or correct its name',
      ),
    );
  });

  it('npm run pictures: a damaged picture', () => {
    withFile(inProject('content', 'pictures', 'tusche', 'linde.json'), JSON.stringify({ title: 'Linde' }), () =>
      withFile(inProject('content', 'pictures', 'tusche', 'linde.jpg'), 'not really a picture', () =>
        expectPlainStop(npm(['run', 'pictures']), 'content/pictures/tusche/linde.jpg could not be read as a picture'),
      ),
    );
  });

  it('npm run build: the same message, and the build does not start', () => {
    withFile(inProject('content', 'pictures', 'tusche', 'eiche.json'), '{ "title": "Eiche", "jahr": 2019 }', () => {
      const result = npm(['run', 'build']);
      expectPlainStop(result, 'content/pictures/tusche/eiche.json is not valid:', 'expected no field named "jahr"');
      expect(result.stdout).not.toContain('Next.js');
    });
  });

  it('npm start: the same message, and nothing is served', () => {
    withFile(inProject('public', 'assets', 'exhibitions.json'), '[{ "year": 2025, "description": "Baumzeichen" ', () => {
      const result = npm(['start']);
      expectPlainStop(result, 'public/assets/exhibitions.json is not valid JSON: line 1, column 47');
      expect(result.stdout).not.toContain('localhost');
    });
  });

  it('with DEBUG=1, the stack trace follows the message', () => {
    withFile(inProject('content', 'pictures', 'tusche', 'eiche.json'), JSON.stringify({ title: '' }), () => {
      const result = npm(['run', 'pictures'], { DEBUG: '1' });
      expect(result.status).not.toBe(0);
      expect(result.stderr).toMatch(/^\s+at .+:\d+:\d+\)?$/m);
    });
  });
});

describe('a private viewing room', () => {
  const room = { title: 'Für Familie Berger', works: ['eiche'], until: '2027-06-30', key: 'k7Qm2xP9vLr4Tz8wNc3B' };
  const roomFile = () => inProject('content', 'rooms', 'berger.json');
  const withRoom = (data: object, check: () => void) => {
    mkdirSync(inProject('content', 'rooms'), { recursive: true });
    withFile(roomFile(), JSON.stringify(data), check);
  };

  it('npm run pictures: a room without a key is told a fresh random one to set', () => {
    const { key: _key, ...keyless } = room;
    withRoom(keyless, () => {
      const result = npm(['run', 'pictures']);
      expectPlainStop(result, 'content/rooms/berger.json is not valid:', 'field "key" is missing or shorter than 16 characters: set it to "');
      expect(result.stdout + result.stderr).toMatch(/set it to "[A-Za-z0-9_-]{20}" \(a fresh random key; the room's address is made from it\)/);
    });
  });

  it('npm run pictures: a room naming a work that is not there', () => {
    withRoom({ ...room, works: ['eiche', 'buche'] }, () =>
      expectPlainStop(npm(['run', 'pictures']), 'content/rooms/berger.json is not valid:', 'works entry 2: no work has the address /werke/buche/: write the name of a work\'s address, for example "eiche"'),
    );
  });

  it('npm run build, last: prints each room\'s address to copy, once no other file of the export names it', () => {
    const page = inProject('out', 'raum', room.key, 'index.html');
    mkdirSync(path.dirname(page), { recursive: true });
    writeFileSync(page, `<title>${room.title}</title><!-- ${room.key} -->`);
    writeFileSync(inProject('out', 'index.html'), '<title>Hanna Marie Linde</title>');
    writeFileSync(inProject('out', '404.html'), '<title>Diese Seite gibt es nicht</title>');
    withRoom(room, () => {
      const printed = spawnSync('npx', ['tsx', 'build/rooms.mts'], { cwd: project, encoding: 'utf8' });
      expect(printed.status).toBe(0);
      expect(printed.stdout).toContain(`Für Familie Berger (content/rooms/berger.json), open until 30.\u00a0Juni 2027:\n    https://hanna-linde.example/raum/${room.key}/\n`);
      // The folder of the rooms gets a page, so no host lists it.
      expect(readFileSync(inProject('out', 'raum', 'index.html'), 'utf8')).toBe('<title>Diese Seite gibt es nicht</title>');
      withFile(inProject('out', 'feed.xml'), `<link href="https://hanna-linde.example/raum/${room.key}/"/>`, () => {
        const stopped = spawnSync('npx', ['tsx', 'build/rooms.mts'], { cwd: project, encoding: 'utf8' });
        expect(stopped.status).not.toBe(0);
        expect(stopped.stderr).toContain("A room's address is given away; do not publish this build:\n  out/feed.xml names the address of content/rooms/berger.json");
        expect(stopped.stdout).not.toContain(room.key);
      });
    });
  });
});

describe('a legal text with placeholders still publishes, and the log says what is left to fill in', () => {
  const legalText = (...paragraphs: string[]) => JSON.stringify({ title: 'Impressum', description: 'Anbieterin und Kontakt.', sections: [{ heading: 'Angaben gemäß § 5 DDG', paragraphs }] });
  const withLegalTexts = (imprint: string, check: () => void) =>
    withFile(inProject('content', 'impressum.json'), imprint, () =>
      withFile(inProject('content', 'datenschutz.json'), legalText('Diese Website setzt keine Cookies.'), check),
    );

  it('npm run pictures: one warning line for the Impressum, none for the filled-in Datenschutz', () => {
    withLegalTexts(legalText('Hanna Marie Linde', '[Straße und Hausnummer]', '[Postleitzahl und Ort]'), () => {
      const result = npm(['run', 'pictures'], { GITHUB_ACTIONS: '' });
      expect(result.status).toBe(0);
      const warnings = (result.stdout + result.stderr).split('\n').filter((line) => line.includes('placeholders'));
      expect(warnings).toEqual(['Warning: content/impressum.json still has placeholders to fill in: [Straße und Hausnummer], [Postleitzahl und Ort]']);
    });
  });

  it('npm run pictures on GitHub Actions: the warning as an annotation on the file, for the run’s summary', () => {
    withLegalTexts(legalText('Hanna Marie Linde', '[Straße und Hausnummer]'), () => {
      const result = npm(['run', 'pictures'], { GITHUB_ACTIONS: 'true' });
      expect(result.status).toBe(0);
      expect(result.stdout + result.stderr).toContain(
        '\n::warning file=content/impressum.json::content/impressum.json still has placeholders to fill in: [Straße und Hausnummer]\n',
      );
    });
  });

  it('npm run pictures: no warning once both are filled in', () => {
    withLegalTexts(legalText('Hanna Marie Linde', 'Lindenallee 3', '12345 Baumstadt'), () => {
      const result = npm(['run', 'pictures'], { GITHUB_ACTIONS: '' });
      expect(result.status).toBe(0);
      expect(result.stdout + result.stderr).not.toContain('placeholders');
    });
  });
});

describe('a work too narrow to be sharp on a large screen is published, and the log names it with the width it needs', () => {
  // tusche/eiche.jpg is 700 × 560: 823 px wide on its page at 1440 × 900, at 1.6 file px to each CSS px.
  const notice = 'content/pictures/tusche/eiche.jpg will look soft on a large screen (1440 × 900 at 2×): it is 700 px wide, and needs 1317 px';

  it('npm run pictures: one notice line for the work, and the work in the gallery', () => {
    const result = npm(['run', 'pictures'], { GITHUB_ACTIONS: '' });
    expect(result.status).toBe(0);
    expect((result.stdout + result.stderr).split('\n').filter((line) => line.includes('soft'))).toEqual([`Notice: ${notice}`]);
    const gallery = JSON.parse(readFileSync(inProject('public', 'assets', 'gallery.json'), 'utf8'));
    expect(gallery[0].pictures.map((picture: { title: string }) => picture.title)).toEqual(['Eiche']);
  });

  it('npm run pictures on GitHub Actions: the notice as an annotation on the original', () => {
    const result = npm(['run', 'pictures'], { GITHUB_ACTIONS: 'true' });
    expect(result.status).toBe(0);
    expect(result.stdout + result.stderr).toContain(`\n::notice file=content/pictures/tusche/eiche.jpg::${notice}\n`);
  });
});
