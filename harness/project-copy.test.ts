/** @jest-environment node */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { projectCopy } from './project-copy';

// The project as downloaded as a ZIP: no .git anywhere, the made files of an earlier build beside it.
const FILES = {
  '.gitignore': 'node_modules/\nout/\n*.log\npublic/assets/gallery/\n.catalogue/\n',
  'package.json': '{}',
  'package-lock.json': '{}',
  'content/site.json': '{}',
  'content/pictures/aquarelle/kastanie/kastanie.jpg': 'jpeg',
  'public/assets/exhibitions.json': '[]',
  'public/assets/gallery/kastanie-800.avif': 'avif',
  'app/page.tsx': 'export default 1',
  'out/index.html': '<html>',
  'npm-debug.log': 'log',
  'node_modules/zod/index.js': '',
};

let root: string;
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'zip-download-'));
  for (const [name, text] of Object.entries(FILES)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), text);
  }
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** What the copy holds, but node_modules (a link to the project's own). */
const filesIn = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();

describe('a copy of a project that is not a git repository', () => {
  it('holds its own files and the made pictures, and nothing .gitignore leaves out', () => {
    const copy = projectCopy({ root, prefix: 'works-', withOriginals: false });
    expect(filesIn(copy).filter((file) => !file.startsWith('node_modules/'))).toEqual([
      '.gitignore',
      'app/page.tsx',
      'content/site.json',
      'package.json',
      'public/assets/exhibitions.json',
      'public/assets/gallery/kastanie-800.avif',
    ]);
    expect(readdirSync(path.join(copy, 'node_modules'))).toEqual(['zod']);
  });

  it('holds the originals when asked for them', () => {
    const copy = projectCopy({ root, prefix: 'editor-', withOriginals: true });
    expect(filesIn(copy)).toContain('content/pictures/aquarelle/kastanie/kastanie.jpg');
  });
});
