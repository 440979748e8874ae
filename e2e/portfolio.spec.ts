import { expect, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// The repository's example portfolio as its recipient meets it: the address the build printed
// serves the PDF, which search engines are told to leave out, and no page of the site names it.
const ROOT = path.join(__dirname, '..');
const OUT = path.join(ROOT, 'out');
type PortfolioFile = { title: string; recipient: string; works: string[]; key: string };
const portfolio: PortfolioFile = JSON.parse(readFileSync(path.join(ROOT, 'content', 'portfolios', 'kunstverein-celle.json'), 'utf8'));
const address = `/mappe/${portfolio.key}/portfolio.pdf`;

test('the portfolio’s address serves its PDF, marked noindex, with her name, the title and the recipient on the cover', async ({ request }) => {
  const response = await request.get(address);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/pdf');
  expect(response.headers()['x-robots-tag']).toBe('noindex, nofollow');
  const pdf = await response.body();
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const cover = execFileSync('pdftotext', ['-f', '1', '-l', '1', '-enc', 'UTF-8', '-', '-'], { input: pdf, encoding: 'utf8' });
  expect(cover.split('\n').filter(Boolean).slice(0, 3)).toEqual(['Hanna Marie Linde', portfolio.title, `für ${portfolio.recipient}`]);
});

test('no page or file of the site names the portfolio’s address, and its folder lists none', async ({ request }) => {
  const files = readdirSync(OUT, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(OUT, path.join(entry.parentPath, entry.name)));
  // The walk reaches the pages and the files that list them.
  expect(files).toEqual(expect.arrayContaining(['sitemap.xml', 'feed.xml', 'index.html', 'werke/index.html', 'en/index.html', 'admin/config.yml', 'preisliste.pdf']));
  const own = address.slice(1);
  const naming = files.filter((file) => file !== own && (readFileSync(path.join(OUT, file)).includes(portfolio.key) || (file.endsWith('.html') && readFileSync(path.join(OUT, file), 'utf8').includes('/mappe/'))));
  expect(naming).toEqual([]);
  const folder = await (await request.get('/mappe/')).text();
  expect(folder).toContain('Diese Seite gibt es nicht');
  expect(folder).not.toContain(portfolio.key);
});
