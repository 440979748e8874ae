// An exhibition as an iCalendar file (RFC 5545) for "In den Kalender": its run as whole days and,
// where given, its opening at its local time (floating: the time as written, in the place it is).
import { nextDay } from './dates';
import { exhibitionName, exhibitionPath, exhibitionPhase, type NamedExhibition } from './exhibitions';
import { absoluteUrl } from './site-url';

/** The calendar file of an exhibition's page, beside it: '/ausstellungen/wurzelwerk-2027/wurzelwerk-2027.ics'. */
export const calendarPath = (slug: string) => `${exhibitionPath(slug)}${slug}.ics`;

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
};

/** The calendar of one exhibition with days: its run from its first to its last day, and its opening. */
export function exhibitionCalendar(exhibition: NamedExhibition & { slug: string; from: string; tag: string }, { siteUrl, made, openingSummary, artist }: Options): string {
  const url = absoluteUrl(exhibitionPath(exhibition.slug), siteUrl);
  const host = new URL(siteUrl).host;
  const stamp = `${made.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;
  const name = exhibitionName(exhibition);
  const location = [exhibition.venue, exhibition.address].filter(Boolean).join(', ');
  const common = [`DTSTAMP:${stamp}`, ...(location ? [`LOCATION:${escapeText(location)}`] : []), `URL:${url}`];
  const run = [
    'BEGIN:VEVENT',
    `UID:${exhibition.tag}`,
    ...common,
    `DTSTART;VALUE=DATE:${compact(exhibition.from)}`,
    // The end of an all-day event is the day after its last (RFC 5545, 3.6.1).
    `DTEND;VALUE=DATE:${compact(nextDay(exhibition.to ?? exhibition.from))}`,
    `SUMMARY:${escapeText(name)}`,
    ...(exhibition.text ? [`DESCRIPTION:${escapeText(exhibition.text)}`] : []),
    'TRANSP:TRANSPARENT',
    'END:VEVENT',
  ];
  const opening = exhibition.opening
    ? [
        'BEGIN:VEVENT',
        `UID:${exhibition.tag}#opening`,
        ...common,
        `DTSTART:${compact(exhibition.opening)}00`,
        // An opening's evening; the artist gives its beginning only.
        'DURATION:PT2H',
        `SUMMARY:${escapeText(openingSummary.replace('{title}', name))}`,
        'END:VEVENT',
      ]
    : [];
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${escapeText(artist)}//${host}//DE`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(name)}`,
    ...run,
    ...opening,
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

/** Whether an exhibition gets a calendar file: a page and days, and not over on `today`. */
export const offersCalendar = (exhibition: NamedExhibition, today: string): exhibition is NamedExhibition & { slug: string; from: string } =>
  Boolean(exhibition.slug && exhibition.from) && exhibitionPhase(exhibition, today) !== 'past';
