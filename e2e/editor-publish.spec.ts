// What the next build makes of the editor's saves: the workflow after her commit (`npm run build`,
// the pictures and then the pages) in a copy of the project. One build for both saves, on a desktop
// only: the files a phone saves are the same (e2e/editor.spec.ts checks them in both).
import { expect, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gallerySchema, parseContent } from '@/lib/domain/schema';
import { projectCopy } from '@/harness/project-copy';
import { addWorkWithPhoto, NEW_WORK, openEditorOnFolder, root, savedFiles, TRANSLATED_WORK, writeEnglishTitle } from './editor-session';

test('a new work with its photo and a work’s English title, saved in the editor, are published by the next build', async ({ browser, page }) => {
  test.setTimeout(300_000);
  await openEditorOnFolder(page);
  // Saved since the folder was picked (picking it writes the repository's files into it).
  let opened = Date.now();
  await addWorkWithPhoto(page, test.info().outputDir);
  const newWork = await savedFiles(page, opened, [`${NEW_WORK}/IMG_2031.jpeg`, `${NEW_WORK}/index.json`]);
  // A second session, as on another day: a folder of its own, picked afresh.
  const other = await (await browser.newContext()).newPage();
  await openEditorOnFolder(other);
  opened = Date.now();
  await writeEnglishTitle(other, false);
  const english = await savedFiles(other, opened, [`${TRANSLATED_WORK}/index.en.json`, `${TRANSLATED_WORK}/index.json`]);

  const project = projectCopy({ root, prefix: 'editor-', withOriginals: true });
  try {
    for (const [name, base64] of Object.entries({ ...newWork, ...english })) {
      mkdirSync(path.dirname(path.join(project, name)), { recursive: true });
      writeFileSync(path.join(project, name), Buffer.from(base64, 'base64'));
    }
    execFileSync('npm', ['run', 'build'], { cwd: project, stdio: 'pipe', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
    const built = (address: string) => readFileSync(path.join(project, 'out', address, 'index.html'), 'utf8');

    const gallery = parseContent(gallerySchema, JSON.parse(readFileSync(path.join(project, 'public/assets/gallery.json'), 'utf8')), 'gallery.json');
    const aquarelle = gallery.find((category) => category.name === 'Aquarelle')!;
    // Numbered last by the editor, so last in its category on the site.
    expect(aquarelle.pictures.at(-1)).toMatchObject({ slug: 'rotbuche-im-herbst', title: 'Rotbuche im Herbst', price: 1200, width: 900, height: 1200 });
    const workPage = built('werke/rotbuche-im-herbst');
    const shown = (element: string) => new RegExp(`<${element} class="[^"]*">([^<]*)</${element}>`).exec(workPage)?.[1];
    expect(shown('h1')).toBe('Rotbuche im Herbst');
    expect(/<p class="[^"]*availability">([^<]*)<\/p>/.exec(workPage)?.[1]).toMatch(/^Verfügbar · 1\.200\s€$/);
    expect(built('werke').includes('href="/werke/rotbuche-im-herbst/"')).toBe(true);

    const heading = (address: string) => /<h1([^>]*)>([^<]*)<\/h1>/.exec(built(address));
    // In English, and no longer marked as German; the German page keeps her German title.
    const [, attributes, title] = heading('en/werke/kopfweide')!;
    expect(title).toBe('Pollard Willow');
    expect(attributes).not.toMatch(/\blang=/);
    expect(heading('werke/kopfweide')![2]).toBe('Kopfweide');
  } finally {
    rmSync(project, { recursive: true, force: true });
  }
});
