// After `next build`: the page of all works arranges a choice in its address before its first paint
// (scripts/filters-first.ts); each page carries its first screen's rules, and its stylesheets, fonts and scripts
// wait for the first paint (scripts/paint-first.ts); then every page gets its Content-Security-Policy and
// out/_headers is written (scripts/security-headers.ts).
// `tsx scripts/finish-export.mts [folder]`, out/ by default.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { writeAtomically } from './files';
import { withFiltersFirst } from './filters-first';
import { paintFirst } from './paint-first';
import { EDITOR_FOLDER, hostHeadersFile, withPolicyMeta } from './security-headers';

async function finishExport(out: string) {
  // The editor's page (public/admin/index.html) comes with a policy of its own.
  const files = (await readdir(out, { recursive: true })).filter((file) => file.endsWith('.html') && !file.startsWith(`${EDITOR_FOLDER}${path.sep}`));
  // Everything is worked out first, then written: a failure leaves the folder as the build left it.
  const pages = await Promise.all(
    files.map(async (file) => {
      const page = path.relative(process.cwd(), path.join(out, file));
      const html = withPolicyMeta(await paintFirst(withFiltersFirst(await readFile(path.join(out, file), 'utf8')), page, out), page);
      return { file: path.join(out, file), html };
    }),
  );
  await Promise.all(pages.map((page) => writeAtomically(page.file, page.html)));
  await writeAtomically(path.join(out, '_headers'), hostHeadersFile());
  console.log(`finished export: ${pages.length} pages paint with their first screen's rules and load the rest after, each with its policy`);
}

try {
  await finishExport(path.resolve(process.argv[2] ?? 'out'));
} catch (error) {
  console.error(`finishing the export failed, the pages are as next build left them:\n${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
