import { expect, test, type Page } from '@playwright/test';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { waitForHydration } from './helpers';

/** Every page the export wrote, as its address on the site. */
const exportedPages = readdirSync(path.join(__dirname, '..', 'out'), { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.html'))
  .map((file) => `/${file.split(path.sep).join('/').replace(/(^|\/)index\.html$/, '$1')}`)
  .sort();

/** Reports every Content-Security-Policy violation the page sees, from its first script on. */
async function watchViolations(page: Page) {
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { reportViolation(text: string): void }).reportViolation(`${event.violatedDirective}: ${event.blockedURI}`),
    );
  });
  page.on('console', (message) => message.text().includes('Content Security Policy') && violations.push(message.text()));
  return violations;
}

/** A visit that uses everything: scrolling through, the menu, the carousel and the viewer. */
async function useEverything(page: Page) {
  await page.goto('/');
  await waitForHydration(page);
  for (const id of ['info', 'gallery', 'exhibitions']) {
    await page.locator(`#${id}`).scrollIntoViewIfNeeded();
  }
  await page.getByRole('button', { name: 'Menü öffnen' }).click();
  await page.getByRole('link', { name: 'galerie' }).click();
  await page.getByRole('button', { name: 'Weiter blättern' }).click();
  await page.getByRole('button', { name: 'Zurück blättern' }).click();
  await page.locator('#gallery [data-picture="0"]').click();
  const viewer = page.getByRole('dialog');
  await expect(viewer).toBeVisible();
  await viewer.getByRole('button', { name: 'Nächstes Bild' }).click();
  await viewer.getByRole('button', { name: 'Schließen' }).click();
  await expect(viewer).toBeHidden();
}

test('the page works under its Content-Security-Policy, its own in the page and the host header, without a single violation', async ({ page }) => {
  const violations = await watchViolations(page);
  const response = await page.goto('/');
  const meta = (await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content'))!;
  expect(meta).toContain("script-src 'self' 'sha256-");
  expect(meta).not.toContain('unsafe');
  // The header says what only a header can, loosens nothing, and stays small however many works
  // there are: every file carries it.
  const header = response!.headers()['content-security-policy'];
  expect(header).toBe("frame-ancestors 'none'; object-src 'none'; base-uri 'self'; form-action 'self'");
  expect(header).not.toContain('unsafe');
  await useEverything(page);
  await page.goto('/impressum/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Impressum');
  expect(violations).toEqual([]);
});

test.describe('as sent, before any script runs', () => {
  test.use({ javaScriptEnabled: false });

  // A script the policy does not allow would only show as a page that never comes alive: this names it.
  test("every page's own policy allows each of its inline scripts by its hash", async ({ page }) => {
    // Every page in both languages, one after another: more than the default time on a loaded machine.
    test.setTimeout(120_000);
    expect(exportedPages).toContain('/');
    const missing: string[] = [];
    for (const address of exportedPages) {
      await page.goto(address);
      const { meta, scripts } = await page.evaluate(async () => {
        const hashOf = async (text: string) => {
          const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
          return `'sha256-${btoa(String.fromCharCode(...digest))}'`;
        };
        const inline = [...document.querySelectorAll('script:not([src])')].filter((script) => script.getAttribute('type') !== 'application/ld+json');
        return {
          meta: document.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content') ?? '',
          scripts: await Promise.all(inline.map(async (script) => ({ hash: await hashOf(script.textContent ?? ''), start: (script.textContent ?? '').slice(0, 50) }))),
        };
      });
      const scriptSources = /script-src ([^;]*)/.exec(meta)?.[1]?.split(' ') ?? [];
      for (const { hash, start } of scripts) {
        if (!scriptSources.includes(hash)) missing.push(`${address}: its <meta> policy lacks ${hash} for the inline script «${start}…»`);
      }
    }
    expect(missing).toEqual([]);
  });
});

test('sends the other security headers', async ({ request }) => {
  const headers = (await request.get('/')).headers();
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toBe('camera=(), microphone=(), geolocation=()');
  // Browsers keep to HTTPS for 180 days; only this host, not the domain's others.
  expect(headers['strict-transport-security']).toBe('max-age=15552000');
});

test('every request the page makes goes to its own origin, and it sets no cookie', async ({ page, baseURL }) => {
  const origins = new Set<string>();
  page.on('request', (request) => {
    if (!request.url().startsWith('data:')) origins.add(new URL(request.url()).origin);
  });
  await useEverything(page);
  expect([...origins]).toEqual([new URL(baseURL!).origin]);
  expect(await page.context().cookies()).toEqual([]);
});

test('external links open safely, and the e-mail link is a plain mailto', async ({ page }) => {
  await page.goto('/');
  const external = page.locator('a[target="_blank"]');
  expect(await external.count()).toBeGreaterThan(0);
  for (const rel of await external.evaluateAll((links) => links.map((link) => link.getAttribute('rel')))) {
    expect(rel).toContain('noopener');
    expect(rel).toContain('noreferrer');
  }
  await expect(page.getByRole('link', { name: /E-Mail schreiben/ })).toHaveAttribute('href', /^mailto:[^@\s]+@[^@\s]+\.[a-z]+$/);
});

test.describe('the editor inside another page, as GitHub Pages serves it (no headers)', () => {
  test.beforeEach(async ({ page }) => {
    // GitHub Pages ignores out/_headers: the editor's page comes without frame-ancestors or X-Frame-Options.
    await page.route('**/admin/', async (route) => {
      const response = await route.fetch();
      const headers = Object.fromEntries(
        Object.entries(response.headers()).filter(([name]) => !['content-security-policy', 'x-frame-options'].includes(name)),
      );
      await route.fulfill({ response, headers });
    });
  });

  test('does not start, and offers its own window', async ({ page, baseURL }) => {
    await page.goto('/impressum/');
    // Any page may frame it; one of the site's own stands in for a stranger's.
    await page.evaluate((address) => {
      const frame = document.createElement('iframe');
      frame.src = address;
      document.body.append(frame);
    }, `${baseURL}/admin/`);
    const framed = page.frameLocator('iframe');
    const link = framed.getByRole('link', { name: 'Den Editor in einem eigenen Fenster öffnen' });
    await expect(link).toHaveAttribute('href', `${baseURL}/admin/`);
    await expect(link).toHaveAttribute('target', '_blank');
    expect(await framed.locator('script[src="sveltia-cms.js"]').count()).toBe(0);
  });

  test('starts in a window of its own', async ({ page }) => {
    await page.goto('/admin/');
    await expect(page.locator('script[src="sveltia-cms.js"]')).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Mit Zugriffstoken anmelden' })).toBeVisible();
  });
});
