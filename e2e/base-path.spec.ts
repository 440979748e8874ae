import { expect, test } from '@playwright/test';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { waitForHydration } from './helpers';

// The site as a project page under a sub-path: built with BASE_PATH into its own folder and
// served only under that path, so anything that forgets the base path fails to load.
const BASE_PATH = '/baumbilder';
const root = path.join(__dirname, '..');
const server = { url: '', process: undefined as ChildProcess | undefined };

test.beforeAll(async () => {
  test.setTimeout(240_000);
  const env = { ...process.env, BASE_PATH, NEXT_DIST_DIR: '.next-base', NEXT_TELEMETRY_DISABLED: '1' };
  execFileSync('npx', ['next', 'build'], { cwd: root, env, stdio: 'ignore' });
  execFileSync('npx', ['tsx', 'scripts/price-list.mts', '.next-base'], { cwd: root, stdio: 'ignore' });
  execFileSync('npx', ['tsx', 'scripts/finish-export.mts', '.next-base'], { cwd: root, stdio: 'ignore' });
  server.process = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.mts', '.next-base'], { cwd: root, env: { ...env, PORT: '0' } });
  const [line] = await once(server.process.stdout!, 'data');
  server.url = String(line).match(/http:\/\/\S+\//)![0];
});

test.afterAll(() => {
  server.process?.kill();
});

test('every asset, JSON file, picture and link resolves under the sub-path', async ({ page, request }) => {
  const failed: string[] = [];
  const requested: string[] = [];
  page.on('response', (response) => response.status() >= 400 && failed.push(`${response.status()} ${response.url()}`));
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto(server.url);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hanna Marie Linde');
  await waitForHydration(page);
  await page.locator('#info').scrollIntoViewIfNeeded();
  await expect(page.locator('#info').getByRole('img')).toHaveJSProperty('complete', true);
  await page.locator('#gallery').scrollIntoViewIfNeeded();
  // The carousel's code comes as the gallery nears, from under the sub-path too.
  await expect(page.locator('[data-layout]')).toHaveCount(1);
  const thumbnail = page.locator('#gallery [data-picture]').first();
  const workPage = (await thumbnail.getAttribute('href'))!;
  expect(workPage).toMatch(new RegExp(`^${BASE_PATH}/werke/[^/]+/$`));
  await thumbnail.click();
  await expect(page).toHaveURL(`${server.url.replace(/\/$/, '')}${workPage.slice(BASE_PATH.length)}`);
  await expect(page.getByRole('dialog').getByRole('img')).toHaveJSProperty('complete', true);
  expect(await page.getByRole('dialog').getByRole('img').evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Schließen' }).click();
  await expect(page).toHaveURL(server.url);

  expect(requested).toContain(`${BASE_PATH}/assets/gallery.json`);
  expect(requested).toContain(`${BASE_PATH}/assets/exhibitions.json`);
  expect(requested.filter((pathname) => !pathname.startsWith(`${BASE_PATH}/`))).toEqual([]);

  const curriculum = await page.getByRole('link', { name: 'Curriculum herunterladen' }).getAttribute('href');
  expect(curriculum).toMatch(new RegExp(`^${BASE_PATH}/assets/`));
  expect((await request.get(new URL(curriculum!, server.url).href)).headers()['content-type']).toContain('application/pdf');
  const priceList = await page.getByRole('link', { name: 'Preisliste (PDF)' }).getAttribute('href');
  expect(priceList).toBe(`${BASE_PATH}/preisliste.pdf`);
  expect((await request.get(new URL(priceList!, server.url).href)).headers()['content-type']).toContain('application/pdf');
  for (const selector of ['link[rel="manifest"]', 'link[rel="icon"]', 'link[rel="apple-touch-icon"]']) {
    const href = await page.locator(selector).first().getAttribute('href');
    expect((await request.get(new URL(href!, server.url).href)).status()).toBe(200);
  }

  await page.getByRole('navigation', { name: 'Rechtliches' }).getByRole('link', { name: 'Impressum' }).click();
  await expect(page).toHaveURL(`${server.url}impressum/`);

  // A work's page, opened from a shared link: its picture, its neighbours and the way back.
  await page.goto(new URL(workPage.slice(BASE_PATH.length + 1), server.url).href);
  await expect(page.locator('main img[fetchpriority="high"]')).toHaveJSProperty('complete', true);
  expect(await page.locator('main img[fetchpriority="high"]').evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await page.getByRole('link', { name: /Nächstes Werk/ }).click();
  await expect(page).toHaveURL(new RegExp(`^${server.url}werke/[^/]+/$`));
  await expect(page).not.toHaveURL(`${server.url.replace(/\/$/, '')}${workPage.slice(BASE_PATH.length)}`);
  await page.getByRole('link', { name: 'Zur Galerie' }).click();
  await expect(page).toHaveURL(`${server.url}#gallery`);
  expect(requested.filter((pathname) => !pathname.startsWith(`${BASE_PATH}/`))).toEqual([]);
  expect(failed).toEqual([]);
});
