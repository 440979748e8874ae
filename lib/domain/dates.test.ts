import { berlinToday, formatOpening, formatRun, nextDay, untilNextBerlinDay } from './dates';

describe('dates the German way', () => {
  it('writes a run of days across months, within a month, across years, and a single day', () => {
    expect(formatRun('2027-03-12', '2027-04-30')).toBe('12.\u00a0März – 30.\u00a0April 2027');
    expect(formatRun('2027-02-03', '2027-02-28')).toBe('3.–28.\u00a0Februar 2027');
    expect(formatRun('2026-12-03', '2027-01-28')).toBe('3.\u00a0Dezember 2026 – 28.\u00a0Januar 2027');
    expect(formatRun('2027-02-03')).toBe('3.\u00a0Februar 2027');
    expect(formatRun('2027-02-03', '2027-02-03')).toBe('3.\u00a0Februar 2027');
  });

  it('writes an opening with its weekday and time', () => {
    expect(formatOpening('2027-03-12T19:00', '{date}, {time} Uhr')).toBe('Freitag, 12.\u00a0März 2027, 19:00 Uhr');
  });

  it('knows the day in Germany, which begins before the day in London', () => {
    expect(berlinToday(new Date('2026-11-23T22:30:00Z'))).toBe('2026-11-23');
    expect(berlinToday(new Date('2026-11-23T23:30:00Z'))).toBe('2026-11-24');
    expect(berlinToday(new Date('2027-06-30T22:30:00Z'))).toBe('2027-07-01');
  });

  it('knows how long until the day changes in Germany, in winter and in summer time', () => {
    // 23:30 in Berlin in winter (UTC+1) and in summer (UTC+2): half an hour left.
    expect(untilNextBerlinDay(new Date('2026-11-23T22:30:00Z'))).toBe(30 * 60 * 1000);
    expect(untilNextBerlinDay(new Date('2027-04-30T21:30:00Z'))).toBe(30 * 60 * 1000);
    expect(untilNextBerlinDay(new Date('2026-11-23T22:59:59.250Z'))).toBe(750);
    // Midnight itself: a whole day ahead.
    expect(untilNextBerlinDay(new Date('2026-11-23T23:00:00Z'))).toBe(24 * 60 * 60 * 1000);
    // 01:30 on the night summer time begins (28 March 2027): read from the clock, 22.5 hours, where
    // 21.5 pass; the page that waits asks again within the hour (hooks/use-today.ts).
    expect(untilNextBerlinDay(new Date('2027-03-28T00:30:00Z'))).toBe(22.5 * 60 * 60 * 1000);
  });

  it('knows the day from the numbers, whatever text an engine writes for a date', () => {
    // WebKit writes the en-CA locale as '11/23/2026', where V8 writes '2026-11-23'.
    const format = Object.getOwnPropertyDescriptor(Intl.DateTimeFormat.prototype, 'format')!;
    Object.defineProperty(Intl.DateTimeFormat.prototype, 'format', { configurable: true, get: () => () => '11/23/2026' });
    try {
      expect(berlinToday(new Date('2026-11-23T12:00:00Z'))).toBe('2026-11-23');
    } finally {
      Object.defineProperty(Intl.DateTimeFormat.prototype, 'format', format);
    }
  });

  it('counts to the next day across a month’s and a leap year’s end', () => {
    expect(nextDay('2027-04-30')).toBe('2027-05-01');
    expect(nextDay('2028-02-28')).toBe('2028-02-29');
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
  });
});

describe('dates the English way, on the English pages', () => {
  it('writes a run of days and an opening as English readers expect', () => {
    expect(formatRun('2027-03-12', '2027-04-30', 'en')).toBe('12 March – 30 April 2027');
    expect(formatRun('2027-02-03', undefined, 'en')).toBe('3 February 2027');
    expect(formatOpening('2027-03-12T19:00', '{date}, {time}', 'en')).toBe('Friday, 12 March 2027, 19:00');
  });
});
