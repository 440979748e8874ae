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
let berlinDays: Intl.DateTimeFormat | undefined;
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
 * The day it is in Germany at `now`: '2026-11-23'. Built from the formatter's numbers, never its
 * text: how a locale writes a date differs between engines (WebKit writes en-CA as '11/23/2026').
 */
export function berlinToday(now: Date): string {
  berlinDays ??= new Intl.DateTimeFormat('en', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
  const part = (type: Intl.DateTimeFormatPartTypes) => berlinDays!.formatToParts(now).find((each) => each.type === type)!.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/**
 * How long from `now` until the day changes in Germany, in milliseconds, read from Germany's clock.
 * On the two nights a year the clocks change, the hour of the change makes it an hour off, which is
 * why a page that waits for the next day asks again at least every hour.
 */
export function untilNextBerlinDay(now: Date): number {
  berlinClock ??= new Intl.DateTimeFormat('en', { timeZone: TIME_ZONE, hourCycle: 'h23', hour: 'numeric', minute: 'numeric', second: 'numeric' });
  const parts = berlinClock.formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((each) => each.type === type)!.value);
  const elapsed = ((part('hour') * 60 + part('minute')) * 60 + part('second')) * 1000 + now.getUTCMilliseconds();
  return 24 * 60 * 60 * 1000 - elapsed;
}

/** The day after an ISO day: '2027-04-30' → '2027-05-01'. */
export function nextDay(iso: string): string {
  const date = utcDay(iso);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}
