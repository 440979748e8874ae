// `npm run build`, after the export: in each language, an iCalendar file beside the page of each
// exhibition that is on or to come, for "In den Kalender", and one of them all to subscribe to
// (lib/domain/calendar.ts). Made at every build, so the daily build (.github/workflows/deploy.yml)
// drops a show once it is over.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SITE_URL } from '@/config/site';
import { ALL_CALENDAR_PATH, calendarPath, exhibitionCalendar, exhibitionsCalendar, offersCalendar } from '@/lib/domain/calendar';
import { berlinToday } from '@/lib/domain/dates';
import { LOCALE_INFO, LOCALES } from '@/lib/domain/locale';
import { fill } from '@/lib/labels/fill';
import { de } from '@/lib/labels/de';
import { en } from '@/lib/labels/en';
import { loadArtistTexts } from '@/lib/server/artist-texts';
import { loadExhibitionPages } from '@/lib/server/content';
import { translateExhibitions } from '@/lib/server/translations';

const OUT = path.join(process.cwd(), 'out');
const LABELS = { de, en };
const made = new Date();
const today = berlinToday(made);
const artist = loadArtistTexts().site.name;
const exhibitions = await loadExhibitionPages();

async function write(file: string, text: string) {
  await mkdir(path.dirname(path.join(OUT, file)), { recursive: true });
  await writeFile(path.join(OUT, file), text);
}

let offered = 0;
for (const locale of LOCALES) {
  const shows = translateExhibitions(exhibitions, locale).filter((exhibition) => offersCalendar(exhibition, today));
  const labels = LABELS[locale].exhibitions;
  const options = { siteUrl: SITE_URL, made, openingSummary: labels.openingSummary, artist, locale };
  const root = LOCALE_INFO[locale].root;
  for (const exhibition of shows) await write(calendarPath(exhibition.slug, root), exhibitionCalendar(exhibition, options));
  await write(`${root}${ALL_CALENDAR_PATH}`, exhibitionsCalendar(shows, fill(labels.allCalendar, { name: artist }), options));
  offered = shows.length;
}
console.log(`calendars: ${offered} exhibition${offered === 1 ? '' : 's'} on or to come, in ${LOCALES.length} languages, each alone and all in one`);
