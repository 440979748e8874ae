/**
 * @jest-environment node
 */
// The README is the manual and docs/ holds the rest: every path they name in code format must be
// there (or be one the build makes, as .gitignore says), so a reader who follows one finds it.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ignore from 'ignore';

const root = path.join(__dirname, '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** README.md and every Markdown file under docs/, as paths from the repository's root. */
function documents(): string[] {
  const docs = readdirSync(path.join(root, 'docs'), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name.split(path.sep).join('/')}`);
  return ['README.md', ...docs.sort()];
}

/**
 * The code spans of a Markdown text that name a place in the repository: a relative path with a
 * folder in it. Addresses on the site (`/werke/…`), web addresses, settings (`A=b`), packages
 * (`@scope/name`) and patterns with placeholders (`<category>`, `…`, `*`) are not places.
 */
function namedPaths(markdown: string): string[] {
  const withoutBlocks = markdown.replace(/^```[^\n]*\n[\s\S]*?^```/gm, '');
  const spans = [...withoutBlocks.matchAll(/`([^`\n]+)`/g)].map((match) => match[1]!);
  return spans.filter((span) => span.includes('/') && !/^[/@]|[\s:=<>…*{}"']/.test(span));
}

describe('namedPaths', () => {
  it('takes relative paths and leaves addresses, settings and patterns', () => {
    const text = [
      'See `lib/domain/schema.ts` and `docs/`, in `app/(de)/`.',
      'Not `/werke/kastanie/`, `https://example.de/a`, `BASE_PATH=/x`, `@pdf-lib/fontkit`,',
      'nor `content/pictures/<category>/`, `…/admin/`, nor `npm run build`.',
      '```',
      'content/in/a/block.json',
      '```',
    ].join('\n');
    expect(namedPaths(text)).toEqual(['lib/domain/schema.ts', 'docs/', 'app/(de)/']);
  });
});

describe('the README and docs/', () => {
  const gitignore = ignore().add(read('.gitignore'));
  const made = (named: string) => gitignore.ignores(named.replace(/\/$/, '')) || gitignore.ignores(named);

  it.each(documents())('%s names only paths that exist or that the build makes', (file) => {
    const missing = namedPaths(read(file)).filter((named) => !existsSync(path.join(root, named)) && !made(named));
    expect(missing).toEqual([]);
  });

  it.each(documents())('%s links only files that exist', (file) => {
    const links = [...read(file).matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1]!).filter((link) => !/^(https?:|mailto:|#)/.test(link));
    const missing = links.filter((link) => !existsSync(path.join(root, path.dirname(file), link.replace(/#.*$/, ''))));
    expect(missing).toEqual([]);
  });

  it('keeps the README a manual of at most 320 lines', () => {
    expect(read('README.md').split('\n').length).toBeLessThanOrEqual(320);
  });

  it('gives the artist her guide in German, and links it from the README', () => {
    expect(read('README.md')).toContain('(docs/bearbeiten.md)');
    expect(read('docs/bearbeiten.md')).toContain('Mit Zugriffstoken anmelden');
  });
});
