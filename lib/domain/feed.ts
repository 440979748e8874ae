// The site's Atom feed (RFC 4287) in each language: her exhibitions and works, newest first, for feed
// readers. Each entry's date comes from the content (an exhibition's first day, a work's year), so
// the feed changes only when the content does; a date still to come is the build's day instead, as
// `updated` says when an entry was last changed. Words still German in the English feed say so.
import { exhibitionName, exhibitionPath, exhibitionYear, type NamedExhibition, type PlacedExhibition } from './exhibitions';
import type { Locale } from './locale';
import { absoluteUrl } from './site-url';
import { workPath } from './works';

export const FEED_PATH = '/feed.xml';

/** A work as the feed names it; `german` names which of its title and summary are still German in another language. */
export type FeedWork = { slug: string; title: string; year?: number; summary: string; german?: ('title' | 'summary')[] };

type Feed = {
  siteUrl: string;
  title: string;
  subtitle: string;
  author: string;
  works: FeedWork[];
  /** On the English feed, the fields still German named. */
  exhibitions: (PlacedExhibition & { german?: string[] })[];
  /** The feed's language, and which of its own title and subtitle are still German in another. */
  locale: Locale;
  german?: ('title' | 'subtitle')[];
  /** When it was made: no date in it is later. */
  made: Date;
  /** How many entries, the newest. */
  limit?: number;
  /** What the entries' paths begin with: '' for the German feed, '/en' for the English. */
  root?: string;
};

/** Words, and whether they are German in a feed of another language. */
type Words = { text: string; german: boolean };
type Entry = { id: string; href: string; title: Words; updated: string; summary: Words };

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** An element of words, marked xml:lang="de" where they are German in a feed of another language. */
const wordsXml = (name: string, { text, german }: Words) => `<${name}${german ? ' xml:lang="de"' : ''}>${escapeXml(text)}</${name}>`;

const entryXml = ({ id, href, title, updated, summary }: Entry) =>
  [
    '  <entry>',
    `    <id>${escapeXml(id)}</id>`,
    `    ${wordsXml('title', title)}`,
    `    <link rel="alternate" type="text/html" href="${escapeXml(href)}"/>`,
    `    <updated>${updated}</updated>`,
    `    ${wordsXml('summary', summary)}`,
    '  </entry>',
  ].join('\n');

/** What an exhibition's entry says: its name, and its venue with its text or line. */
function exhibitionWords(exhibition: NamedExhibition & { german?: string[] }, foreign: boolean) {
  const german = (field: string) => foreign && Boolean(exhibition.german?.includes(field));
  const words = exhibition.text ?? exhibition.description;
  return {
    title: { text: exhibitionName(exhibition), german: german(exhibition.title ? 'title' : 'description') },
    summary: {
      text: [exhibition.venue, words].filter(Boolean).join(': '),
      german: words !== undefined && german(exhibition.text ? 'text' : 'description'),
    },
  };
}

export function atomFeed({ siteUrl, title, subtitle, author, works, exhibitions, locale, german = [], made, limit = 40, root = '' }: Feed): string {
  // The build's day, at its first second: no later than the build, and the same all that day.
  const latest = `${made.toISOString().slice(0, 10)}T00:00:00Z`;
  const day = (iso: string) => [`${iso}T00:00:00Z`, latest].sort()[0]!;
  const foreign = locale !== 'de';
  const entries: Entry[] = [
    ...exhibitions.flatMap((exhibition) =>
      exhibition.slug
        ? [
            {
              // Its tag: the same id after a corrected title moves its page; the English entry is the tag's own part.
              id: foreign ? `${exhibition.tag}#${locale}` : exhibition.tag,
              href: absoluteUrl(exhibitionPath(exhibition.slug, root), siteUrl),
              updated: day(exhibition.from ?? `${exhibitionYear(exhibition)}-01-01`),
              ...exhibitionWords(exhibition, foreign),
            },
          ]
        : [],
    ),
    ...works.flatMap((work) =>
      work.year
        ? [
            {
              id: absoluteUrl(workPath(work.slug, root), siteUrl),
              href: absoluteUrl(workPath(work.slug, root), siteUrl),
              title: { text: work.title, german: foreign && Boolean(work.german?.includes('title')) },
              updated: day(`${work.year}-01-01`),
              summary: { text: work.summary, german: foreign && Boolean(work.german?.includes('summary')) },
            },
          ]
        : [],
    ),
  ]
    .sort((a, b) => b.updated.localeCompare(a.updated))
    .slice(0, limit);
  const home = absoluteUrl(`${root}/`, siteUrl);
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${locale}">`,
    `  <id>${escapeXml(home)}</id>`,
    `  ${wordsXml('title', { text: title, german: foreign && german.includes('title') })}`,
    `  ${wordsXml('subtitle', { text: subtitle, german: foreign && german.includes('subtitle') })}`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(absoluteUrl(`${root}${FEED_PATH}`, siteUrl))}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(home)}"/>`,
    `  <updated>${entries[0]?.updated ?? day('2000-01-01')}</updated>`,
    `  <author><name>${escapeXml(author)}</name></author>`,
    ...entries.map(entryXml),
    '</feed>',
    '',
  ].join('\n');
}
