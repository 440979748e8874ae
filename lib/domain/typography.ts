// German typesetting of the artist's words: the spaces that must not break a line.

const NBSP = '\u00a0';
const NARROW_NBSP = '\u202f';

const ABBREVIATIONS = 'Abs|Art|Nr|S|Bd|Ziff|lit|Kap|Tel';
const UNITS = 'mm|cm|m|km|kg|g|€|%|Uhr|Jh|Min|Std';
const MONTHS = 'Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember';

const RULES: [RegExp, string][] = [
  // '§ 5', '§§ 5–7', 'Art. 6', 'Abs. 2', 'Nr. 3': the sign or abbreviation stays with its number.
  [/(§§?) (?=\d)/g, `$1${NBSP}`],
  [new RegExp(`\\b(${ABBREVIATIONS})\\. (?=\\d)`, 'g'), `$1.${NBSP}`],
  // '50 × 60 cm': a size holds together.
  [/(\d) ([×x]) (?=\d)/g, `$1${NBSP}$2${NBSP}`],
  // '1.200 €', '30 %', '19 Uhr': a number stays with its unit.
  [new RegExp(`(\\d) (?=(?:${UNITS})(?![\\p{L}]))`, 'gu'), `$1${NBSP}`],
  // '12. März': the day stays with its month.
  [new RegExp(`(\\d\\.) (?=(?:${MONTHS})\\b)`, 'g'), `$1${NBSP}`],
  // 'z. B.', 'd. h.', 'u. a.': an abbreviation of two letters is set with a thin space that holds.
  [/\b([a-zA-Z])\. ([a-zA-Z])\./g, `$1.${NARROW_NBSP}$2.`],
];

/** The text with non-breaking spaces where German typography wants them. */
export function germanSpaces(text: string): string {
  return RULES.reduce((result, [pattern, replacement]) => result.replace(pattern, replacement), text);
}
