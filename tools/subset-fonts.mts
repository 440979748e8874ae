// Cuts the self-hosted fonts down to the characters German text needs (with the accented letters
// of names from elsewhere), so each is a few KB: `npm run fonts` writes components/frame/fonts/*.woff2 from the
// @fontsource files. A character outside the set is drawn in the fallback font, never lost.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import subsetFont from 'subset-font';

const ROOT = path.join(import.meta.dirname, '..');
const ASCII = Array.from({ length: 95 }, (_, index) => String.fromCharCode(32 + index)).join('');
export const CHARACTERS = `${ASCII}ÄÖÜäöüßẞ€§°«»Øø„“”‚‘’–—…·×©®•áàâéèêëíìîïóòôúùûçñÁÀÂÉÈÊÍÓÔÚÇÑ\u00a0`;

const FONTS: [family: string, name: string][] = [
  ['cormorant-garamond', 'cormorant-garamond-latin-300-normal'],
  ['cormorant-garamond', 'cormorant-garamond-latin-300-italic'],
  ['jost', 'jost-latin-300-normal'],
  ['jost', 'jost-latin-400-normal'],
];

await mkdir(path.join(ROOT, 'components', 'frame', 'fonts'), { recursive: true });
for (const [family, name] of FONTS) {
  const source = await readFile(path.join(ROOT, 'node_modules', '@fontsource', family, 'files', `${name}.woff2`));
  const subset = await subsetFont(source, CHARACTERS, { targetFormat: 'woff2' });
  await writeFile(path.join(ROOT, 'components', 'frame', 'fonts', `${name}.woff2`), subset);
  console.log(`${name}: ${(source.length / 1000).toFixed(1)} KB → ${(subset.length / 1000).toFixed(1)} KB`);
}
