import { wurzelwerk } from '@/test/fixtures';
import { calendarPath, escapeText, exhibitionCalendar, exhibitionsCalendar, foldLine, offersCalendar, subscribeUrl } from './calendar';

const show = {
  ...wurzelwerk,
  slug: 'wurzelwerk-2027',
  // First published a year early, under the year she corrected since: the UIDs stay the tag's.
  tag: 'tag:hanna-linde.example,2026-11-20:/ausstellungen/wurzelwerk-2026/',
};
const options = { siteUrl: 'https://hanna-linde.example', made: new Date('2026-11-23T03:17:05Z'), openingSummary: 'Eröffnung: {title}', artist: 'Hanna Marie Linde', locale: 'de' as const };

/** Europe/Berlin as every file gives it: summer time from the last Sunday of March to the last of October. */
const BERLIN = [
  'BEGIN:VTIMEZONE',
  'TZID:Europe/Berlin',
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

describe('an exhibition’s calendar file', () => {
  it('holds the run as whole days, ending the day after its last, and the opening at its time in Berlin, in CRLF lines', () => {
    expect(exhibitionCalendar(show, options).split('\r\n')).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Hanna Marie Linde//hanna-linde.example//DE',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'X-WR-CALNAME:Wurzelwerk',
      ...BERLIN,
      'BEGIN:VEVENT',
      'UID:tag:hanna-linde.example,2026-11-20:/ausstellungen/wurzelwerk-2026/',
      'DTSTAMP:20261123T031705Z',
      'LOCATION:Kunstverein Celle\\, Schloßplatz 7\\, 29221 Celle',
      'URL:https://hanna-linde.example/ausstellungen/wurzelwerk-2027/',
      'DTSTART;VALUE=DATE:20270312',
      'DTEND;VALUE=DATE:20270501',
      'SUMMARY:Wurzelwerk',
      'TRANSP:TRANSPARENT',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:tag:hanna-linde.example,2026-11-20:/ausstellungen/wurzelwerk-2026/#open',
      ' ing',
      'DTSTAMP:20261123T031705Z',
      'LOCATION:Kunstverein Celle\\, Schloßplatz 7\\, 29221 Celle',
      'URL:https://hanna-linde.example/ausstellungen/wurzelwerk-2027/',
      'DTSTART;TZID=Europe/Berlin:20270312T190000',
      'DURATION:PT2H',
      'SUMMARY:Eröffnung: Wurzelwerk',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ]);
  });

  it('has no opening event where none is given, and a one-day show ends the next day', () => {
    const file = exhibitionCalendar({ slug: 'ein-abend-2027', tag: 'tag:hanna-linde.example,2026-11-20:/ausstellungen/ein-abend-2027/', title: 'Ein Abend', from: '2027-12-31' }, options);
    expect(file).toContain('DTSTART;VALUE=DATE:20271231\r\nDTEND;VALUE=DATE:20280101\r\n');
    expect(file.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(file).not.toContain('LOCATION');
  });

  it('lies beside the exhibition’s page in its language', () => {
    expect(calendarPath('wurzelwerk-2027')).toBe('/ausstellungen/wurzelwerk-2027/wurzelwerk-2027.ics');
    expect(calendarPath('wurzelwerk-2027', '/en')).toBe('/en/ausstellungen/wurzelwerk-2027/wurzelwerk-2027.ics');
  });

  it('in English, has English words and links the English page, marking her words still German', () => {
    const english = { ...show, title: 'Root Work', text: 'Was unter der Erde wächst.', german: ['text'] };
    const file = exhibitionCalendar(english, { ...options, openingSummary: 'Opening: {title}', locale: 'en' }).replace(/\r\n /g, '');
    expect(file).toContain('PRODID:-//Hanna Marie Linde//hanna-linde.example//EN\r\n');
    expect(file).toContain('URL:https://hanna-linde.example/en/ausstellungen/wurzelwerk-2027/\r\n');
    expect(file).toContain('SUMMARY:Root Work\r\nDESCRIPTION;LANGUAGE=de:Was unter der Erde wächst.\r\n');
    expect(file).toContain('DTSTART;TZID=Europe/Berlin:20270312T190000\r\nDURATION:PT2H\r\nSUMMARY:Opening: Root Work\r\n');
    const untranslated = exhibitionCalendar({ ...show, german: ['title'] }, { ...options, openingSummary: 'Opening: {title}', locale: 'en' });
    expect(untranslated).toContain('SUMMARY;LANGUAGE=de:Wurzelwerk\r\n');
  });
});

describe('the calendar of all exhibitions on or to come', () => {
  const summer = { slug: 'lichtungen-2027', tag: 'tag:hanna-linde.example,2026-11-21:/ausstellungen/lichtungen-2027/', title: 'Lichtungen', from: '2027-06-05', to: '2027-08-23', opening: '2027-06-05T18:30' };

  it('holds each show’s run and opening by their first days, in one time zone, and asks to be looked at daily', () => {
    const lines = exhibitionsCalendar([summer, show], 'Ausstellungen – Hanna Marie Linde', options).split('\r\n');
    expect(lines.slice(0, 8)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Hanna Marie Linde//hanna-linde.example//DE',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'X-WR-CALNAME:Ausstellungen – Hanna Marie Linde',
      'REFRESH-INTERVAL;VALUE=DURATION:P1D',
      'X-PUBLISHED-TTL:P1D',
    ]);
    expect(lines.filter((line) => line === 'BEGIN:VTIMEZONE')).toHaveLength(1);
    // Unfolded: a line longer than 75 octets continues on the next (RFC 5545, 3.1).
    const unfolded = exhibitionsCalendar([summer, show], 'Ausstellungen – Hanna Marie Linde', options).replaceAll('\r\n ', '').split('\r\n');
    expect(unfolded.filter((line) => line.startsWith('UID:'))).toEqual([
      'UID:tag:hanna-linde.example,2026-11-20:/ausstellungen/wurzelwerk-2026/',
      'UID:tag:hanna-linde.example,2026-11-20:/ausstellungen/wurzelwerk-2026/#opening',
      'UID:tag:hanna-linde.example,2026-11-21:/ausstellungen/lichtungen-2027/',
      'UID:tag:hanna-linde.example,2026-11-21:/ausstellungen/lichtungen-2027/#opening',
    ]);
    // Summer time or not, the opening is written as the clock in Berlin shows it; the zone says which.
    expect(lines.slice(lines.indexOf('END:VTIMEZONE')).filter((line) => line.startsWith('DTSTART'))).toEqual([
      'DTSTART;VALUE=DATE:20270312',
      'DTSTART;TZID=Europe/Berlin:20270312T190000',
      'DTSTART;VALUE=DATE:20270605',
      'DTSTART;TZID=Europe/Berlin:20270605T183000',
    ]);
    expect(lines.slice(-2)).toEqual(['END:VCALENDAR', '']);
  });

  it('is a valid calendar with no show to come: the time zone alone', () => {
    expect(exhibitionsCalendar([], 'Exhibitions – Hanna Marie Linde', { ...options, locale: 'en' }).split('\r\n')).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Hanna Marie Linde//hanna-linde.example//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'X-WR-CALNAME:Exhibitions – Hanna Marie Linde',
      'REFRESH-INTERVAL;VALUE=DURATION:P1D',
      'X-PUBLISHED-TTL:P1D',
      ...BERLIN,
      'END:VCALENDAR',
      '',
    ]);
  });

  it('is subscribed to at its webcal address, in each language, under the site’s sub-path', () => {
    expect(subscribeUrl('', 'https://hanna-linde.example')).toBe('webcal://hanna-linde.example/ausstellungen.ics');
    expect(subscribeUrl('/en', 'https://hanna-linde.example')).toBe('webcal://hanna-linde.example/en/ausstellungen.ics');
    expect(subscribeUrl('', 'https://hanna-linde.github.io/baumbilder')).toBe('webcal://hanna-linde.github.io/baumbilder/ausstellungen.ics');
  });
});

describe('iCalendar text', () => {
  it('escapes backslashes, semicolons, commas and line ends', () => {
    expect(escapeText('Zeichnung; Tusche, Papier\\Karton\nzweite Zeile')).toBe('Zeichnung\\; Tusche\\, Papier\\\\Karton\\nzweite Zeile');
  });

  it('folds a line after 75 octets, the next lines after a space and 74 more, never inside a character', () => {
    const line = `DESCRIPTION:${'ä'.repeat(60)}`;
    const folded = foldLine(line).split('\r\n');
    expect(folded.map((part) => Buffer.byteLength(part))).toEqual([74, 59]);
    expect(folded[1]!.startsWith(' ')).toBe(true);
    expect(folded.map((part, index) => (index === 0 ? part : part.slice(1))).join('')).toBe(line);
    expect(foldLine('a'.repeat(75))).toBe('a'.repeat(75));
    expect(foldLine('a'.repeat(76)).split('\r\n').map((part) => part.length)).toEqual([75, 2]);
  });
});

describe('which exhibitions get a calendar file', () => {
  it('those with a page and days that are not over', () => {
    expect(offersCalendar(show, '2026-11-23')).toBe(true);
    expect(offersCalendar(show, '2027-04-30')).toBe(true);
    expect(offersCalendar(show, '2027-05-01')).toBe(false);
    expect(offersCalendar({ slug: null, year: 2027, description: 'Jahresausstellung' }, '2026-11-23')).toBe(false);
    expect(offersCalendar({ slug: 'astwerk-2027', title: 'Astwerk', year: 2027 }, '2026-11-23')).toBe(false);
  });
});
