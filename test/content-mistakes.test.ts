/** @jest-environment node */
// Content mistakes as the artist meets them: through `npm run pictures`, `npm run build` and
// `npm start`, run as commands in a small copy of the project.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
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
  for (const part of ['package.json', 'tsconfig.json', 'scripts', 'lib']) cpSync(path.join(repository, part), inProject(part), { recursive: true });
  symlinkSync(path.join(repository, 'node_modules'), inProject('node_modules'), 'dir');
  mkdirSync(inProject('public', 'assets'), { recursive: true });
  await drawTree(inProject('content', 'portrait.jpg'), 700, 875);
  await drawTree(inProject('content', 'background.jpg'), 900, 600);
  await drawTree(inProject('content', 'pictures', 'tusche', 'eiche.jpg'), 700, 560);
  writeFileSync(inProject('content', 'pictures', 'tusche', 'eiche.json'), JSON.stringify({ title: 'Eiche', year: 2019 }));
  writeFileSync(inProject('public', 'assets', 'exhibitions.json'), JSON.stringify([{ year: 2025, description: 'Baumzeichen' }]));
  // Made once, so each case below only reads.
  const first = npm(['run', 'pictures']);
  if (first.status !== 0) throw new Error(`the copy of the project did not build its pictures:\n${first.stdout}${first.stderr}`);
});

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
      expectPlainStop(npm(['run', 'pictures']), 'public/assets/exhibitions.json is not valid:', 'entry 1, field "year": expected a number, found nothing'),
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
