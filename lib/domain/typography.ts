// German typesetting of the artist's words: the spaces that must not break a line.
import { holdDayToMonth } from './dates';

const NBSP = '\u00a0';

const ABBREVIATIONS = 'Abs|Art|Nr|S|Bd|Ziff|lit|Kap|Tel';
const UNITS = 'mm|cm|m|km|kg|g|€|%|Uhr|Jh|Min|Std';

const RULES: [RegExp, string][] = [
  // '§ 5', '§§ 5–7', 'Art. 6', 'Abs. 2', 'Nr. 3': the sign or abbreviation stays with its number.
  [/(§§?) (?=\d)/g, `$1${NBSP}`],
  [new RegExp(`\\b(${ABBREVIATIONS})\\. (?=\\d)`, 'g'), `$1.${NBSP}`],
  // '50 × 60 cm': a size holds together.
  [/(\d) ([×x]) (?=\d)/g, `$1${NBSP}$2${NBSP}`],
  // '1.200 €', '30 %', '19 Uhr': a number stays with its unit.
  [new RegExp(`(\\d) (?=(?:${UNITS})(?![\\p{L}]))`, 'gu'), `$1${NBSP}`],
  // 'z. B.', 'd. h.', 'u. a.': an abbreviation of two letters holds together (the site's fonts have
  // no thin space, so a plain one that does not break).
  [/\b([a-zA-Z])\. ([a-zA-Z])\./g, `$1.${NBSP}$2.`],
];

/** The text with non-breaking spaces where German typography wants them. */
export function germanSpaces(text: string): string {
  return holdDayToMonth(RULES.reduce((result, [pattern, replacement]) => result.replace(pattern, replacement), text));
}
