// Which address each exhibition's page is published at. As with works (scripts/pictures/addresses.ts),
// an address once published stays with its show: a corrected title or year gives a new address and
// the old one leads there, and a newcomer never takes an address another show has or had.
import { exhibitionName, exhibitionPath, exhibitionYear, hasPage, wantedSlug } from './exhibitions';
import type { Exhibition, PublishedAddresses } from './types';

export type ExhibitionMemory = NonNullable<PublishedAddresses['exhibitions']>[number];

/** An address a show had before, and its address now. */
export type ExhibitionMove = { from: string; to: string };

export type ExhibitionPlan = {
  /** Each exhibition's address, in the file's order; null for a line without a page. */
  slugs: (string | null)[];
  /** Each exhibition's lasting tag (null without a page): tag:<host>,<since>:/ausstellungen/<first address>/. */
  tags: (string | null)[];
  /** What the site publishes, for the next build to keep. */
  memory: ExhibitionMemory[];
  moves: ExhibitionMove[];
  /** What the build says: each move and each address a newcomer could not have. */
  report: string[];
};

/** Whether an address is the name wanted, or that name numbered ('wurzelwerk-2027-2'). */
const isNamed = (address: string, wanted: string) => address === wanted || new RegExp(`^${wanted.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}-\\d+$`).test(address);

/** What a show without an id is known by: its start (or year) and its venue. */
const keyOf = (entry: { from?: string; year?: number; venue?: string }) => `${entry.from ?? entry.year ?? ''}|${entry.venue ?? ''}`;

/** The remembered entry each exhibition with a page stands for: the same id, or (no id, or one not yet remembered) the same start and venue. */
function recognise(exhibitions: Exhibition[], previous: ExhibitionMemory[]): (ExhibitionMemory | undefined)[] {
  const byId = new Map(previous.filter((entry) => entry.id).map((entry) => [entry.id!, entry]));
  const unclaimed = previous.filter((entry) => !entry.id);
  return exhibitions.map((exhibition) => {
    if (!hasPage(exhibition)) return undefined;
    const same = exhibition.id ? byId.get(exhibition.id) : undefined;
    if (same) {
      byId.delete(exhibition.id!);
      return same;
    }
    const index = unclaimed.findIndex((entry) => keyOf(entry) === keyOf({ ...exhibition, year: exhibition.from ? undefined : exhibitionYear(exhibition) }));
    return index === -1 ? undefined : unclaimed.splice(index, 1)[0];
  });
}

/** How the build names an exhibition in a message: 'entry 2 ("Wurzelwerk")'. */
const entryName = (exhibition: Exhibition, index: number) => `entry ${index + 1} (${JSON.stringify(exhibitionName(exhibition))})`;

/** The tag URI (RFC 4151) that names a show for good: its site's host, the day it was first published, and its first address. */
export const exhibitionTag = (host: string, since: string, first: string) => `tag:${host},${since}:${exhibitionPath(first)}`;

/**
 * Each exhibition's address, given what was published before (`previous`, from addresses.json) and
 * the day of this build (`today`, in Germany), for a show published for the first time.
 */
export function assignExhibitionAddresses(exhibitions: Exhibition[], previous: ExhibitionMemory[] | undefined, today: string, host: string, file: string): ExhibitionPlan {
  const known = recognise(exhibitions, previous ?? []);
  const wanted = exhibitions.map((exhibition) => (hasPage(exhibition) ? wantedSlug(exhibition) : null));
  const slugs: (string | null)[] = exhibitions.map(() => null);
  const holders = new Map<string, number>();
  const report: string[] = [];

  // A known show whose name did not change keeps its address; every address a known show had stays its own.
  known.forEach((entry, index) => {
    if (!entry) return;
    for (const address of [...(entry.formerly ?? []), entry.first, entry.address]) holders.set(address, index);
    if (isNamed(entry.address, wanted[index]!)) slugs[index] = entry.address;
  });
  const taken = new Set(slugs.filter((slug) => slug !== null));

  exhibitions.forEach((exhibition, index) => {
    const base = wanted[index] ?? null;
    if (base === null || slugs[index] !== null) return;
    const free = (candidate: string) => !taken.has(candidate) && (holders.get(candidate) ?? index) === index;
    let slug = base;
    for (let n = 2; !free(slug); n++) slug = `${base}-${n}`;
    slugs[index] = slug;
    taken.add(slug);
    const entry = known[index];
    if (entry && entry.address !== slug) {
      report.push(`moved  ${exhibitionPath(entry.address)} → ${exhibitionPath(slug)} (${file}, ${entryName(exhibition, index)}): the old address leads there`);
    } else if (!entry && slug !== base && holders.has(base)) {
      const holder = holders.get(base)!;
      report.push(`new    ${file}, ${entryName(exhibition, index)} is at ${exhibitionPath(slug)}: ${exhibitionPath(base)} stays with ${entryName(exhibitions[holder]!, holder)}`);
    }
  });

  const memory: ExhibitionMemory[] = [];
  const tags: (string | null)[] = exhibitions.map(() => null);
  const moves: ExhibitionMove[] = [];
  exhibitions.forEach((exhibition, index) => {
    const address = slugs[index];
    if (!address) return;
    const entry = known[index];
    const formerly = [...new Set([...(entry?.formerly ?? []), ...(entry ? [entry.address] : [])])].filter((old) => old !== address);
    const since = entry?.since ?? today;
    const first = entry?.first ?? address;
    const key = exhibition.id ? { id: exhibition.id } : { ...(exhibition.from ? { from: exhibition.from } : { year: exhibitionYear(exhibition) }), ...(exhibition.venue ? { venue: exhibition.venue } : {}) };
    memory.push({ ...key, address, first, since, ...(formerly.length > 0 ? { formerly } : {}) });
    tags[index] = exhibitionTag(host, since, first);
    for (const from of formerly) if (!taken.has(from)) moves.push({ from, to: address });
  });
  return { slugs, tags, memory, moves, report };
}
