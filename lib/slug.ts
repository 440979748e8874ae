/**
 * A name for addresses and files: 'Öl und Acryl' → 'oel-und-acryl'. Composed first, so an umlaut
 * stored as a letter plus its dots (as macOS writes file names) gives the same address.
 */
export function slugify(text: string): string {
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
