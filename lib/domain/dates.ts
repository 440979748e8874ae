// Dates the German way, one formatter for the site: '12. März – 30. April 2027', '3.–28. Februar 2027',
// 'Freitag, 12. März 2027'. The content's days have no time zone; they are read and written as UTC
// days, so a build anywhere writes the same. 'Today' is the day in Germany. A day keeps its month
// on its line ('12.\u00a0März'), by a rule of its own: the browser's gallery and exhibitions format
// dates too, and need not carry the rest of German typesetting (./typography.ts). English pages write
// them the English way: '12 March – 30 April 2027'.
import { LOCALE_INFO, type Locale } from './locale';

/** '12. März' → '12.\u00a0März': the day stays with its month. */
export const holdDayToMonth = (text: string) => text.replace(/(\d\.) (?=\p{L})/gu, '$1\u00a0');

/** The time zone the exhibitions' days and openings are in. */
export const TIME_ZONE = 'Europe/Berlin';

const days = new Map<Locale, Intl.DateTimeFormat>();
const weekdays = new Map<Locale, Intl.DateTimeFormat>();
let berlinClock: Intl.DateTimeFormat | undefined;

/** An ISO day ('2027-03-12') as the Date of its midnight in UTC. */
export const utcDay = (iso: string) => new Date(`${iso.slice(0, 10)}T00:00:00Z`);

/** A run of days: '12. März – 30. April 2027', '3.–28. Februar 2027', or one day: '3. Februar 2027'. */
export function formatRun(from: string, to: string = from, locale: Locale = 'de'): string {
  const format = formatter(days, locale, { day: 'numeric', month: 'long', year: 'numeric' });
  // ICU sets the dash between thin spaces; the site writes plain ones, as the artist would.
  const run = to === from ? format.format(utcDay(from)) : format.formatRange(utcDay(from), utcDay(to)).replace(/\u2009/g, ' ');
  return locale === 'de' ? holdDayToMonth(run) : run;
}

/** One formatter per language, made on first use. */
function formatter(made: Map<Locale, Intl.DateTimeFormat>, locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  if (!made.has(locale)) made.set(locale, new Intl.DateTimeFormat(LOCALE_INFO[locale].intl, { ...options, timeZone: 'UTC' }));
  return made.get(locale)!;
}

/** A day with its weekday: 'Freitag, 12. März 2027'. */
export function formatWeekday(iso: string, locale: Locale = 'de'): string {
  const day = formatter(weekdays, locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(utcDay(iso));
  return locale === 'de' ? holdDayToMonth(day) : day;
}

/** An opening, '2027-03-12T19:00', in the words of `pattern` ('{date}, {time} Uhr'): 'Freitag, 12. März 2027, 19:00 Uhr'. */
export const formatOpening = (opening: string, pattern: string, locale: Locale = 'de'): string =>
  pattern.replace('{date}', formatWeekday(opening, locale)).replace('{time}', opening.slice(11, 16));

/**
 * Germany's calendar and clock at `now`, as numbers ('2026', '11', '23', '23', '30', '05'). Read from
 * the formatter's parts, never its text: how a locale writes a date differs between engines
 * (WebKit writes en-CA as '11/23/2026').
 */
function berlinClockAt(now: Date): Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', string> {
  berlinClock ??= new Intl.DateTimeFormat('en', {
    timeZone: TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
  const parts = Object.fromEntries(berlinClock.formatToParts(now).map(({ type, value }) => [type, value]));
  return { year: parts.year!, month: parts.month!, day: parts.day!, hour: parts.hour!, minute: parts.minute!, second: parts.second! };
}

/** The day it is in Germany at `now`: '2026-11-23'. */
export function berlinToday(now: Date): string {
  const { year, month, day } = berlinClockAt(now);
  return `${year}-${month}-${day}`;
}

/**
 * How long from `now` until the day changes in Germany, in milliseconds, read from Germany's clock.
 * Between midnight and the hour the clocks change (two nights a year) it is an hour off, which is
 * why a page that waits for the next day asks again at least every hour.
 */
export function untilNextBerlinDay(now: Date): number {
  const { hour, minute, second } = berlinClockAt(now);
  const elapsed = ((Number(hour) * 60 + Number(minute)) * 60 + Number(second)) * 1000 + now.getUTCMilliseconds();
  return 24 * 60 * 60 * 1000 - elapsed;
}

/** The day after an ISO day: '2027-04-30' → '2027-05-01'. */
export function nextDay(iso: string): string {
  const date = utcDay(iso);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}
