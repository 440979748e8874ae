// Reading the JSON files the artist writes, as common editors save them, with mistakes told by line.
import { ContentError } from '@/lib/domain/schema';

/** How a file she saved was written, where it is not UTF-8: what `decodeText` read it as, for the notice. */
export type SavedEncoding = 'UTF-8' | 'UTF-16' | 'Windows-1252';

/** UTF-16 without its mark (some editors' "Unicode"): the text's plain letters leave a zero byte beside each. */
function utf16Without(bytes: Uint8Array): 'utf-16le' | 'utf-16be' | undefined {
  if (bytes.length < 2 || bytes.length % 2 !== 0 || !bytes.includes(0)) return undefined;
  if (bytes[0] !== 0 && bytes[1] === 0) return 'utf-16le';
  if (bytes[0] === 0 && bytes[1] !== 0) return 'utf-16be';
  return undefined;
}

const isUtf8 = (bytes: Uint8Array) => {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
};

/** What a file was saved as: UTF-8 (with or without its mark), UTF-16 (with or without), or else Windows-1252 (Notepad's "ANSI"; Latin-1 is a part of it). */
export function savedEncoding(bytes: Uint8Array): SavedEncoding {
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff) || utf16Without(bytes)) return 'UTF-16';
  return isUtf8(bytes) ? 'UTF-8' : 'Windows-1252';
}

/**
 * The text of a file as editors save it: UTF-8 with or without a byte-order mark (Windows Notepad
 * writes one), UTF-16 with or without its mark (Notepad's "Unicode"), or Windows-1252 (Notepad's
 * "ANSI", and older editors' Latin-1), which would otherwise publish "B�tten".
 */
export function decodeText(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  const utf16 = utf16Without(bytes);
  if (utf16) return new TextDecoder(utf16).decode(bytes);
  const encoding = isUtf8(bytes) ? 'utf-8' : 'windows-1252';
  return new TextDecoder(encoding).decode(bytes).replace(/^\uFEFF/, '');
}

/** Line and column (from 1) of a position in the text. */
function lineAndColumn(text: string, position: number) {
  const before = text.slice(0, position).split(/\r\n|\r|\n/);
  return { line: before.length, column: (before.at(-1)?.length ?? 0) + 1 };
}

/** Where `character` first stands outside a "quoted" text: JSON.parse names the token it stumbled on, not always its place. */
function firstOutsideStrings(text: string, character: string): number | undefined {
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const here = text[index];
    if (inString && here === '\\') index++;
    else if (here === '"') inString = !inString;
    else if (!inString && here === character) return index;
  }
  return undefined;
}

/** Where the parser stopped: the position it gives, or the token it names, or else the end. */
function stoppedAt(text: string, message: string): number {
  const position = /at position (\d+)/.exec(message)?.[1];
  if (position !== undefined) return Number(position);
  const token = /Unexpected token '(.+?)'/u.exec(message)?.[1];
  return (token === undefined ? undefined : firstOutsideStrings(text, token)) ?? text.length;
}

/** JSON.parse that names the file, the line and the column of a syntax mistake. */
export function parseJson(text: string, fileName: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    const message = String((error as Error).message);
    const { line, column } = lineAndColumn(text, stoppedAt(text, message));
    const what = message
      .replace(/ in JSON at position \d+.*$/s, '')
      .replace(/^JSON\.parse: /, '')
      .replace(/, (\.\.\.)?".* is not valid JSON$/s, '');
    const shown = text.split(/\r\n|\r|\n/)[line - 1] ?? '';
    const curly = /[“”„‘’‚«»]/.test(shown) ? ' Curly quotes (“ ” „) do not count: write straight ones (") around names and texts.' : '';
    throw new ContentError(
      [
        `${fileName} is not valid JSON: line ${line}, column ${column}: ${what}`,
        `  ${shown.trim()}`,
        `  Check the commas and the "double quotes" around every name and text near that place.${curly}`,
      ].join('\n'),
    );
  }
}
