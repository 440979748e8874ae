// The last guard of an unlisted address, a room's page or a portfolio's PDF (docs/decisions/rooms-by-key.md):
// no file of the export but its own may hold its key. scripts/check-content.ts already stops at a key
// in another content file; this reads what the build made of them.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** What has an address made from its key: a room or a portfolio, by its content file. */
type Keyed = { key: string; file: string };

const RULE = { room: "Only the room's own page may name it", portfolio: 'No page may name it' } as const;

/**
 * Every file of the export that names a key outside its own address (`addressOf`: a folder, ending in
 * '/', or a file): '  out/feed.xml names the address of content/rooms/berger.json'.
 */
export async function giveaways(out: string, keyed: Keyed[], addressOf: (key: string) => string): Promise<string[]> {
  const entries = await readdir(out, { recursive: true, withFileTypes: true });
  const found: string[] = [];
  for (const entry of entries.filter((item) => item.isFile())) {
    const file = path.join(entry.parentPath, entry.name);
    const bytes = await readFile(file);
    for (const { key, file: source } of keyed) {
      const own = addressOf(key);
      const isOwn = own.endsWith('/') ? file.startsWith(path.join(out, own)) : file === path.join(out, own);
      if (!isOwn && bytes.includes(key)) found.push(`  ${path.relative(process.cwd(), file)} names the address of ${source}`);
    }
  }
  return found;
}

/** The build's stop where a room's or a portfolio's address is given away. */
export const giveawayMessage = (what: keyof typeof RULE, found: string[]) =>
  `\nA ${what}'s address is given away; do not publish this build:\n${found.join('\n')}\n${RULE[what]} (docs/decisions/rooms-by-key.md).\n`;
