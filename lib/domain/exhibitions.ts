// The exhibitions' rules, pure: which have a page and under which name, their year, and whether a
// show is to come, on now or past on a given day.
import { BASE_PATH } from '@/config/site';
import type { Exhibition, PublishedExhibition } from './types';
import { slugify } from './slug';

export const EXHIBITIONS_PATH = '/ausstellungen/';

/** An exhibition's page, without the base path: '/ausstellungen/wurzelwerk-2027/'. */
export const exhibitionPath = (name: string, root = '') => `${root}${EXHIBITIONS_PATH}${name}/`;
export const exhibitionHref = (name: string, basePath: string = BASE_PATH, root = '') => `${basePath}${exhibitionPath(name, root)}`;

/** The year it is listed under: its own, or its start's. */
export const exhibitionYear = (exhibition: Exhibition): number => exhibition.year ?? Number(exhibition.from!.slice(0, 4));

/** What it is called: its title, or the seed's line. */
export const exhibitionName = (exhibition: Exhibition): string => (exhibition.title ?? exhibition.description)!;

/** More than a line: a title, a text, a venue or works. The seed's lines (a year and a description) have no page. */
export const hasPage = (exhibition: Exhibition): boolean =>
  Boolean(exhibition.title || exhibition.text || exhibition.venue || exhibition.works?.length);

/** The name its title (or description) and year give its page: 'wurzelwerk-2027'. */
export const wantedSlug = (exhibition: Exhibition) => `${slugify(exhibitionName(exhibition), 60)}-${exhibitionYear(exhibition)}`.replace(/^-/, '');

/**
 * The name of each exhibition's page, or null for a line without one: its title (or description)
 * and year, 'wurzelwerk-2027', numbered where two would be the same ('wurzelwerk-2027-2'). Taken in
 * the file's order. What a build publishes keeps the names published before
 * (lib/domain/exhibition-addresses.ts); this is for a list that carries none.
 */
export function exhibitionSlugs(exhibitions: Exhibition[]): (string | null)[] {
  const used = new Set<string>();
  return exhibitions.map((exhibition) => {
    if (!hasPage(exhibition)) return null;
    const base = wantedSlug(exhibition);
    let slug = base;
    for (let n = 2; used.has(slug); n++) slug = `${base}-${n}`;
    used.add(slug);
    return slug;
  });
}

/** An exhibition with the name of its page, if it has one. */
export type NamedExhibition = Exhibition & { slug: string | null };

/** An exhibition as the build publishes it: with a page, its lasting address and tag (lib/domain/exhibition-addresses.ts). */
export type PlacedExhibition = Exhibition & ({ slug: string; tag: string } | { slug: null; tag?: undefined });

/** Each exhibition with its page's name: the one it was published with (made from the German title), or made here. */
export const nameExhibitions = <T extends Exhibition & { slug?: string | null }>(exhibitions: T[]): (T & { slug: string | null })[] => {
  const slugs = exhibitionSlugs(exhibitions);
  return exhibitions.map((exhibition, index) => ({ ...exhibition, slug: exhibition.slug === undefined ? slugs[index]! : exhibition.slug }));
};

/**
 * The fresh file's exhibitions with the addresses the build published (the German file carries
 * none): each takes the page of the published show with its name, year and first day. A show added
 * or renamed since the build has no page until the next one, so it gets none here either; working
 * its address out in the browser could hand it another show's.
 */
export function keepPublishedSlugs<T extends Exhibition & { slug?: string | null }>(fresh: T[], published: (Exhibition & { slug?: string | null })[]): (T & { slug: string | null })[] {
  const sameShow = (a: Exhibition, b: Exhibition) => exhibitionName(a) === exhibitionName(b) && exhibitionYear(a) === exhibitionYear(b) && a.from === b.from;
  const taken = new Set<number>();
  return fresh.map((exhibition) => {
    if (exhibition.slug !== undefined) return { ...exhibition, slug: exhibition.slug };
    const match = published.findIndex((candidate, index) => !taken.has(index) && candidate.slug && sameShow(candidate, exhibition));
    taken.add(match);
    return { ...exhibition, slug: match === -1 ? null : published[match]!.slug! };
  });
}

/** What the home page's list shows of an exhibition; its text, works and links wait on its own page. */
const LISTED = ['title', 'description', 'year', 'from', 'to', 'venue', 'slug', 'german'] as const;
export type ListedExhibition = Pick<PublishedExhibition & { slug: string | null }, (typeof LISTED)[number]>;

/** The fields an object has of those named: React writes an undefined field into the page as "$undefined". */
function definedFields<T extends object, K extends keyof T>(value: T, keys: readonly K[]): Pick<T, K> {
  return Object.fromEntries(keys.filter((key) => value[key] !== undefined).map((key) => [key, value[key]])) as Pick<T, K>;
}

/** The exhibitions named, with what the list shows of each: the home page's payload carries no more. */
export const listExhibitions = (exhibitions: PublishedExhibition[]): ListedExhibition[] =>
  nameExhibitions(exhibitions).map((exhibition) => definedFields(exhibition, LISTED));

/** The list on the home page, where an exhibition's page leads back to. */
export const EXHIBITIONS_ANCHOR = '/#exhibitions';

export type Phase = 'upcoming' | 'current' | 'past';
export const PHASES: Phase[] = ['upcoming', 'current', 'past'];

/** Its last day: its end, or its start where it has no end. */
export const lastDay = (exhibition: Exhibition): string | undefined => exhibition.to ?? exhibition.from;

/**
 * Whether it is to come, on or past on `today` ('2026-11-23', the day in Germany). A show with days
 * is on from its first to its last day; a seed's line, with only a year, is past unless its year is
 * still to come.
 */
export function exhibitionPhase(exhibition: Exhibition, today: string): Phase {
  if (!exhibition.from) return exhibitionYear(exhibition) > Number(today.slice(0, 4)) ? 'upcoming' : 'past';
  if (today < exhibition.from) return 'upcoming';
  return today <= lastDay(exhibition)! ? 'current' : 'past';
}

/** Where it sorts: its start, or its year's first day. */
const sortKey = (exhibition: Exhibition) => exhibition.from ?? `${exhibitionYear(exhibition)}-01-01`;

/** Newest first. ISO days sort by their characters, without a collator, whose first use in a browser costs a phone tens of milliseconds. */
function newestFirst(a: Exhibition, b: Exhibition): number {
  const [x, y] = [sortKey(a), sortKey(b)];
  return x === y ? 0 : x < y ? 1 : -1;
}

/** The exhibitions by phase, each group newest first (a stable sort: lines of one year keep the file's order). */
export function groupExhibitions<T extends Exhibition>(exhibitions: T[], today: string): Record<Phase, T[]> {
  const groups: Record<Phase, T[]> = { upcoming: [], current: [], past: [] };
  for (const exhibition of exhibitions) groups[exhibitionPhase(exhibition, today)].push(exhibition);
  for (const phase of PHASES) groups[phase].sort(newestFirst);
  return groups;
}
