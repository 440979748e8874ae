/** A work's address stays readable and shareable however long its folder's name: '/werke/<at most 80>/'. */
export const MAX_SLUG_LENGTH = 80;

/** Cut at the last word that fits, so a long title reads as its beginning, not half a word. */
function bounded(slug: string, length: number): string {
  if (slug.length <= length) return slug;
  const cut = slug.slice(0, length + 1);
  const lastWord = cut.lastIndexOf('-');
  return (lastWord > 0 ? cut.slice(0, lastWord) : cut.slice(0, length)).replace(/-$/, '');
}

/**
 * A name for addresses and files: 'Öl und Acryl' → 'oel-und-acryl', at most `length` characters.
 * Composed first, so an umlaut stored as a letter plus its dots (as macOS writes file names) gives
 * the same address.
 */
export function slugify(text: string, length: number = MAX_SLUG_LENGTH): string {
  const slug = text
    .normalize('NFC')
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return bounded(slug, length);
}

/** The names a work may take when its own is taken: with its category in front, then numbered ('kastanie-2'). */
export function* slugCandidates(name: string, category: string): Generator<string, never> {
  const base = slugify(name);
  yield base;
  yield slugify(`${category} ${base}`);
  for (let n = 2; ; n++) yield `${bounded(base, MAX_SLUG_LENGTH - String(n).length - 1)}-${n}`;
}
