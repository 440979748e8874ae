// Which address each work is published at. An address, once published, stays with its work: a
// newcomer never takes it, and a work whose folder was renamed keeps its old address as a redirect.
import { slugCandidates, slugify } from '@/lib/domain/slug';
import type { PublishedAddresses } from '@/lib/domain/types';
import { workPath } from '@/lib/domain/works';
import { CHOICE_FOLDERS } from '@/lib/domain/work-facets';

/** A work as the pipeline found it. */
export type AddressedWork = {
  /** Its place under content/pictures without the picture's ending: 'aquarelle/kastanie'. */
  source: string;
  /** Its category's folder, as a name: 'aquarelle'. */
  category: string;
  /** Its original's fingerprint. */
  picture: string;
};

export type AddressPlan = {
  /** Each work's address, in the order of the works given. */
  addresses: string[];
  /** What the site publishes, for the next build to keep. */
  published: PublishedAddresses;
  /** What the build says: each move and each address a newcomer could not have. */
  report: string[];
};

type Entry = PublishedAddresses['works'][number];

const nameOf = (source: string) => slugify(source.slice(source.lastIndexOf('/') + 1));
const shown = (source: string) => `content/pictures/${source}`;

/**
 * The work each published entry stands for: the same folder, or else (a renamed or moved folder)
 * a work that is new there with the same picture, whose own folder is gone.
 */
function recognise(works: AddressedWork[], previous: Entry[]): (Entry | undefined)[] {
  const bySource = new Map(previous.map((entry) => [entry.source, entry]));
  const gone = new Map<string, Entry>();
  const present = new Set(works.map((work) => work.source));
  for (const entry of previous) if (!present.has(entry.source) && !gone.has(entry.picture)) gone.set(entry.picture, entry);
  return works.map((work) => {
    const same = bySource.get(work.source);
    if (same) return same;
    const moved = gone.get(work.picture);
    gone.delete(work.picture);
    return moved;
  });
}

export function assignAddresses(works: AddressedWork[], previous: PublishedAddresses | undefined): AddressPlan {
  const known = recognise(works, previous?.works ?? []);
  const addresses: (string | undefined)[] = works.map(() => undefined);
  const holders = new Map<string, number>();
  const report: string[] = [];

  // A known work whose name did not change keeps its address; every address a known work had stays its own.
  known.forEach((entry, index) => {
    if (!entry) return;
    for (const address of entry.formerly ?? []) holders.set(address, index);
    holders.set(entry.address, index);
    if (nameOf(entry.source) === nameOf(works[index]!.source)) addresses[index] = entry.address;
  });
  const taken = new Set(addresses.filter((address) => address !== undefined));

  works.forEach((work, index) => {
    if (addresses[index] !== undefined) return;
    // '/werke/verfuegbar/' and '/werke/reihe/' are the pages of a choice: no work may be published there.
    const free = (candidate: string) => !CHOICE_FOLDERS.includes(candidate) && !taken.has(candidate) && (holders.get(candidate) ?? index) === index;
    const candidates = slugCandidates(nameOf(work.source), work.category);
    const wanted = candidates.next().value;
    let address = wanted;
    while (!free(address)) address = candidates.next().value;
    addresses[index] = address;
    taken.add(address);
    const entry = known[index];
    if (entry && entry.address !== address) {
      report.push(`moved  ${workPath(entry.address)} → ${workPath(address)} (${shown(work.source)}): the old address leads there`);
    } else if (!entry && address !== wanted && holders.has(wanted)) {
      const holder = works[holders.get(wanted)!]!;
      report.push(`new    ${shown(work.source)} is at ${workPath(address)}: ${workPath(wanted)} stays with ${shown(holder.source)}`);
    }
  });

  const published: PublishedAddresses = {
    version: 1,
    // The exhibitions' memory is kept as it was; `npm run pictures` renews it after (scripts/pictures/exhibitions.ts).
    ...(previous?.exhibitions ? { exhibitions: previous.exhibitions } : {}),
    works: works.map((work, index) => {
      const address = addresses[index]!;
      const entry = known[index];
      const formerly = [...new Set([...(entry?.formerly ?? []), ...(entry ? [entry.address] : [])])].filter((old) => old !== address);
      return { address, source: work.source, picture: work.picture, ...(formerly.length > 0 ? { formerly } : {}) };
    }),
  };
  return { addresses: addresses as string[], published, report };
}
