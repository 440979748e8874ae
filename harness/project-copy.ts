// A copy of the project to build in, for checks that must not touch the repository: the generated
// catalogue (harness/catalogue.mts) and the editor's end-to-end test (e2e/editor.spec.ts).
import { copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import ignore from 'ignore';

/**
 * The project's own files, found by walking the folder and leaving out what .gitignore names (and
 * .git), so a copy that is no git repository (downloaded as a ZIP) works as a clone does.
 */
export function projectFiles(root: string): string[] {
  const gitignore = path.join(root, '.gitignore');
  const ignored = ignore().add(existsSync(gitignore) ? readFileSync(gitignore, 'utf8') : '').add('.git');
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const name = dir ? `${dir}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (!ignored.ignores(`${name}/`)) walk(name);
      } else if (entry.isFile() && !ignored.ignores(name)) files.push(name);
    }
  };
  walk('');
  return files.sort();
}

/**
 * The project's files and the made pictures, inside the repository's .catalogue/ and without a
 * lock file: Turbopack then takes the repository as its root and finds node_modules there. Without
 * the originals, `npm run pictures` leaves public/assets alone. `root` is the repository's folder,
 * as the caller knows it (tsx and Playwright load this file differently).
 */
export function projectCopy({ root, prefix, withOriginals }: { root: string; prefix: string; withOriginals: boolean }): string {
  const known = projectFiles(root);
  mkdirSync(path.join(root, '.catalogue'), { recursive: true });
  const copy = mkdtempSync(path.join(root, '.catalogue', prefix));
  const copied = (name: string) => (withOriginals || !name.startsWith('content/pictures/')) && name !== 'package-lock.json';
  for (const file of known.filter(copied)) {
    mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
    copyFileSync(path.join(root, file), path.join(copy, file));
  }
  cpSync(path.join(root, 'public', 'assets'), path.join(copy, 'public', 'assets'), { recursive: true });
  // The share image's route reads its fonts from ./node_modules.
  symlinkSync(path.join(root, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
  return copy;
}
