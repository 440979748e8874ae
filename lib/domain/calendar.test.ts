import { calendarPath, escapeText, exhibitionCalendar, foldLine, offersCalendar } from './calendar';

const show = {
  slug: 'wurzelwerk-2027',
  // First published a year early, under the year she corrected since: the UIDs stay the tag's.
  tag: 'tag:hanna-linde.example,2026-11-20:/ausstellungen/wurzelwerk-2026/',
  title: 'Wurzelwerk',
  from: '2027-03-12',
  to: '2027-04-30',
  opening: '2027-03-12T19:00',
  venue: 'Kunstverein Celle',
  address: 'Schloßplatz 7, 29221 Celle',
};
const options = { siteUrl: 'https://hanna-linde.example', made: new Date('2026-11-23T03:17:05Z'), openingSummary: 'Eröffnung: {title}', artist: 'Hanna Marie Linde' };

describe('an exhibition’s calendar file', () => {
  it('holds the run as whole days, ending the day after its last, and the opening at its local time, in CRLF lines', () => {
    expect(exhibitionCalendar(show, options).split('\r\n')).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Hanna Marie Linde//hanna-linde.example//DE',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'X-WR-CALNAME:Wurzelwerk',
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
      'DTSTART:20270312T190000',
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

  it('lies beside the exhibition’s page', () => {
    expect(calendarPath('wurzelwerk-2027')).toBe('/ausstellungen/wurzelwerk-2027/wurzelwerk-2027.ics');
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
