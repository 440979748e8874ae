// `npm run build`, after the export: an iCalendar file beside the page of each exhibition that is
// on or to come, for "In den Kalender" (lib/domain/calendar.ts). Made at every build, so the daily
// build (.github/workflows/deploy.yml) drops a show's file once it is over.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SITE_URL } from '../config/site';
import { calendarPath, exhibitionCalendar, offersCalendar } from '../lib/domain/calendar';
import { berlinToday } from '../lib/domain/dates';
import { de } from '../lib/labels/de';
import { loadArtistTexts } from '../lib/server/artist-texts';
import { loadExhibitionPages } from '../lib/server/content';

const OUT = path.join(process.cwd(), 'out');
const made = new Date();
const today = berlinToday(made);
const artist = loadArtistTexts().site.name;
const offered = (await loadExhibitionPages()).filter((exhibition) => offersCalendar(exhibition, today));
for (const exhibition of offered) {
  const file = path.join(OUT, calendarPath(exhibition.slug));
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, exhibitionCalendar(exhibition, { siteUrl: SITE_URL, made, openingSummary: de.exhibitions.openingSummary, artist }));
}
console.log(`calendars: ${offered.length} exhibition${offered.length === 1 ? '' : 's'} on or to come`);
