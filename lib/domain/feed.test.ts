/** @jest-environment node */
import { atomFeed } from './feed';

const feed = atomFeed({
  siteUrl: 'https://hanna-linde.example',
  title: 'Hanna Marie Linde – Zeichen & Farbe',
  subtitle: 'Neue Bilder und Ausstellungen',
  author: 'Hanna Marie Linde',
  works: [
    { slug: 'alte-buche', title: 'Alte Buche', year: 2025, summary: 'Tusche auf Papier, 50 × 60 cm' },
    { slug: 'ohne-jahr', title: 'Ohne Jahr', summary: 'Aquarell' },
  ],
  exhibitions: [
    { slug: 'wurzelwerk-2027', tag: 'tag:hanna-linde.example,2026-11-20:/ausstellungen/wurzelwerk-2026/', title: 'Wurzelwerk', from: '2027-03-12', venue: 'Kunstverein Celle', text: 'Wurzeln <und> Böden.' },
    { slug: null, year: 2005, description: 'Abschlussausstellung' },
    { slug: 'lichtungen-2026', tag: 'tag:hanna-linde.example,2026-01-05:/ausstellungen/lichtungen-2026/', title: 'Lichtungen', from: '2026-06-05' },
  ],
});

const entries = () => [...feed.matchAll(/<entry>[\s\S]*?<\/entry>/g)].map(([entry]) => entry);

describe('the Atom feed', () => {
  it('is an Atom feed of the site, in German, pointing to itself, updated with its newest entry', () => {
    expect(feed.startsWith('<?xml version="1.0" encoding="utf-8"?>\n<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="de">')).toBe(true);
    expect(feed).toContain('<title>Hanna Marie Linde – Zeichen &amp; Farbe</title>');
    expect(feed).toContain('<link rel="self" type="application/atom+xml" href="https://hanna-linde.example/feed.xml"/>');
    expect(feed).toContain('<id>https://hanna-linde.example/</id>');
    expect(feed).toContain('<updated>2027-03-12T00:00:00Z</updated>\n  <author>');
  });

  it('holds the exhibitions with pages and the works with a year, newest first, each at its page', () => {
    expect(entries().map((entry) => /<link rel="alternate" type="text\/html" href="(.*)"\/>/.exec(entry)![1])).toEqual([
      'https://hanna-linde.example/ausstellungen/wurzelwerk-2027/',
      'https://hanna-linde.example/ausstellungen/lichtungen-2026/',
      'https://hanna-linde.example/werke/alte-buche/',
    ]);
    expect(entries()[0]).toContain('<summary>Kunstverein Celle: Wurzeln &lt;und&gt; Böden.</summary>');
    expect(entries()[2]).toContain('<updated>2025-01-01T00:00:00Z</updated>');
  });

  it('names each exhibition by its lasting tag, which a corrected title does not change, and each work by its page', () => {
    expect(entries().map((entry) => /<id>(.*)<\/id>/.exec(entry)![1])).toEqual([
      'tag:hanna-linde.example,2026-11-20:/ausstellungen/wurzelwerk-2026/',
      'tag:hanna-linde.example,2026-01-05:/ausstellungen/lichtungen-2026/',
      'https://hanna-linde.example/werke/alte-buche/',
    ]);
  });
});
