/** @jest-environment node */
import { atomFeed } from './feed';

const made = new Date('2026-11-23T03:17:05Z');
const feed = atomFeed({
  siteUrl: 'https://ilse-brandauer.example',
  title: 'Ilse Brandauer – Zeichen & Farbe',
  subtitle: 'Neue Bilder und Ausstellungen',
  author: 'Ilse Brandauer',
  locale: 'de',
  made,
  works: [
    { slug: 'alte-buche', title: 'Alte Buche', year: 2025, summary: 'Tusche auf Papier, 50 × 60 cm' },
    { slug: 'ohne-jahr', title: 'Ohne Jahr', summary: 'Aquarell' },
  ],
  exhibitions: [
    { slug: 'wurzelwerk-2027', tag: 'tag:ilse-brandauer.example,2026-11-20:/ausstellungen/wurzelwerk-2026/', title: 'Wurzelwerk', from: '2027-03-12', venue: 'Kunstverein Celle', text: 'Wurzeln <und> Böden.' },
    { slug: null, year: 2005, description: 'Abschlussausstellung' },
    { slug: 'lichtungen-2026', tag: 'tag:ilse-brandauer.example,2026-01-05:/ausstellungen/lichtungen-2026/', title: 'Lichtungen', from: '2026-06-05' },
  ],
});

const entriesOf = (xml: string) => [...xml.matchAll(/<entry>[\s\S]*?<\/entry>/g)].map(([entry]) => entry);
const entries = () => entriesOf(feed);

describe('the Atom feed', () => {
  it('is an Atom feed of the site, in German, pointing to itself', () => {
    expect(feed.startsWith('<?xml version="1.0" encoding="utf-8"?>\n<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="de">')).toBe(true);
    expect(feed).toContain('<title>Ilse Brandauer – Zeichen &amp; Farbe</title>');
    expect(feed).toContain('<link rel="self" type="application/atom+xml" href="https://ilse-brandauer.example/feed.xml"/>');
    expect(feed).toContain('<id>https://ilse-brandauer.example/</id>');
  });

  it('holds the exhibitions with pages and the works with a year, newest first, each at its page', () => {
    expect(entries().map((entry) => /<link rel="alternate" type="text\/html" href="(.*)"\/>/.exec(entry)![1])).toEqual([
      'https://ilse-brandauer.example/ausstellungen/wurzelwerk-2027/',
      'https://ilse-brandauer.example/ausstellungen/lichtungen-2026/',
      'https://ilse-brandauer.example/werke/alte-buche/',
    ]);
    expect(entries()[0]).toContain('<summary>Kunstverein Celle: Wurzeln &lt;und&gt; Böden.</summary>');
    expect(entries()[1]).toContain('<updated>2026-06-05T00:00:00Z</updated>');
    expect(entries()[2]).toContain('<updated>2025-01-01T00:00:00Z</updated>');
  });

  it('names each exhibition by its lasting tag, which a corrected title does not change, and each work by its page', () => {
    expect(entries().map((entry) => /<id>(.*)<\/id>/.exec(entry)![1])).toEqual([
      'tag:ilse-brandauer.example,2026-11-20:/ausstellungen/wurzelwerk-2026/',
      'tag:ilse-brandauer.example,2026-01-05:/ausstellungen/lichtungen-2026/',
      'https://ilse-brandauer.example/werke/alte-buche/',
    ]);
  });

  it('is never updated later than it was made: a show still to come is dated by the build’s day, and so is the feed', () => {
    expect(entries()[0]).toContain('<updated>2026-11-23T00:00:00Z</updated>');
    expect(feed).toContain('<updated>2026-11-23T00:00:00Z</updated>\n  <author>');
    const earlier = atomFeed({ siteUrl: 'https://ilse-brandauer.example', title: 'T', subtitle: 'S', author: 'A', locale: 'de', made, works: [], exhibitions: [{ slug: 'lichtungen-2026', tag: 'tag:ilse-brandauer.example,2026-01-05:/ausstellungen/lichtungen-2026/', title: 'Lichtungen', from: '2026-06-05' }] });
    expect(earlier).toContain('<updated>2026-06-05T00:00:00Z</updated>\n  <author>');
  });
});

describe('the English Atom feed', () => {
  const english = atomFeed({
    siteUrl: 'https://ilse-brandauer.example',
    root: '/en',
    title: 'Ilse Brandauer – Line and Colour',
    subtitle: 'Neue Bilder und Ausstellungen',
    german: ['subtitle'],
    author: 'Ilse Brandauer',
    locale: 'en',
    made,
    works: [
      { slug: 'alte-buche', title: 'Old Beech', year: 2025, summary: 'Tusche auf Papier, 50 × 60 cm', german: ['summary'] },
      { slug: 'birke', title: 'Birke', year: 2024, summary: 'Ink on paper', german: ['title'] },
    ],
    exhibitions: [
      { slug: 'wurzelwerk-2027', tag: 'tag:ilse-brandauer.example,2026-11-20:/ausstellungen/wurzelwerk-2027/', title: 'Root Work', from: '2027-03-12', venue: 'Kunstverein Celle', text: 'What grows beneath.', german: [] },
      { slug: 'lichtungen-2026', tag: 'tag:ilse-brandauer.example,2026-01-05:/ausstellungen/lichtungen-2026/', title: 'Lichtungen', from: '2026-06-05', venue: 'Kloster Lüne', text: 'Sommerausstellung im Kreuzgang.', german: ['title', 'text'] },
    ],
  });

  it('says it is in English, and marks each title or summary still in German as German', () => {
    expect(english).toContain('<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en">');
    expect(english).toContain('  <title>Ilse Brandauer – Line and Colour</title>\n  <subtitle xml:lang="de">Neue Bilder und Ausstellungen</subtitle>');
    const [rootWork, lichtungen, beech, birch] = entriesOf(english);
    expect(rootWork).toContain('<title>Root Work</title>');
    expect(rootWork).toContain('<summary>Kunstverein Celle: What grows beneath.</summary>');
    expect(lichtungen).toContain('<title xml:lang="de">Lichtungen</title>');
    expect(lichtungen).toContain('<summary xml:lang="de">Kloster Lüne: Sommerausstellung im Kreuzgang.</summary>');
    expect(beech).toContain('<title>Old Beech</title>');
    expect(beech).toContain('<summary xml:lang="de">Tusche auf Papier, 50 × 60 cm</summary>');
    expect(birch).toContain('<title xml:lang="de">Birke</title>');
    expect(birch).toContain('<summary>Ink on paper</summary>');
  });

  it('leads to the English pages, each exhibition named by its tag with the language as its own part', () => {
    expect(english).toContain('<id>tag:ilse-brandauer.example,2026-11-20:/ausstellungen/wurzelwerk-2027/#en</id>');
    expect(english).toContain('<link rel="alternate" type="text/html" href="https://ilse-brandauer.example/en/ausstellungen/wurzelwerk-2027/"/>');
    expect(english).toContain('<link rel="self" type="application/atom+xml" href="https://ilse-brandauer.example/en/feed.xml"/>');
  });
});
