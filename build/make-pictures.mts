// `npm run pictures`: makes the served pictures from the originals in content/ (see README), then
// checks every content file the build reads. `npm run build`, `npm start` and `npm run dev` run it
// first, so a content mistake ends each of them the same way: one plain block, exit code 1.
// DEBUG=1 adds the stack trace.
import path from 'node:path';
import { checkCurriculum, IMPRINT_FILE, loadArtistTexts, placeholdersIn, PRIVACY_FILE } from '../lib/server/artist-texts';
import { loadExhibitions, loadGallery, loadRooms } from '../lib/server/content';
import { untranslatedNotice } from '../lib/server/translations';
import { buildPictures, type SoftWork } from './pictures/pipeline';
import { publishExhibitions } from './pictures/exhibitions';
import { LARGE_SCREEN } from './pictures/large-screen';
import { isContentError } from '../lib/domain/schema';
import type { LegalText } from '../lib/domain/types';

const root = path.join(import.meta.dirname, '..');
const publicDir = path.join(root, 'public');
const started = performance.now();

/** Text as a GitHub Actions workflow command carries it: its message, or (`property`) a value such as the file's name. */
const escaped = (text: string, property = false) => {
  const message = text.replaceAll('%', '%25').replaceAll('\r', '%0D').replaceAll('\n', '%0A');
  return property ? message.replaceAll(':', '%3A').replaceAll(',', '%2C') : message;
};

/** One line of the log about a file; on GitHub Actions an annotation on it, which the run's summary lists. */
function annotate(level: 'warning' | 'notice', file: string, text: string) {
  if (process.env.GITHUB_ACTIONS !== 'true') console.warn(`${level === 'warning' ? 'Warning' : 'Notice'}: ${text}`);
  else console.warn(`::${level} file=${escaped(file, true)}::${escaped(text)}`);
}

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

try {
  const contentDir = path.join(root, 'content');
  const { site, imprint, privacy } = loadArtistTexts(contentDir);
  checkCurriculum(site, publicDir);
  const siteOriginals = { portrait: site.portrait, background: site.background };
  const result = await buildPictures({ contentDir, publicDir, siteOriginals, log: (line) => console.log(line) });
  await loadGallery(publicDir);
  await loadExhibitions(publicDir);
  await loadRooms(contentDir, publicDir);
  if (result) {
    const seconds = ((performance.now() - started) / 1000).toFixed(2);
    console.log(`pictures: ${result.pictures}, ${result.made} made, ${result.reused} unchanged, ${result.removed} old files removed (${seconds} s)`);
    if (result.notPublished.length > 0) {
      console.warn(`\nNot published (everything else was):\n${result.notPublished.map((line) => `  ${line}`).join('\n')}\n`);
    }
    noteSoftWorks(result.soft);
  }
  warnOfPlaceholders({ [IMPRINT_FILE]: imprint, [PRIVACY_FILE]: privacy });
  await publishExhibitions({ contentDir, publicDir, annotate });
  const untranslated = await untranslatedNotice(root);
  if (untranslated) annotate('notice', 'content/pictures', untranslated);
} catch (error) {
  if (!isContentError(error)) throw error;
  console.error(`\nThe site was not built, because of a mistake in its content; nothing was published.\n\n${error.message}\n`);
  if (process.env.DEBUG) console.error(error.stack);
  process.exitCode = 1;
}
