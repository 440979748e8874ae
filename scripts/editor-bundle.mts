// Puts the editor (Sveltia CMS, the version pinned in package.json) into public/admin/, with what it
// would fetch from CDNs (three fonts, its translations, its version, the WebP encoder) served from
// the site itself, and its page with the policy for this build's sign-in (lib/server/editor-auth.ts).
// `npm run build` and `npm run dev` run it. Each change to the bundle checks that it still applies.
import { createRequire } from 'node:module';
import { copyFile, cp, mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { EDITOR_AUTH_URL } from '@/config/site';
import { authOrigin, editorPage } from '@/lib/server/editor-auth';
import { writeAtomically } from './files';

// Checked first: a mistyped address stops the build with one plain line.
let worker: string | undefined;
try {
  worker = authOrigin(EDITOR_AUTH_URL);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

const root = path.join(import.meta.dirname, '..');
// Straight from node_modules: the packages do not export these files.
const installed = (file: string) => path.join(root, 'node_modules', file);
const target = path.join(root, 'public', 'admin');

/** Each font the bundle names on jsDelivr, and the same file from its @fontsource package. */
const FONTS = [
  {
    cdn: 'https://cdn.jsdelivr.net/fontsource/fonts/source-sans-3:vf@5.3.0/latin-wght-normal.woff2',
    file: '@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2',
  },
  {
    cdn: 'https://cdn.jsdelivr.net/fontsource/fonts/noto-mono@5.3.0/latin-400-normal.woff2',
    file: '@fontsource/noto-mono/files/noto-mono-latin-400-normal.woff2',
  },
  {
    cdn: 'https://cdn.jsdelivr.net/fontsource/fonts/material-symbols-outlined:vf@5.3.7/latin-wght-normal.woff2',
    file: '@fontsource-variable/material-symbols-outlined/files/material-symbols-outlined-latin-wght-normal.woff2',
  },
];

const { version } = JSON.parse(await readFile(installed('@sveltia/cms/package.json'), 'utf8')) as { version: string };
let bundle = await readFile(installed('@sveltia/cms/dist/sveltia-cms.js'), 'utf8');
await mkdir(path.join(target, 'fonts'), { recursive: true });
for (const font of FONTS) {
  if (!bundle.includes(font.cdn)) {
    throw new Error(`The editor's bundle no longer names ${font.cdn}: after updating @sveltia/cms, update FONTS in scripts/editor-bundle.mts.`);
  }
  const local = `fonts/${path.basename(font.file)}`;
  // The bundle adds its @font-face rules to the page, so a path relative to /admin/ works under any base path.
  bundle = bundle.replaceAll(font.cdn, local);
  await copyFile(installed(font.file), path.join(target, local));
}
// Its German (and every other) translation, which it would fetch from unpkg.com for this version.
const LOCALES = /`\$\{\w+\}@\$\{\w+\}\/locales`/;
if (!LOCALES.test(bundle)) {
  throw new Error("The editor's bundle no longer fetches its translations from unpkg.com/@sveltia/cms@<version>/locales: check LOCALES in scripts/editor-bundle.mts.");
}
bundle = bundle.replace(LOCALES, '`locales`');
await cp(installed('@sveltia/cms/locales'), path.join(target, 'locales'), { recursive: true });
// Its check for a newer version (meant for copies loaded from unpkg.com) reads this copy's own version.
const VERSION_CHECK = /`\$\{(\w+)\}\/package\.json`/;
if (!VERSION_CHECK.test(bundle)) {
  throw new Error("The editor's bundle no longer checks unpkg.com/@sveltia/cms/package.json: check VERSION_CHECK in scripts/editor-bundle.mts.");
}
bundle = bundle.replace(VERSION_CHECK, '`version.json`');
await writeAtomically(path.join(target, 'version.json'), `${JSON.stringify({ version })}\n`);
// Where the browser's canvas cannot write WebP (Safari: the editor turns its logo into a WebP icon at
// start), the editor imports an encoder from unpkg.com. The same package is served from here, its
// one bare import ('wasm-feature-detect') pointed at a copy beside it.
const WEBP_ENCODER = /\w+\(`@jsquash\/\$\{(\w+)\}`,`encode\.js\?module`\)/;
if (!WEBP_ENCODER.test(bundle)) {
  throw new Error("The editor's bundle no longer imports @jsquash/<format>/encode.js from unpkg.com: check WEBP_ENCODER in scripts/editor-bundle.mts.");
}
bundle = bundle.replace(WEBP_ENCODER, (_, format: string) => `import(\`./jsquash/\${${format}}/encode.js\`)`);
const webp = path.join(target, 'jsquash', 'webp');
const ENCODER_FILES = ['encode.js', 'meta.js', 'utils.js', 'LICENSE', ...['webp_enc', 'webp_enc_simd'].flatMap((name) => [`codec/enc/${name}.js`, `codec/enc/${name}.wasm`])];
await rm(webp, { recursive: true, force: true });
await mkdir(path.join(webp, 'codec', 'enc'), { recursive: true });
for (const file of ENCODER_FILES) await copyFile(installed(`@jsquash/webp/${file}`), path.join(webp, file));
const encoder = await readFile(path.join(webp, 'encode.js'), 'utf8');
if (!encoder.includes("from 'wasm-feature-detect'")) throw new Error('@jsquash/webp/encode.js no longer imports wasm-feature-detect: check scripts/editor-bundle.mts.');
await writeAtomically(path.join(webp, 'encode.js'), encoder.replace("from 'wasm-feature-detect'", "from './wasm-feature-detect.js'"));
// Its module build, where @jsquash/webp finds it (the package's own dependency).
const featureDetect = createRequire(installed('@jsquash/webp/package.json')).resolve('wasm-feature-detect/package.json');
const { module: featureDetectModule } = JSON.parse(await readFile(featureDetect, 'utf8')) as { module: string };
await copyFile(path.join(path.dirname(featureDetect), featureDetectModule), path.join(webp, 'wasm-feature-detect.js'));
const leftover = /https:\/\/cdn\.jsdelivr\.net\/fontsource\/[^)'"`]+/.exec(bundle);
if (leftover) throw new Error(`The editor's bundle fetches a font from ${leftover[0]}: add it to FONTS in scripts/editor-bundle.mts.`);
await writeAtomically(path.join(target, 'sveltia-cms.js'), bundle);
await writeAtomically(path.join(target, 'index.html'), editorPage(EDITOR_AUTH_URL));
console.log(`editor: Sveltia CMS ${version} in public/admin/, with its fonts, translations and WebP encoder; sign-in by token${worker ? ` or GitHub through ${worker}` : ''}`);
