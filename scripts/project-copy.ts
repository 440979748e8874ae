// A copy of the project to build in, for checks that must not touch the repository: the generated
// catalogue (scripts/catalogue.mts) and the editor's end-to-end test (e2e/editor.spec.ts).
import { execFileSync } from 'node:child_process';
import { copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, symlinkSync } from 'node:fs';
import path from 'node:path';

/**
 * Every file git knows (committed or new, not ignored) and the made pictures, inside the
 * repository's .catalogue/ and without a lock file: Turbopack then takes the repository as its root
 * and finds node_modules there. Without the originals, `npm run pictures` leaves public/assets alone.
 * `root` is the repository's folder, as the caller knows it (tsx and Playwright load this file differently).
 */
export function projectCopy({ root, prefix, withOriginals }: { root: string; prefix: string; withOriginals: boolean }): string {
  mkdirSync(path.join(root, '.catalogue'), { recursive: true });
  const copy = mkdtempSync(path.join(root, '.catalogue', prefix));
  const known = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean);
  const copied = (name: string) => (withOriginals || !name.startsWith('content/pictures/')) && name !== 'package-lock.json' && existsSync(path.join(root, name));
  for (const file of known.filter(copied)) {
    mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
    copyFileSync(path.join(root, file), path.join(copy, file));
  }
  cpSync(path.join(root, 'public', 'assets'), path.join(copy, 'public', 'assets'), { recursive: true });
  // The share image's route reads its fonts from ./node_modules.
  symlinkSync(path.join(root, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
  return copy;
}
