import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

// What a calendar app, a feed reader and a search engine get from the built site, in each language.

/** A calendar file's content lines, unfolded (RFC 5545, 3.1). */
async function calendarLines(request: APIRequestContext, address: string): Promise<string[]> {
  const response = await request.get(address);
  expect(response.status(), address).toBe(200);
  expect(response.headers()['content-type'], address).toMatch(/^text\/calendar/);
  return (await response.text()).replace(/\r\n /g, '').split('\r\n');
}

/**
 * The lines of the event whose UID is the lasting tag of the show first published at `path` (its
 * day being the build's where it was first published), from BEGIN:VEVENT to END:VEVENT.
 */
function event(lines: string[], path: string): string[] {
  const tag = new RegExp(`^UID:tag:hanna-linde\\.example,\\d{4}-\\d{2}-\\d{2}:${path.replaceAll('/', '\\/')}$`);
  const at = lines.findIndex((line) => tag.test(line));
  expect(at, path).toBeGreaterThan(0);
  return lines.slice(lines.lastIndexOf('BEGIN:VEVENT', at), lines.indexOf('END:VEVENT', at) + 1);
}

/** The only Berlin time zone a file must carry where an opening names it. */
function expectBerlin(lines: string[]) {
  expect(lines.filter((line) => line === 'BEGIN:VTIMEZONE')).toHaveLength(1);
  expect(lines[lines.indexOf('BEGIN:VTIMEZONE') + 1]).toBe('TZID:Europe/Berlin');
  expect(lines).toContain('RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU');
  expect(lines).toContain('RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU');
}

test('a German page offers the German calendar file, whose opening is at 19:00 in Berlin wherever it is read, and the calendar of all to subscribe to', async ({
  page,
  request,
}) => {
  await page.goto('/ausstellungen/wurzelwerk-2027/');
  await expect(page.getByRole('link', { name: 'In den Kalender' })).toHaveAttribute('href', '/ausstellungen/wurzelwerk-2027/wurzelwerk-2027.ics');
  await expect(page.getByRole('link', { name: 'Kalender aller Ausstellungen abonnieren' })).toHaveAttribute('href', 'webcal://hanna-linde.example/ausstellungen.ics');
  const lines = await calendarLines(request, '/ausstellungen/wurzelwerk-2027/wurzelwerk-2027.ics');
  expectBerlin(lines);
  expect(event(lines, '/ausstellungen/wurzelwerk-2027/#opening')).toEqual(
    expect.arrayContaining(['DTSTART;TZID=Europe/Berlin:20270312T190000', 'SUMMARY:Eröffnung: Wurzelwerk']),
  );
  expect(event(lines, '/ausstellungen/wurzelwerk-2027/')).toEqual(expect.arrayContaining(['DTSTART;VALUE=DATE:20270312', 'DTEND;VALUE=DATE:20270501']));
});

test('an English page offers the English calendar file: English words, the English page, German words marked', async ({ page, request }) => {
  await page.goto('/en/ausstellungen/wurzelwerk-2027/');
  await expect(page.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute('href', '/en/ausstellungen/wurzelwerk-2027/wurzelwerk-2027.ics');
  await expect(page.getByRole('link', { name: 'Subscribe to the exhibitions calendar' })).toHaveAttribute('href', 'webcal://hanna-linde.example/en/ausstellungen.ics');
  const lines = await calendarLines(request, '/en/ausstellungen/wurzelwerk-2027/wurzelwerk-2027.ics');
  expectBerlin(lines);
  expect(lines).toContain('PRODID:-//Hanna Marie Linde//hanna-linde.example//EN');
  expect(event(lines, '/ausstellungen/wurzelwerk-2027/')).toEqual(
    expect.arrayContaining(['SUMMARY:Root Work', 'URL:https://hanna-linde.example/en/ausstellungen/wurzelwerk-2027/', expect.stringMatching(/^DESCRIPTION:What grows beneath the earth/)]),
  );
  expect(event(lines, '/ausstellungen/wurzelwerk-2027/#opening')).toEqual(expect.arrayContaining(['DTSTART;TZID=Europe/Berlin:20270312T190000', 'SUMMARY:Opening: Root Work']));
  // Its highlight on the English home page offers the same file.
  await page.goto('/en/');
  await expect(page.getByRole('link', { name: /^Add to calendar ?: Root Work$/ })).toHaveAttribute('href', '/en/ausstellungen/wurzelwerk-2027/wurzelwerk-2027.ics');
});

test('one calendar in each language holds every show on or to come, with its opening, and none that is over', async ({ request }) => {
  for (const [address, name, opening] of [
    ['/ausstellungen.ics', 'Ausstellungen – Hanna Marie Linde', 'SUMMARY:Eröffnung: Wurzelwerk'],
    ['/en/ausstellungen.ics', 'Exhibitions – Hanna Marie Linde', 'SUMMARY:Opening: Root Work'],
  ] as const) {
    const lines = await calendarLines(request, address);
    expect(lines).toContain(`X-WR-CALNAME:${name}`);
    expectBerlin(lines);
    expect(event(lines, '/ausstellungen/wurzelwerk-2027/#opening')).toEqual(expect.arrayContaining(['DTSTART;TZID=Europe/Berlin:20270312T190000', opening]));
    expect(lines.filter((line) => line.startsWith('UID:') && line.includes('/ausstellungen/lichtungen-2026/'))).toEqual([]);
  }
});

/** A feed as a browser's XML parser reads it: its language, and each entry's id, date and the languages of its title and summary. */
const readFeed = (page: Page, xml: string) =>
  page.evaluate((text) => {
    const document = new DOMParser().parseFromString(text, 'application/xml');
    if (document.querySelector('parsererror')) return null;
    const root = document.documentElement;
    const lang = (element: Element | null) => element?.getAttributeNS('http://www.w3.org/XML/1998/namespace', 'lang') ?? null;
    return {
      lang: lang(root),
      updated: root.querySelector(':scope > updated')!.textContent!,
      entries: [...root.querySelectorAll('entry')].map((entry) => ({
        id: entry.querySelector('id')!.textContent!,
        href: entry.querySelector('link[rel="alternate"]')!.getAttribute('href')!,
        updated: entry.querySelector('updated')!.textContent!,
        title: lang(entry.querySelector('title')),
        summary: lang(entry.querySelector('summary')),
      })),
    };
  }, xml);

test('each feed says its language, marks what is still German in the English one, and dates nothing later than it was made', async ({ page, request }) => {
  await page.goto('/');
  const now = Date.now();
  const german = (await readFeed(page, await (await request.get('/feed.xml')).text()))!;
  const english = (await readFeed(page, await (await request.get('/en/feed.xml')).text()))!;
  expect(german.lang).toBe('de');
  expect(english.lang).toBe('en');
  for (const feed of [german, english]) {
    expect(Date.parse(feed.updated)).toBeLessThanOrEqual(now);
    for (const entry of feed.entries) expect(Date.parse(entry.updated), entry.id).toBeLessThanOrEqual(now);
  }
  // Her words in English stay unmarked; a show and a work she has not translated are marked German.
  const entry = (id: string) => english.entries.find((each) => each.href === `https://hanna-linde.example/en/${id}/`);
  expect(entry('ausstellungen/wurzelwerk-2027')).toMatchObject({ title: null, summary: null });
  expect(entry('ausstellungen/wurzeln-und-kronen-2026')).toMatchObject({ title: null, summary: 'de' });
  expect(entry('ausstellungen/lichtungen-2026')).toMatchObject({ title: 'de', summary: 'de' });
  expect(entry('werke/alte-buche')).toMatchObject({ title: null });
});

test("the home page's structured data has only complete events: full days, status, attendance, and a place with its postal address", async ({ page }) => {
  for (const address of ['/', '/en/']) {
    await page.goto(address);
    const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
    const events: Record<string, unknown>[] = data['@graph'].filter((node: { '@type': string }) => node['@type'] === 'ExhibitionEvent');
    // The three shows with days, a venue and an address; the seed's year-only lines stay in the list as text.
    expect(events.map((event) => event.startDate)).toEqual(['2027-03-12', '2026-10-30', '2026-06-05']);
    for (const event of events) {
      expect(event).toMatchObject({
        endDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        eventStatus: 'https://schema.org/EventScheduled',
        eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
        location: { '@type': 'Place', name: expect.not.stringMatching(/[()]/), address: { '@type': 'PostalAddress', postalCode: expect.stringMatching(/^\d{5}$/) } },
      });
    }
  }
});
