// The editor at /admin/ in its local-folder mode, as the artist uses it: the browser's folder picker
// is answered by a prepared copy of the repository's content (in the browser's own private file
// system). Shared by e2e/editor.spec.ts (what the editor saves) and e2e/editor-publish.spec.ts (what
// the next build makes of it).
import { expect, type Locator, type Page } from '@playwright/test';
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

export const root = path.join(__dirname, '..');

/** What the editor reads and writes: the content, the exhibitions (German and English) and the CV, as in the repository. */
function repositoryContent(): Record<string, string> {
  const files = readdirSync(path.join(root, 'content'), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
  const all = [...files, 'public/assets/exhibitions.json', 'public/assets/exhibitions.en.json', 'public/assets/curriculum.pdf'];
  return Object.fromEntries(all.map((file) => [file, readFileSync(path.join(root, file)).toString('base64')]));
}

/** Opens the editor on a folder holding the repository's content, as if the artist had picked it; returns what its policy blocked. */
export async function openEditorOnFolder(page: Page): Promise<string[]> {
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
export async function folderFiles(page: Page, since: number): Promise<{ names: string[]; changed: Record<string, string> }> {
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

/**
 * How long to poll the picked folder: one walk of it reads every file's date, which takes seconds on
 * a loaded machine (1–4 s at 20× CPU slowdown), where the 5 s default ran out with the files in place.
 */
export const FOLDER_POLL = { timeout: 30_000 };

/**
 * The files the editor changed since `since`, once they are exactly `names`: its saved notice can
 * come before the last file is closed on a busy machine, so this waits for the files themselves.
 */
export async function savedFiles(page: Page, since: number, names: string[]): Promise<Record<string, string>> {
  await expect.poll(async () => Object.keys((await folderFiles(page, since)).changed).sort(), FOLDER_POLL).toEqual([...names].sort());
  return (await folderFiles(page, since)).changed;
}

/** An entry's German pane: beside the English one on a wide screen, alone on a phone until the language is switched. */
export const germanPane = (page: Page) => page.getByRole('group', { name: /Deutsch\W*Inhalt bearbeiten/ });

/** Gives a new work its photo, and waits until the form shows it: the editor has then taken the file in. */
export async function choosePhoto(page: Page, photo: string) {
  await page.locator('input[type=file]').first().setInputFiles(photo);
  await expect(germanPane(page).locator('img[src^="blob:"]').first()).toBeVisible({ timeout: 30_000 });
}

/**
 * Types into a new entry's field, again until it holds: on the loaded CI machine Sveltia has written a
 * new entry's first state over a title typed in its first moments, so its last field is typed this way.
 */
export async function typeUntilHeld(field: Locator, value: string) {
  await expect(async () => {
    await field.fill(value);
    await expect(field).toHaveValue(value, { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
}

/**
 * Saves the open entry and waits for the editor's notice. A save with a photo writes it through the
 * browser's file system, which on a loaded machine takes well past Playwright's default wait.
 */
export async function save(page: Page) {
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Eintrag gespeichert.')).toBeVisible({ timeout: 30_000 });
}

export const text = (base64: string) => Buffer.from(base64, 'base64').toString('utf8');

/** GitHub, where the editor commits (not used in the local-folder mode) and whose status it shows. */
const GITHUB = ['https://api.github.com', 'https://www.githubstatus.com'];

/** Every request goes to this site, to GitHub, or stays in the browser: nothing from anywhere else. */
export function watchOrigins(page: Page, site: string) {
  const elsewhere: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!['blob:', 'data:'].includes(url.protocol) && ![new URL(site).origin, ...GITHUB].includes(url.origin)) elsewhere.push(request.url());
  });
  return elsewhere;
}

/** The folder of the work added by `addWorkWithPhoto`. */
export const NEW_WORK = 'content/pictures/aquarelle/rotbuche-im-herbst';
/** The work, still without English, whose English title `writeEnglishTitle` writes. */
export const TRANSLATED_WORK = 'content/pictures/zeichnungen/kopfweide';

/** Adds a work to the watercolours with a photo under the name a phone gives it, and saves it. */
export async function addWorkWithPhoto(page: Page, folder: string) {
  // A photo as it comes from a phone, under the phone's name for it.
  const photo = path.join(folder, 'IMG_2031.jpeg');
  mkdirSync(path.dirname(photo), { recursive: true });
  const tree = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="1200"><rect width="100%" height="100%" fill="#efe6d2"/><path d="M450 1200 V520 l-160 -220 M450 700 l190 -260" stroke="#5b3a1e" stroke-width="26" fill="none"/><circle cx="450" cy="380" r="260" fill="#b4532a" opacity="0.8"/></svg>`;
  await sharp(Buffer.from(tree)).jpeg({ quality: 90 }).toFile(photo);

  await page.getByRole('treeitem', { name: 'Aquarelle' }).click();
  await page.getByRole('button', { name: 'Neu' }).click();
  await choosePhoto(page, photo);
  const german = germanPane(page);
  await german.getByRole('spinbutton', { name: 'Jahr' }).fill('2026');
  await german.getByRole('textbox', { name: 'Technik' }).fill('Aquarell auf Bütten');
  await german.getByRole('textbox', { name: 'Größe' }).fill('40 × 50 cm');
  await german.getByRole('textbox', { name: 'Bildbeschreibung' }).fill('Aquarell einer Rotbuche im Herbst: eine rostrote Krone über einem dunklen Stamm');
  await german.getByRole('radiogroup', { name: 'Verfügbarkeit' }).getByRole('radio', { name: 'Verfügbar', exact: true }).check();
  await german.getByRole('textbox', { name: 'Preis' }).fill('1.200');
  await typeUntilHeld(german.getByRole('textbox', { name: 'Titel' }), 'Rotbuche im Herbst');
  await save(page);
}

/** Writes the English title of a work without English in its English pane, and saves it. */
export async function writeEnglishTitle(page: Page, isMobile: boolean) {
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
  await save(page);
}
