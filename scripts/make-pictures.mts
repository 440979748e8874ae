// `npm run pictures`: checks every content file the build reads (scripts/check-content.ts), then
// makes the served pictures from the originals in content/ (see README). `npm run build`,
// `npm start` and `npm run dev` run it first, so a content mistake ends each of them the same way:
// one plain block, exit code 1.
// DEBUG=1 adds the stack trace.
import path from 'node:path';
import { IMPRINT_FILE, loadArtistTexts, placeholdersIn, PRIVACY_FILE } from '@/lib/server/artist-texts';
import { loadGallery } from '@/lib/server/content';
import { annotate } from './annotate';
import { checkContent, contentMistakes } from './check-content';
import { stopAtContentMistake } from './content-mistake';
import { untranslatedNotice } from '@/lib/server/translations';
import { buildPictures, type SizeNotice, type SoftWork } from './pictures/pipeline';
import { publishExhibitions } from './pictures/exhibitions';
import { LARGE_SCREEN } from './pictures/large-screen';
import type { LegalText } from '@/lib/domain/types';

const root = path.join(import.meta.dirname, '..');
const publicDir = path.join(root, 'public');
const started = performance.now();

/**
 * The legal pages are published with what is still in [brackets], marked on the page; the deploy
 * log says in one line per file what is left to fill in (on GitHub Actions, also in the run's summary).
 */
function warnOfPlaceholders(texts: Record<string, LegalText>) {
  for (const [file, text] of Object.entries(texts)) {
    const placeholders = placeholdersIn(text);
    if (placeholders.length > 0) annotate('warning', `content/${file}`, `content/${file} still has placeholders to fill in: ${placeholders.join(', ')}`);
  }
}

/** A work whose original is too narrow for a large screen is published all the same; the log names it, with the width it needs. */
function noteSoftWorks(works: SoftWork[]) {
  for (const { name, width, needed } of works) {
    annotate('notice', name, `${name} will look soft on a large screen (${LARGE_SCREEN.name}): it is ${width} px wide, and needs ${needed} px`);
  }
}

/** A work whose size is drawn on its page to no scale, with what to mend: one notice on its sidecar. */
function noteSizes(notices: SizeNotice[]) {
  for (const { sidecar, text } of notices) annotate('notice', sidecar, text);
}

await stopAtContentMistake(async () => {
  const contentDir = path.join(root, 'content');
  // Everything is checked before a file is written: a mistake leaves public/assets as it was.
  const { site, plan, mistakes } = await checkContent({ contentDir, publicDir });
  if (mistakes.length > 0 || !site) throw contentMistakes(mistakes);
  const siteOriginals = { portrait: site.portrait, background: site.background };
  const result = await buildPictures({ contentDir, publicDir, siteOriginals, plan, log: (line) => console.log(line) });
  await loadGallery(publicDir);
  if (result) {
    const seconds = ((performance.now() - started) / 1000).toFixed(2);
    console.log(`pictures: ${result.pictures}, ${result.made} made, ${result.reused} unchanged, ${result.removed} old files removed (${seconds} s)`);
    if (result.notPublished.length > 0) {
      console.warn(`\nNot published (everything else was):\n${result.notPublished.map((line) => `  ${line}`).join('\n')}\n`);
    }
    noteSoftWorks(result.soft);
    noteSizes(result.sizes);
  }
  const { imprint, privacy } = loadArtistTexts(contentDir);
  warnOfPlaceholders({ [IMPRINT_FILE]: imprint, [PRIVACY_FILE]: privacy });
  await publishExhibitions({ contentDir, publicDir, annotate });
  const untranslated = await untranslatedNotice(root);
  if (untranslated) annotate('notice', 'content/pictures', untranslated);
});
