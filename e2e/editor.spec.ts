// The editor at /admin/ driven as the artist would (e2e/editor-session.ts): what it saves, file by
// file, on a phone and on a desktop. What the next build makes of a save: e2e/editor-publish.spec.ts.
import { expect, test } from '@playwright/test';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { exhibitionsSchema, exhibitionsTranslationSchema, parseContent, pictureMetaSchema, roomSchema, siteTextsSchema, siteTranslationSchema, workTranslationSchema } from '@/lib/domain/schema';
import { addWorkWithPhoto, choosePhoto, FOLDER_POLL, folderFiles, germanPane, NEW_WORK, openEditorOnFolder, root, save, savedFiles, text, TRANSLATED_WORK, typeUntilHeld, watchOrigins, writeEnglishTitle } from './editor-session';

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

  test('a work added with its photo lands where `npm run pictures` reads it', async ({ page, baseURL }) => {
    const elsewhere = watchOrigins(page, baseURL!);
    const violations = await openEditorOnFolder(page);
    const opened = Date.now();
    await addWorkWithPhoto(page, test.info().outputDir);

    // A folder of the work's own in its category, with the photo and index.json naming it: where `npm run pictures` reads both.
    const changed = await savedFiles(page, opened, [`${NEW_WORK}/IMG_2031.jpeg`, `${NEW_WORK}/index.json`]);
    const sidecar = parseContent(pictureMetaSchema, JSON.parse(text(changed[`${NEW_WORK}/index.json`]!)), 'index.json');
    expect(sidecar).toMatchObject({ picture: 'IMG_2031.jpeg', title: 'Rotbuche im Herbst', year: 2026, status: 'verfügbar', price: 1200 });
    expect(elsewhere).toEqual([]);
    expect(violations).toEqual([]);
  });

  test('a work’s English title, written in its English pane, lands in the file beside the German one', async ({ page, baseURL, isMobile }) => {
    const work = TRANSLATED_WORK;
    // A work with no English version yet: the editor makes its first.
    expect(existsSync(path.join(root, work, 'index.en.json'))).toBe(false);
    const elsewhere = watchOrigins(page, baseURL!);
    const violations = await openEditorOnFolder(page);
    const opened = Date.now();
    await writeEnglishTitle(page, isMobile);

    // Her English words in index.en.json beside the German file; the German file is written anew, as
    // it was, but for the deep zoom's switch, which the editor writes at its default once a work is saved.
    const changed = await savedFiles(page, opened, [`${work}/index.en.json`, `${work}/index.json`]);
    const words = parseContent(workTranslationSchema, JSON.parse(text(changed[`${work}/index.en.json`]!)), 'index.en.json');
    // Only the title translated, and the editor's numbering, which it copies into each language's file.
    expect(words).toEqual({ title: 'Pollard Willow', order: 5 });
    expect(JSON.parse(text(changed[`${work}/index.json`]!))).toEqual({ ...JSON.parse(readFileSync(path.join(root, work, 'index.json'), 'utf8')), detail: true });
    expect(elsewhere).toEqual([]);
    expect(violations).toEqual([]);
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
    const gone = async () => {
      const after = (await folderFiles(page, Date.now())).names;
      return { removed: before.filter((name) => !after.includes(name)).sort(), added: after.filter((name) => !before.includes(name)) };
    };
    // Its English words go with it; the files may still be going when the notice shows.
    await expect.poll(gone, FOLDER_POLL).toEqual({
      removed: [
        'content/pictures/aquarelle/kastanie/index.en.json',
        'content/pictures/aquarelle/kastanie/index.json',
        'content/pictures/aquarelle/kastanie/kastanie.png',
      ],
      added: [],
    });
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
    await choosePhoto(page, photo);
    // 300 characters: as a folder name, more than the 255 bytes Linux and git allow.
    const title = Array.from({ length: 12 }, (_, index) => `Die Linde Nummer ${index + 1} am Feldweg`).join(', ');
    expect(title.length).toBeGreaterThan(255);
    await typeUntilHeld(germanPane(page).getByRole('textbox', { name: 'Titel' }), title);
    await save(page);

    // The photo and its index.json, in a folder named after the title.
    const saved = async () => Object.keys((await folderFiles(page, opened)).changed).sort();
    await expect.poll(saved, FOLDER_POLL).toHaveLength(2);
    const [photoFile, sidecar] = await saved();
    expect(photoFile).toMatch(/\/IMG_2032\.jpeg$/);
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
    await save(page);

    await page.getByRole('treeitem', { name: 'Texte und Bilder der Seite' }).click();
    await germanPane(page).getByRole('textbox', { name: 'Untertitel' }).fill('Bäume in Tusche und Farbe');
    await page.getByRole('button', { name: 'Speichern' }).click();

    // The first save's notice may still be showing: savedFiles waits for the second save's files themselves.
    // The English files are written with the German ones: the new exhibition has no English words yet, the rest as they were.
    const changed = await savedFiles(page, opened, ['content/site.en.json', 'content/site.json', 'public/assets/exhibitions.en.json', 'public/assets/exhibitions.json']);
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
    const key = page.getByRole('textbox', { name: 'Schlüssel' });
    await expect(key).toHaveValue(/^[a-z2-7]{26}$/);
    for (const work of ['Alte Buche', 'Kastanie']) {
      await page.getByRole('combobox', { name: 'Werke' }).click();
      await page.getByRole('option', { name: work, exact: true }).click();
    }
    await page.getByRole('textbox', { name: 'Offen bis' }).fill('2027-09-30');
    // The words last, each until it holds (typeUntilHeld says why; in CI a note typed as the key
    // came was lost so), the title after the note.
    await typeUntilHeld(page.getByRole('textbox', { name: 'Notiz' }), 'Die Zeichnungen, über die wir gesprochen haben.');
    await typeUntilHeld(page.getByRole('textbox', { name: 'Titel' }), 'Für Frau Okafor');
    await expect(key).not.toBeEditable();
    const made = await key.inputValue();
    await save(page);

    const changed = await savedFiles(page, opened, ['content/rooms/fuer-frau-okafor.json']);
    const room = parseContent(roomSchema, JSON.parse(text(changed['content/rooms/fuer-frau-okafor.json']!)), 'fuer-frau-okafor.json');
    expect(room).toEqual({ title: 'Für Frau Okafor', note: 'Die Zeichnungen, über die wir gesprochen haben.', works: ['alte-buche', 'kastanie'], until: '2027-09-30', key: made });

    // Listed with its address, and its key kept when the room is opened again.
    const row = page.getByRole('row', { name: /Für Frau Okafor/ });
    await expect(row).toContainText(`https://hanna-linde.example/raum/${made}/`);
    await row.click();
    await expect(page.getByRole('textbox', { name: 'Schlüssel' })).toHaveValue(made);
  });
});
