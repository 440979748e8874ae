// Reading the JSON files the artist writes, as common editors save them, with mistakes told by line.
import { ContentError } from '../domain/schema';

/**
 * The text of a file as editors save it: UTF-8 with or without a byte-order mark (Windows Notepad
 * writes one), or UTF-16 with its mark (Notepad's "Unicode").
 */
export function decodeText(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  return new TextDecoder('utf-8').decode(bytes).replace(/^\uFEFF/, '');
}

/** Line and column (from 1) of a position in the text. */
function lineAndColumn(text: string, position: number) {
  const before = text.slice(0, position).split(/\r\n|\r|\n/);
  return { line: before.length, column: (before.at(-1)?.length ?? 0) + 1 };
}

/** JSON.parse that names the file, the line and the column of a syntax mistake. */
export function parseJson(text: string, fileName: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    const message = String((error as Error).message);
    const position = /at position (\d+)/.exec(message)?.[1];
    const { line, column } = lineAndColumn(text, position === undefined ? text.length : Number(position));
    const what = message.replace(/ in JSON at position \d+.*$/s, '').replace(/^JSON\.parse: /, '');
    const shown = text.split(/\r\n|\r|\n/)[line - 1] ?? '';
    throw new ContentError(
      [
        `${fileName} is not valid JSON: line ${line}, column ${column}: ${what}`,
        `  ${shown.trim()}`,
        '  Check the commas and the "double quotes" around every name and text near that place.',
      ].join('\n'),
    );
  }
}
