// The site's Atom feed (RFC 4287): her exhibitions and works, newest first, for feed readers. Each
// entry's date comes from the content (an exhibition's first day, a work's year), so the feed
// changes only when the content does, not with every build.
import { exhibitionName, exhibitionPath, exhibitionYear, type PlacedExhibition } from './exhibitions';
import { absoluteUrl } from './site-url';
import { workPath } from './works';

export const FEED_PATH = '/feed.xml';

/** A work as the feed names it. */
export type FeedWork = { slug: string; title: string; year?: number; summary: string };

type Feed = {
  siteUrl: string;
  title: string;
  subtitle: string;
  author: string;
  works: FeedWork[];
  exhibitions: PlacedExhibition[];
  /** How many entries, the newest. */
  limit?: number;
  /** What the entries' paths begin with: '' for the German feed, '/en' for the English. */
  root?: string;
};

type Entry = { id: string; href: string; title: string; updated: string; summary: string };

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const entryXml = ({ id, href, title, updated, summary }: Entry) =>
  [
    '  <entry>',
    `    <id>${escapeXml(id)}</id>`,
    `    <title>${escapeXml(title)}</title>`,
    `    <link rel="alternate" type="text/html" href="${escapeXml(href)}"/>`,
    `    <updated>${updated}</updated>`,
    `    <summary>${escapeXml(summary)}</summary>`,
    '  </entry>',
  ].join('\n');

/** The feed: exhibitions with pages (dated by their first day or year) and works with a year. */
export function atomFeed({ siteUrl, title, subtitle, author, works, exhibitions, limit = 40, root = '' }: Feed): string {
  const day = (iso: string) => `${iso}T00:00:00Z`;
  const entries: Entry[] = [
    ...exhibitions.flatMap((exhibition) =>
      exhibition.slug
        ? [
            {
              // Its tag: the same id after a corrected title moves its page.
              id: exhibition.tag,
              href: absoluteUrl(exhibitionPath(exhibition.slug, root), siteUrl),
              title: exhibitionName(exhibition),
              updated: day(exhibition.from ?? `${exhibitionYear(exhibition)}-01-01`),
              summary: [exhibition.venue, exhibition.text ?? exhibition.description].filter(Boolean).join(': '),
            },
          ]
        : [],
    ),
    ...works.flatMap((work) =>
      work.year ? [{ id: absoluteUrl(workPath(work.slug, root), siteUrl), href: absoluteUrl(workPath(work.slug, root), siteUrl), title: work.title, updated: day(`${work.year}-01-01`), summary: work.summary }] : [],
    ),
  ]
    .sort((a, b) => b.updated.localeCompare(a.updated))
    .slice(0, limit);
  const home = absoluteUrl(`${root}/`, siteUrl);
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="de">',
    `  <id>${escapeXml(home)}</id>`,
    `  <title>${escapeXml(title)}</title>`,
    `  <subtitle>${escapeXml(subtitle)}</subtitle>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(absoluteUrl(`${root}${FEED_PATH}`, siteUrl))}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(home)}"/>`,
    `  <updated>${entries[0]?.updated ?? day('2000-01-01')}</updated>`,
    `  <author><name>${escapeXml(author)}</name></author>`,
    ...entries.map(entryXml),
    '</feed>',
    '',
  ].join('\n');
}
