// The exhibitions, as `npm run pictures` publishes them: the address of each show's page, kept in
// addresses.json beside the works' (lib/domain/exhibition-addresses.ts); what the lists leave out
// of the works they name; and which shows still lack English.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { SITE_URL } from '@/config/site';
import { ADDRESSES_FILE, EXHIBITIONS_FILE } from '@/lib/domain/assets';
import { berlinToday } from '@/lib/domain/dates';
import { assignExhibitionAddresses } from '@/lib/domain/exhibition-addresses';
import { exhibitionName, exhibitionYear } from '@/lib/domain/exhibitions';
import { parseContent, publishedAddressesSchema } from '@/lib/domain/schema';
import type { Exhibition, PublishedAddresses } from '@/lib/domain/types';
import { translationFile } from '@/lib/server/artist-texts';
import { loadExhibitions, loadPortfolios, loadRooms } from '@/lib/server/content';
import { readExhibitionTranslations } from '@/lib/server/translations';
import { writeAtomically } from '@/scripts/files';

type Annotate = (level: 'warning' | 'notice', file: string, text: string) => void;

const GERMAN = `public/${EXHIBITIONS_FILE}`;
const ENGLISH = `public/${translationFile(EXHIBITIONS_FILE, 'en')}`;
const WORDS = ['title', 'description', 'kind', 'text'] as const;

async function readAddresses(file: string): Promise<PublishedAddresses> {
  if (!existsSync(file)) return { version: 1, works: [] };
  return parseContent(publishedAddressesSchema, JSON.parse(await readFile(file, 'utf8')), `public/${ADDRESSES_FILE}`);
}

/**
 * The English file's entries that belong to no show (no id, or one no German entry has) are not
 * shown: each is a warning saying how to mend it. The shows without a word of English are one notice.
 */
function checkEnglish(exhibitions: Exhibition[], annotate: Annotate) {
  const ids = new Set(exhibitions.flatMap((exhibition) => (exhibition.id ? [exhibition.id] : [])));
  const translated = new Set<string>();
  readExhibitionTranslations('en').forEach((entry, index) => {
    if (!entry || !WORDS.some((field) => entry[field] !== undefined)) return;
    if (entry.id && ids.has(entry.id)) {
      translated.add(entry.id);
      return;
    }
    const name = `entry ${index + 1} (${JSON.stringify(entry.title ?? entry.description ?? entry.kind ?? '')})`;
    const why = entry.id ? `its "id" ${JSON.stringify(entry.id)} is no exhibition's in ${GERMAN}` : 'it has no "id"';
    annotate('warning', ENGLISH, `${ENGLISH}, ${name}: ${why}, so its English is not shown: copy the id of its German entry in ${GERMAN}`);
  });
  const missing = exhibitions.filter((exhibition) => !exhibition.id || !translated.has(exhibition.id));
  if (missing.length === 0) return;
  const names = missing.map((exhibition) => `${exhibitionName(exhibition)} (${exhibitionYear(exhibition)})`).join(', ');
  annotate('notice', ENGLISH, `${missing.length} exhibition${missing.length === 1 ? ' has' : 's have'} no English yet: ${names}`);
}

/** Publishes the exhibitions' addresses and says what the build left out (of shows, rooms and portfolios) or has not translated. */
export async function publishExhibitions({ contentDir, publicDir, annotate }: { contentDir: string; publicDir: string; annotate: Annotate }) {
  const warn = (file: string, text: string) => annotate('warning', file, text);
  const exhibitions = await loadExhibitions(publicDir, warn);
  await loadRooms(contentDir, publicDir, warn);
  await loadPortfolios(contentDir, publicDir, warn);
  const file = path.join(publicDir, ADDRESSES_FILE);
  const published = await readAddresses(file);
  const plan = assignExhibitionAddresses(exhibitions, published.exhibitions, berlinToday(new Date()), new URL(SITE_URL).host, GERMAN);
  await writeAtomically(file, `${JSON.stringify({ ...published, exhibitions: plan.memory }, null, 2)}\n`);
  plan.report.forEach((line) => console.log(line));
  checkEnglish(exhibitions, annotate);
}
