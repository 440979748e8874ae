// The editor at /admin/ driven as the artist would, in its local-folder mode: the browser's folder
// picker is answered by a prepared copy of the repository's content (in the browser's own private
// file system), and what the editor saves there is then published by `npm run pictures` and the build.
import { expect, type Page, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { exhibitionsSchema, exhibitionsTranslationSchema, gallerySchema, parseContent, pictureMetaSchema, roomSchema, siteTextsSchema, siteTranslationSchema, workTranslationSchema } from '../lib/domain/schema';
import { projectCopy } from '../harness/project-copy';

const root = path.join(__dirname, '..');

/** What the editor reads and writes: the content, the exhibitions (German and English) and the CV, as in the repository. */
function repositoryContent(): Record<string, string> {
  const files = readdirSync(path.join(root, 'content'), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
  const all = [...files, 'public/assets/exhibitions.json', 'public/assets/exhibitions.en.json', 'public/assets/curriculum.pdf'];
  return Object.fromEntries(all.map((file) => [file, readFileSync(path.join(root, file)).toString('base64')]));
}

/** Opens the editor on a folder holding the repository's content, as if the artist had picked it; returns what its policy blocked. */
async function openEditorOnFolder(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { reportViolation(text: string): void }).reportViolation(`${event.violatedDirective}: ${event.blockedURI}`),
    );
  });
  await page.goto('/admin/');
  await page.evaluate(async (files) => {
    const folder = await navigator.storage.getDirectory();
    await folder.getDirectoryHandle('.git', { create: true });
    for (const [name, base64] of Object.entries(files)) {
      const parts = name.split('/');
      let dir = folder;
      for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part, { create: true });
      const writable = await (await dir.getFileHandle(parts.at(-1)!, { create: true })).createWritable();
      await writable.write(Uint8Array.from(atob(base64), (character) => character.charCodeAt(0)));
      await writable.close();
    }
    Object.assign(window, { showDirectoryPicker: async () => folder });
  }, repositoryContent());
  await page.getByRole('button', { name: 'Mit lokalem Repository arbeiten' }).click();
  await expect(page.getByRole('treeitem', { name: 'Aquarelle' })).toBeVisible();
  return violations;
}

/** The files in the picked folder now, with those the editor changed since `since` in full. */
async function folderFiles(page: Page, since: number): Promise<{ names: string[]; changed: Record<string, string> }> {
  return page.evaluate(async (after) => {
    const names: string[] = [];
    const changed: Record<string, string> = {};
    const walk = async (dir: FileSystemDirectoryHandle, prefix: string): Promise<void> => {
      for await (const handle of (dir as unknown as { values(): AsyncIterable<FileSystemHandle> }).values()) {
        if (handle instanceof FileSystemDirectoryHandle) await walk(handle, `${prefix}${handle.name}/`);
        else {
          // The browser's swap files of a write in progress come and go.
          const file = await (handle as FileSystemFileHandle).getFile().catch(() => undefined);
          if (!file || handle.name.endsWith('.crswap')) continue;
          names.push(`${prefix}${handle.name}`);
          if (file.lastModified > after) {
            const bytes = new Uint8Array(await file.arrayBuffer());
            let binary = '';
            for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
            changed[`${prefix}${handle.name}`] = btoa(binary);
          }
        }
      }
    };
    await walk(await navigator.storage.getDirectory(), '');
    return { names, changed };
  }, since);
}

/** An entry's German pane: beside the English one on a wide screen, alone on a phone until the language is switched. */
const germanPane = (page: Page) => page.getByRole('group', { name: /Deutsch\W*Inhalt bearbeiten/ });

const text = (base64: string) => Buffer.from(base64, 'base64').toString('utf8');

/** GitHub, where the editor commits (not used in the local-folder mode) and whose status it shows. */
const GITHUB = ['https://api.github.com', 'https://www.githubstatus.com'];

/** Every request goes to this site, to GitHub, or stays in the browser: nothing from anywhere else. */
function watchOrigins(page: Page, site: string) {
  const elsewhere: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!['blob:', 'data:'].includes(url.protocol) && ![new URL(site).origin, ...GITHUB].includes(url.origin)) elsewhere.push(request.url());
  });
  return elsewhere;
}

test.describe('the editor at /admin/', () => {
  // The editor is a large app that starts anew in each test; on a loaded machine it takes longer than Playwright's default.
  test.describe.configure({ timeout: 90_000 });
  test('is not for search engines, and allows nothing but this site and GitHub’s API', async ({ page, request }) => {
    const response = await request.get('/admin/');
    expect(response.headers()['x-robots-tag']).toBe('noindex, nofollow');
    await page.goto('/admin/');
    await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute('content', /noindex/);
    const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
    expect(policy).toContain("connect-src 'self' blob: data: https://api.github.com https://www.githubstatus.com;");
    expect(policy).toContain("script-src 'self' 'wasm-unsafe-eval';");
    expect(policy).toContain("font-src 'self';");
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).not.toContain('/admin');
  });

  test('a work added with its photo lands where `npm run pictures` reads it, and the next build publishes it', async ({ page, baseURL }) => {
    test.setTimeout(300_000);
    const elsewhere = watchOrigins(page, baseURL!);
    const violations = await openEditorOnFolder(page);
    const opened = Date.now();

    // A photo as it comes from a phone, under the phone's name for it.
    const photo = path.join(test.info().outputDir, 'IMG_2031.jpeg');
    mkdirSync(path.dirname(photo), { recursive: true });
    const tree = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="1200"><rect width="100%" height="100%" fill="#efe6d2"/><path d="M450 1200 V520 l-160 -220 M450 700 l190 -260" stroke="#5b3a1e" stroke-width="26" fill="none"/><circle cx="450" cy="380" r="260" fill="#b4532a" opacity="0.8"/></svg>`;
    await sharp(Buffer.from(tree)).jpeg({ quality: 90 }).toFile(photo);

    await page.getByRole('treeitem', { name: 'Aquarelle' }).click();
    await page.getByRole('button', { name: 'Neu' }).click();
    await page.locator('input[type=file]').first().setInputFiles(photo);
    const german = germanPane(page);
    await german.getByRole('textbox', { name: 'Titel' }).fill('Rotbuche im Herbst');
    await german.getByRole('spinbutton', { name: 'Jahr' }).fill('2026');
    await german.getByRole('textbox', { name: 'Technik' }).fill('Aquarell auf Bütten');
    await german.getByRole('textbox', { name: 'Größe' }).fill('40 × 50 cm');
    await german.getByRole('textbox', { name: 'Bildbeschreibung' }).fill('Aquarell einer Rotbuche im Herbst: eine rostrote Krone über einem dunklen Stamm');
    await german.getByRole('radiogroup', { name: 'Verfügbarkeit' }).getByRole('radio', { name: 'Verfügbar', exact: true }).check();
    await german.getByRole('textbox', { name: 'Preis' }).fill('1.200');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByText('Eintrag gespeichert.')).toBeVisible();

    // A folder of the work's own in its category, with the photo and index.json naming it: where `npm run pictures` reads both.
    const { changed } = await folderFiles(page, opened);
    expect(Object.keys(changed).sort()).toEqual([
      'content/pictures/aquarelle/rotbuche-im-herbst/IMG_2031.jpeg',
      'content/pictures/aquarelle/rotbuche-im-herbst/index.json',
    ]);
    const sidecar = parseContent(pictureMetaSchema, JSON.parse(text(changed['content/pictures/aquarelle/rotbuche-im-herbst/index.json']!)), 'index.json');
    expect(sidecar).toMatchObject({ picture: 'IMG_2031.jpeg', title: 'Rotbuche im Herbst', year: 2026, status: 'verfügbar', price: 1200 });
    expect(elsewhere).toEqual([]);
    expect(violations).toEqual([]);

    // What the workflow does after the commit: the pictures, then the build.
    const project = projectCopy({ root, prefix: 'editor-', withOriginals: true });
    try {
      for (const [name, base64] of Object.entries(changed)) {
        mkdirSync(path.dirname(path.join(project, name)), { recursive: true });
        writeFileSync(path.join(project, name), Buffer.from(base64, 'base64'));
      }
      execFileSync('npm', ['run', 'build'], { cwd: project, stdio: 'pipe', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
      const gallery = parseContent(gallerySchema, JSON.parse(readFileSync(path.join(project, 'public/assets/gallery.json'), 'utf8')), 'gallery.json');
      const aquarelle = gallery.find((category) => category.name === 'Aquarelle')!;
      // Numbered last by the editor, so last in its category on the site.
      expect(aquarelle.pictures.at(-1)).toMatchObject({ slug: 'rotbuche-im-herbst', title: 'Rotbuche im Herbst', price: 1200, width: 900, height: 1200 });
      const workPage = readFileSync(path.join(project, 'out/werke/rotbuche-im-herbst/index.html'), 'utf8');
      const shown = (element: string) => new RegExp(`<${element} class="[^"]*">([^<]*)</${element}>`).exec(workPage)?.[1];
      expect(shown('h1')).toBe('Rotbuche im Herbst');
      expect(/<p class="[^"]*availability">([^<]*)<\/p>/.exec(workPage)?.[1]).toMatch(/^Verfügbar · 1\.200\s€$/);
      expect(readFileSync(path.join(project, 'out/werke/index.html'), 'utf8').includes('href="/werke/rotbuche-im-herbst/"')).toBe(true);
    } finally {
      rmSync(project, { recursive: true, force: true });
    }
  });

  test('a work’s English title, written in its English pane, lands in the file beside the German one, and the next build shows it on the English page', async ({ page, baseURL, isMobile }) => {
    test.setTimeout(300_000);
    const work = 'content/pictures/zeichnungen/kopfweide';
    // A work with no English version yet: the editor makes its first.
    expect(existsSync(path.join(root, work, 'index.en.json'))).toBe(false);
    const elsewhere = watchOrigins(page, baseURL!);
    const violations = await openEditorOnFolder(page);
    const opened = Date.now();

    await page.getByRole('treeitem', { name: 'Zeichnungen' }).click();
    // On a wide screen the list says at its top which works the English pages still show in German,
    // and what each lacks; a phone hides that, and both offer them as a filter.
    if (!isMobile) await expect(page.getByText(/Noch ohne Englisch/)).toContainText('Kopfweide (Titel, Bildbeschreibung)');
    await page.getByRole('button', { name: 'Filtern' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Noch ohne Englisch' }).click();
    await expect(page.getByRole('row')).toHaveText(['Kiefer im Nebel', 'Kopfweide', 'Winterlinde']);
    await page.getByRole('row', { name: /Kopfweide/ }).click();
    // On a wide screen the English pane stands beside the German one; on a phone the language menu switches the one pane.
    if (isMobile) {
      await page.getByRole('combobox', { name: 'Inhaltssprache wechseln' }).click();
      await page.getByRole('option', { name: /^Englisch/ }).click();
    }
    const english = page.getByRole('group', { name: /Englisch\W*Inhalt bearbeiten/ });
    await expect(english).toBeVisible();
    await english.getByRole('button', { name: /Englisch\W*aktivieren/ }).click();
    // Only her words are offered in English; the photo, year, size, availability and price are the German file's alone.
    for (const name of ['Titel', 'Technik', 'Bildbeschreibung']) await expect(english.getByRole('textbox', { name, exact: true })).toBeEditable();
    await expect(english.getByRole('textbox')).toHaveCount(3);
    await expect(english.getByRole('spinbutton')).toHaveCount(0);
    await expect(english.getByRole('radiogroup', { name: 'Verfügbarkeit' })).toHaveCount(0);
    await english.getByRole('textbox', { name: 'Titel' }).fill('Pollard Willow');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByText('Eintrag gespeichert.')).toBeVisible();

    // Her English words in index.en.json beside the German file; the German file is written anew, as it was.
    const { changed } = await folderFiles(page, opened);
    expect(Object.keys(changed).sort()).toEqual([`${work}/index.en.json`, `${work}/index.json`]);
    const words = parseContent(workTranslationSchema, JSON.parse(text(changed[`${work}/index.en.json`]!)), 'index.en.json');
    // Only the title translated, and the editor's numbering, which it copies into each language's file.
    expect(words).toEqual({ title: 'Pollard Willow', order: 5 });
    expect(JSON.parse(text(changed[`${work}/index.json`]!))).toEqual(JSON.parse(readFileSync(path.join(root, work, 'index.json'), 'utf8')));
    expect(elsewhere).toEqual([]);
    expect(violations).toEqual([]);

    const project = projectCopy({ root, prefix: 'editor-en-', withOriginals: true });
    try {
      for (const [name, base64] of Object.entries(changed)) writeFileSync(path.join(project, name), Buffer.from(base64, 'base64'));
      execFileSync('npm', ['run', 'build'], { cwd: project, stdio: 'pipe', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
      const heading = (address: string) => /<h1([^>]*)>([^<]*)<\/h1>/.exec(readFileSync(path.join(project, 'out', address, 'index.html'), 'utf8'));
      // In English, and no longer marked as German; the German page keeps her German title.
      const [, attributes, title] = heading('en/werke/kopfweide')!;
      expect(title).toBe('Pollard Willow');
      expect(attributes).not.toMatch(/\blang=/);
      expect(heading('werke/kopfweide')![2]).toBe('Kopfweide');
    } finally {
      rmSync(project, { recursive: true, force: true });
    }
  });

  test('removing a work removes its folder, and nothing of the other works', async ({ page }) => {
    await openEditorOnFolder(page);
    const before = (await folderFiles(page, Date.now())).names;
    await page.getByRole('treeitem', { name: 'Aquarelle' }).click();
    await page.getByRole('row', { name: /Kastanie/ }).click();
    await page.getByRole('button', { name: 'Editor-Optionen anzeigen' }).click();
    await page.getByRole('menuitem', { name: 'Eintrag löschen' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Löschen' }).click();
    await expect(page.getByText('Eintrag gelöscht.')).toBeVisible();
    const after = (await folderFiles(page, Date.now())).names;
    // Its English words go with it.
    expect(before.filter((name) => !after.includes(name)).sort()).toEqual([
      'content/pictures/aquarelle/kastanie/index.en.json',
      'content/pictures/aquarelle/kastanie/index.json',
      'content/pictures/aquarelle/kastanie/kastanie.png',
    ]);
    expect(after.filter((name) => !before.includes(name))).toEqual([]);
  });

  test('a slip the build would refuse is held back in the editor, with a German hint, and nothing is saved', async ({ page }) => {
    await openEditorOnFolder(page);
    const opened = Date.now();
    await page.getByRole('treeitem', { name: 'Texte und Bilder der Seite' }).click();
    await page.getByRole('textbox', { name: 'E-Mail', exact: true }).fill('hanna.linde.example.org');
    await page.getByRole('textbox', { name: 'Instagram-Adresse' }).fill('instagram.com/hanna.linde');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByText('Eine E-Mail-Adresse, zum Beispiel name@example.de')).toBeVisible();
    await expect(page.getByText('Eine Adresse wie https://www.instagram.com/name')).toBeVisible();
    await expect(page.getByText('Eintrag gespeichert.')).toBeHidden();
    expect(Object.keys((await folderFiles(page, opened)).changed)).toEqual([]);
  });

  test('a work with a very long title gets a folder name of at most 80 letters', async ({ page }) => {
    await openEditorOnFolder(page);
    const opened = Date.now();
    const photo = path.join(test.info().outputDir, 'IMG_2032.jpeg');
    mkdirSync(path.dirname(photo), { recursive: true });
    await sharp({ create: { width: 900, height: 1200, channels: 3, background: '#efe6d2' } }).jpeg().toFile(photo);
    await page.getByRole('treeitem', { name: 'Aquarelle' }).click();
    await page.getByRole('button', { name: 'Neu' }).click();
    await page.locator('input[type=file]').first().setInputFiles(photo);
    // 300 characters: as a folder name, more than the 255 bytes Linux and git allow.
    const title = Array.from({ length: 12 }, (_, index) => `Die Linde Nummer ${index + 1} am Feldweg`).join(', ');
    expect(title.length).toBeGreaterThan(255);
    await germanPane(page).getByRole('textbox', { name: 'Titel' }).fill(title);
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByText('Eintrag gespeichert.')).toBeVisible();

    const [sidecar] = Object.keys((await folderFiles(page, opened)).changed).filter((name) => name.endsWith('/index.json'));
    const folder = sidecar!.split('/').at(-2)!;
    expect(folder).toMatch(/^die-linde-nummer-1-am-feldweg-die-linde-nummer-2-am-feldweg-/);
    expect(folder.length).toBeLessThanOrEqual(80);
  });

  test('an exhibition and a changed text are saved in files the build accepts', async ({ page, baseURL }) => {
    const elsewhere = watchOrigins(page, baseURL!);
    const violations = await openEditorOnFolder(page);
    const opened = Date.now();

    await page.getByRole('treeitem', { name: 'Ausstellungen' }).click();
    await germanPane(page).getByRole('button', { name: /Ausstellung\W* hinzufügen/ }).first().click();
    await germanPane(page).getByRole('spinbutton', { name: 'Jahr' }).first().fill('2026');
    await germanPane(page).getByRole('textbox', { name: /Titel, Ort/ }).first().fill('Baumzeit, Kunstverein Lüneburg (Einzelausstellung)');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByText('Eintrag gespeichert.')).toBeVisible();

    await page.getByRole('treeitem', { name: 'Texte und Bilder der Seite' }).click();
    await germanPane(page).getByRole('textbox', { name: 'Untertitel' }).fill('Bäume in Tusche und Farbe');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByText('Eintrag gespeichert.')).toBeVisible();

    const { changed } = await folderFiles(page, opened);
    // The English files are written with the German ones: the new exhibition has no English words yet, the rest as they were.
    expect(Object.keys(changed).sort()).toEqual(['content/site.en.json', 'content/site.json', 'public/assets/exhibitions.en.json', 'public/assets/exhibitions.json']);
    const exhibitions = parseContent(exhibitionsSchema, JSON.parse(text(changed['public/assets/exhibitions.json']!)), 'exhibitions.json');
    // Its lasting id, made once by the editor, by which its English words are found whatever the order.
    expect(exhibitions[0]).toEqual({ id: expect.stringMatching(/^[a-z2-7]{26}$/), year: 2026, description: 'Baumzeit, Kunstverein Lüneburg (Einzelausstellung)' });
    expect(exhibitions).toHaveLength(JSON.parse(readFileSync(path.join(root, 'public/assets/exhibitions.json'), 'utf8')).length + 1);
    const site = parseContent(siteTextsSchema, JSON.parse(text(changed['content/site.json']!)), 'site.json');
    // The one change, and every other word and file name as it was.
    expect(site).toEqual({ ...JSON.parse(readFileSync(path.join(root, 'content/site.json'), 'utf8')), tagline: 'Bäume in Tusche und Farbe' });
    const inRepository = (file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8')) as unknown;
    expect(parseContent(siteTranslationSchema, JSON.parse(text(changed['content/site.en.json']!)), 'site.en.json')).toEqual(inRepository('content/site.en.json'));
    const english = parseContent(exhibitionsTranslationSchema, JSON.parse(text(changed['public/assets/exhibitions.en.json']!)), 'exhibitions.en.json');
    // The same id in the English file, and no words yet; the rest as they were.
    expect(english).toEqual([{ id: exhibitions[0]!.id }, ...(inRepository('public/assets/exhibitions.en.json') as object[])]);
    expect(elsewhere).toEqual([]);
    expect(violations).toEqual([]);
  });

  test('a room gets works from the catalogue, a last day from a calendar and a random key made once, and the list shows its address', async ({ page }) => {
    test.setTimeout(90_000);
    await openEditorOnFolder(page);
    const opened = Date.now();
    await page.getByRole('treeitem', { name: 'Räume' }).click();
    // Each room's address beside its title, made from its key.
    await expect(page.getByRole('row', { name: /Für Familie Berger/ })).toContainText('https://hanna-linde.example/raum/kyeotpidwxvv5y52iyxageqvsu/');
    await page.getByRole('button', { name: 'Neu' }).click();
    await page.getByRole('textbox', { name: 'Titel' }).fill('Für Frau Okafor');
    await page.getByRole('textbox', { name: 'Notiz' }).fill('Die Zeichnungen, über die wir gesprochen haben.');
    for (const work of ['Alte Buche', 'Kastanie']) {
      await page.getByRole('combobox', { name: 'Werke' }).click();
      await page.getByRole('option', { name: work, exact: true }).click();
    }
    await page.getByRole('textbox', { name: 'Offen bis' }).fill('2027-09-30');
    const key = page.getByRole('textbox', { name: 'Schlüssel' });
    await expect(key).toHaveValue(/^[a-z2-7]{26}$/);
    await expect(key).not.toBeEditable();
    const made = await key.inputValue();
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByText('Eintrag gespeichert.')).toBeVisible();

    const { changed } = await folderFiles(page, opened);
    expect(Object.keys(changed)).toEqual(['content/rooms/fuer-frau-okafor.json']);
    const room = parseContent(roomSchema, JSON.parse(text(changed['content/rooms/fuer-frau-okafor.json']!)), 'fuer-frau-okafor.json');
    expect(room).toEqual({ title: 'Für Frau Okafor', note: 'Die Zeichnungen, über die wir gesprochen haben.', works: ['alte-buche', 'kastanie'], until: '2027-09-30', key: made });

    // Listed with its address, and its key kept when the room is opened again.
    const row = page.getByRole('row', { name: /Für Frau Okafor/ });
    await expect(row).toContainText(`https://hanna-linde.example/raum/${made}/`);
    await row.click();
    await expect(page.getByRole('textbox', { name: 'Schlüssel' })).toHaveValue(made);
  });
});
