// Exhibitions as iCalendar files (RFC 5545) for "In den Kalender", one per show and one of all shows
// on or to come to subscribe to: each run as whole days and, where given, its opening at its time in
// Germany (TZID=Europe/Berlin), so a reader abroad sees it in her own time.
import { nextDay, TIME_ZONE } from './dates';
import { exhibitionName, exhibitionPath, exhibitionPhase, type NamedExhibition } from './exhibitions';
import { LOCALE_INFO, type Locale } from './locale';
import { absoluteUrl } from './site-url';

/** The calendar file of an exhibition's page, beside it: '/ausstellungen/wurzelwerk-2027/wurzelwerk-2027.ics', '/en/ausstellungen/…'. */
export const calendarPath = (slug: string, root = '') => `${exhibitionPath(slug, root)}${slug}.ics`;

/** The calendar of all shows on or to come, in German; '/en/ausstellungen.ics' in English. */
export const ALL_CALENDAR_PATH = '/ausstellungen.ics';

/** Its address to subscribe to: 'webcal://hanna-linde.example/ausstellungen.ics' (`root` '' or '/en'). */
export const subscribeUrl = (root: string, siteUrl: string) => absoluteUrl(`${root}${ALL_CALENDAR_PATH}`, siteUrl).replace(/^https?:\/\//, 'webcal://');

/**
 * Germany's time zone since 1996 (EU rules): summer time from the last Sunday of March, 02:00, to
 * the last Sunday of October, 03:00 (RFC 5545, 3.6.5). Every file with an opening carries it.
 */
const BERLIN = [
  'BEGIN:VTIMEZONE',
  `TZID:${TIME_ZONE}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/** A text value with its backslashes, semicolons, commas and line ends escaped (RFC 5545, 3.3.11). */
export const escapeText = (text: string) => text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** How many octets a character takes in UTF-8. */
const octetsOf = (character: string) => {
  const code = character.codePointAt(0)!;
  return code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
};

/**
 * A content line folded after at most 75 octets, each further line starting with a space (RFC 5545,
 * 3.1), never inside a character's UTF-8 bytes.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let part = '';
  let octets = 0;
  for (const character of line) {
    const size = octetsOf(character);
    // The first line holds 75 octets; the others 74 after their leading space.
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(part);
      part = '';
      octets = 0;
    }
    part += character;
    octets += size;
  }
  parts.push(part);
  return parts.join('\r\n ');
}

const compact = (iso: string) => iso.replace(/[-:]/g, '');

type Options = {
  /** The site's address, for the page's link and the events' UIDs. */
  siteUrl: string;
  /** When the file was made (DTSTAMP). */
  made: Date;
  /** The opening's summary: 'Eröffnung: {title}'. */
  openingSummary: string;
  /** Who shows there, for the calendar's name. */
  artist: string;
  /** The file's language: its words, and the pages it links to. */
  locale: Locale;
};

/** An exhibition a calendar holds: with a page and days; on a page in another language, the fields still German named. */
export type CalendarExhibition = NamedExhibition & { slug: string; from: string; tag: string; german?: string[] };

/** The events of one exhibition: its run from its first to its last day, and its opening. */
export function exhibitionEvents(exhibition: CalendarExhibition, { siteUrl, made, openingSummary, locale }: Options): string[] {
  const url = absoluteUrl(exhibitionPath(exhibition.slug, LOCALE_INFO[locale].root), siteUrl);
  const stamp = `${made.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;
  const name = exhibitionName(exhibition);
  const location = [exhibition.venue, exhibition.address].filter(Boolean).join(', ');
  // Her words still German in another language's file say so (RFC 5545, 3.2.10).
  const german = (field: string) => (locale !== 'de' && exhibition.german?.includes(field) ? ';LANGUAGE=de' : '');
  const common = [`DTSTAMP:${stamp}`, ...(location ? [`LOCATION:${escapeText(location)}`] : []), `URL:${url}`];
  const run = [
    'BEGIN:VEVENT',
    `UID:${exhibition.tag}`,
    ...common,
    `DTSTART;VALUE=DATE:${compact(exhibition.from)}`,
    // The end of an all-day event is the day after its last (RFC 5545, 3.6.1).
    `DTEND;VALUE=DATE:${compact(nextDay(exhibition.to ?? exhibition.from))}`,
    `SUMMARY${german(exhibition.title ? 'title' : 'description')}:${escapeText(name)}`,
    ...(exhibition.text ? [`DESCRIPTION${german('text')}:${escapeText(exhibition.text)}`] : []),
    'TRANSP:TRANSPARENT',
    'END:VEVENT',
  ];
  const opening = exhibition.opening
    ? [
        'BEGIN:VEVENT',
        `UID:${exhibition.tag}#opening`,
        ...common,
        // Its time in Germany, where it takes place: a calendar abroad shows it in its own time.
        `DTSTART;TZID=${TIME_ZONE}:${compact(exhibition.opening)}00`,
        // An opening's evening; the artist gives its beginning only.
        'DURATION:PT2H',
        `SUMMARY:${escapeText(openingSummary.replace('{title}', name))}`,
        'END:VEVENT',
      ]
    : [];
  return [...run, ...opening];
}

/** A calendar named `name` holding `events`, with Berlin's time zone; `subscribed`, it asks readers to look again daily (RFC 7986). */
function calendarFile(name: string, events: string[], { siteUrl, artist, locale }: Options, subscribed = false): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${escapeText(artist)}//${new URL(siteUrl).host}//${locale.toUpperCase()}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(name)}`,
    ...(subscribed ? ['REFRESH-INTERVAL;VALUE=DURATION:P1D', 'X-PUBLISHED-TTL:P1D'] : []),
    ...BERLIN,
    ...events,
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

/** The calendar of one exhibition with days: its run and its opening. */
export const exhibitionCalendar = (exhibition: CalendarExhibition, options: Options): string =>
  calendarFile(exhibitionName(exhibition), exhibitionEvents(exhibition, options), options);

/** The calendar to subscribe to, named `name`: every exhibition given (those on or to come), by their first days. */
export const exhibitionsCalendar = (exhibitions: CalendarExhibition[], name: string, options: Options): string =>
  calendarFile(
    name,
    [...exhibitions].sort((a, b) => a.from.localeCompare(b.from)).flatMap((exhibition) => exhibitionEvents(exhibition, options)),
    options,
    true,
  );

/** Whether an exhibition gets a calendar file: a page and days, and not over on `today`. */
export const offersCalendar = (exhibition: NamedExhibition, today: string): exhibition is NamedExhibition & { slug: string; from: string } =>
  Boolean(exhibition.slug && exhibition.from) && exhibitionPhase(exhibition, today) !== 'past';
