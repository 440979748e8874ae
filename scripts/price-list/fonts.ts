// The price list's fonts are the site's own (components/frame/fonts, named in components/frame/fonts.ts, whose next/font
// call needs them written out there): the display face for her name and the headings, the text
// face in two weights. A PDF embeds TrueType, not WOFF2, and fontkit's own subsetting draws
// nothing in some viewers, so harfbuzz (subset-font) cuts each to the characters the list uses
// and writes TrueType; pdf-lib embeds that whole.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { create } from '@pdf-lib/fontkit';
import subsetFont from 'subset-font';

const FONT_FILES = {
  display: 'cormorant-garamond-latin-300-normal.woff2',
  light: 'jost-latin-300-normal.woff2',
  regular: 'jost-latin-400-normal.woff2',
} as const;

export type FontName = keyof typeof FONT_FILES;
export type FontFiles = Record<FontName, Uint8Array>;

/** The site's fonts as TrueType, each holding only the characters of `text` (and the digits of page numbers). */
export async function priceListFonts(text: string, fontsDir = path.join(process.cwd(), 'components', 'frame', 'fonts')): Promise<FontFiles> {
  const characters = [...new Set(`${text}0123456789`)].join('');
  const entries = await Promise.all(
    (Object.entries(FONT_FILES) as [FontName, string][]).map(async ([name, file]) => {
      const woff2 = await readFile(path.join(fontsDir, file));
      return [name, new Uint8Array(await subsetFont(woff2, characters, { targetFormat: 'truetype' }))] as const;
    }),
  );
  return Object.fromEntries(entries) as FontFiles;
}

/** The characters of `text` a font cannot draw (the site's fonts are cut to what German needs, tools/subset-fonts.mts). */
export function missingCharacters(font: Uint8Array, text: string): string[] {
  const parsed = create(font);
  return [...new Set(text)].filter((character) => !/\s/.test(character) && !parsed.hasGlyphForCodePoint(character.codePointAt(0)!));
}
