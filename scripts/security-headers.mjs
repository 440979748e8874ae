// After `next build`: a Content-Security-Policy for the exported site. Every page's inline scripts
// (the ones Next writes) are allowed by their sha256 hashes, read from out/ page by page, so no
// script needs 'unsafe-inline'. The policy goes into each page as a <meta> tag (for hosts that set
// no headers) and, with the other security headers, into out/_headers (Netlify, Cloudflare Pages).
import { createHash } from 'node:crypto';
import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const META_TAG = /<meta http-equiv="Content-Security-Policy"[^>]*>/;

// Data blocks such as JSON-LD are not run, so CSP does not apply to them.
const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)(?![^>]*type="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/g;

export function inlineScriptHashes(html) {
  return [...html.matchAll(INLINE_SCRIPT)].map(([, body]) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
}

export function policy(hashes, { forHeader }) {
  return [
    "default-src 'self'",
    `script-src 'self' ${[...new Set(hashes)].join(' ')}`.trim(),
    "style-src 'self'",
    // The blurred placeholders are tiny data: images inside the page.
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
    // Only a header can forbid framing; browsers ignore it (with a warning) in a <meta> tag.
    ...(forHeader ? ["frame-ancestors 'none'"] : []),
  ].join('; ');
}

export const OTHER_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
  'X-Frame-Options': 'DENY',
};

async function writeAtomically(file, text) {
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, text);
  await rename(temporary, file);
}

/** @param {string} out the exported site: out/, or another build's folder */
export async function writeSecurityHeaders(out) {
  const OUT = out;
  const pages = (await readdir(OUT, { recursive: true })).filter((file) => file.endsWith('.html')).map((file) => path.join(OUT, file));
  // Everything is worked out first, then written: a failure leaves out/ as the build left it.
  const updates = await Promise.all(
    pages.map(async (file) => {
      const html = (await readFile(file, 'utf8')).replace(META_TAG, '');
      const hashes = inlineScriptHashes(html);
      const meta = `<meta http-equiv="Content-Security-Policy" content="${policy(hashes, { forHeader: false })}"/>`;
      if (!html.includes('<head>')) throw new Error(`${path.relative(OUT, file)} has no <head> to put the policy in`);
      return { file, hashes, html: html.replace('<head>', `<head>${meta}`) };
    }),
  );
  const headers = [
    '/*',
    `  Content-Security-Policy: ${policy(updates.flatMap((update) => update.hashes), { forHeader: true })}`,
    ...Object.entries(OTHER_HEADERS).map(([name, value]) => `  ${name}: ${value}`),
    '',
  ].join('\n');
  await Promise.all(updates.map((update) => writeAtomically(update.file, update.html)));
  await writeAtomically(path.join(OUT, '_headers'), headers);
  console.log(`security headers: ${updates.length} pages, ${new Set(updates.flatMap((update) => update.hashes)).size} inline scripts allowed by hash`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeSecurityHeaders(path.resolve(ROOT, process.argv[2] ?? 'out')).catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
