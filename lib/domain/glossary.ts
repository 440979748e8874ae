// English for the words painters write under a picture and over a category: media, supports, the
// words that join them, and the plural names of categories. British spelling, as lib/labels/en.ts
// and her own English ('Watercolours'). A phrase is translated only when every word of it is known:
// half a translation reads worse than her German, which the page then marks lang="de".

/** The media, each German word (lower case) with its English as it reads inside a phrase. */
const MEDIA: Record<string, string> = {
  aquarell: 'watercolour',
  aquarelle: 'watercolours',
  tusche: 'ink',
  tuschen: 'inks',
  tinte: 'ink',
  öl: 'oil',
  ölfarbe: 'oil paint',
  acryl: 'acrylic',
  acrylfarbe: 'acrylic paint',
  pastell: 'pastel',
  pastelle: 'pastels',
  ölpastell: 'oil pastel',
  ölkreide: 'oil pastel',
  bleistift: 'pencil',
  grafit: 'graphite',
  graphit: 'graphite',
  kohle: 'charcoal',
  radierung: 'etching',
  radierungen: 'etchings',
  aquatinta: 'aquatint',
  kaltnadel: 'drypoint',
  kaltnadelradierung: 'drypoint',
  mischtechnik: 'mixed media',
  gouache: 'gouache',
  gouachen: 'gouaches',
  buntstift: 'coloured pencil',
  buntstifte: 'coloured pencils',
  farbstift: 'coloured pencil',
  farbstifte: 'coloured pencils',
  rötel: 'red chalk',
  kreide: 'chalk',
  kreiden: 'chalks',
  lithografie: 'lithograph',
  lithographie: 'lithograph',
  lithografien: 'lithographs',
  lithographien: 'lithographs',
  holzschnitt: 'woodcut',
  holzschnitte: 'woodcuts',
  linolschnitt: 'linocut',
  linolschnitte: 'linocuts',
  siebdruck: 'screen print',
  siebdrucke: 'screen prints',
  monotypie: 'monotype',
  monotypien: 'monotypes',
  druckgrafik: 'prints',
  druckgraphik: 'prints',
  collage: 'collage',
  collagen: 'collages',
  tempera: 'tempera',
  enkaustik: 'encaustic',
  wachs: 'wax',
  sepia: 'sepia',
  feder: 'pen',
  pinsel: 'brush',
  fineliner: 'fineliner',
  kugelschreiber: 'ballpoint pen',
};

/** Each German word (lower case) and its English, as it reads inside a phrase. */
const WORDS: Record<string, string> = {
  ...MEDIA,
  // What is made
  zeichnung: 'drawing',
  zeichnungen: 'drawings',
  malerei: 'painting',
  gemälde: 'paintings',
  ölbild: 'oil painting',
  ölbilder: 'oil paintings',
  skizze: 'sketch',
  skizzen: 'sketches',
  studie: 'study',
  studien: 'studies',
  arbeiten: 'works',
  diptychon: 'diptych',
  triptychon: 'triptych',
  // Supports
  papier: 'paper',
  bütten: 'handmade paper',
  büttenpapier: 'handmade paper',
  japanpapier: 'Japanese paper',
  aquarellpapier: 'watercolour paper',
  leinwand: 'canvas',
  leinen: 'linen',
  holz: 'wood',
  holzplatte: 'wood panel',
  karton: 'card',
  pappe: 'cardboard',
  nessel: 'calico',
  jute: 'jute',
  hartfaser: 'hardboard',
  hartfaserplatte: 'hardboard',
  mdf: 'MDF',
  // Words that join and qualify
  und: 'and',
  auf: 'on',
  über: 'over',
  mit: 'with',
  getöntem: 'tinted',
  getöntes: 'tinted',
  farbigem: 'coloured',
  farbiges: 'coloured',
};

/** The ends of compounds that take a medium before them: 'Kohlezeichnung' is a charcoal drawing, 'Studienzeichnung' no word of the glossary. */
const HEADS = ['zeichnungen', 'zeichnung', 'malerei', 'skizzen', 'skizze', 'studien', 'studie'];

/** A compound of a known medium and a known head, in English: 'bleistiftzeichnungen' → 'pencil drawings'. */
function compound(word: string): string | undefined {
  const head = HEADS.find((end) => word.endsWith(end) && word.length > end.length);
  const medium = head && MEDIA[word.slice(0, -head.length)];
  return head && medium ? `${medium} ${WORDS[head]}` : undefined;
}

/** Words, and between them what is kept as written: spaces, punctuation, numbers and sizes ('3/20', '50 × 60 cm'). */
const TOKENS = /(\p{L}[\p{L}-]*)|([^\p{L}]+)/gu;
const UNITS = new Set(['cm', 'mm', 'm']);

/**
 * Her German words (a technique, a category's name) in English, when every word is in the glossary:
 * 'Tusche auf Papier' → 'Ink on paper', 'Öl und Acryl' → 'Oil and acrylic'. Otherwise nothing, and
 * her German stays.
 */
export function glossaryEnglish(german: string): string | undefined {
  let english = '';
  for (const [, word, kept] of german.trim().matchAll(TOKENS)) {
    if (kept !== undefined) {
      english += kept;
      continue;
    }
    const lower = word!.toLocaleLowerCase('de');
    const known = UNITS.has(lower) ? word : (WORDS[lower] ?? compound(lower));
    if (known === undefined) return undefined;
    english += known;
  }
  if (!/\p{L}/u.test(english)) return undefined;
  return english.charAt(0).toLocaleUpperCase('en') + english.slice(1);
}

/**
 * The media visitors filter by on the page of all works, each named by its German word, with the
 * glossary's words (and their compounds: 'Kohlezeichnung') that make a work one of them. Prints of
 * every kind are one medium, as collectors look for them; 'Pinsel' and the supports name none.
 */
export const MEDIUM_GROUPS: Record<string, string[]> = {
  Aquarell: ['aquarell', 'aquarelle'],
  Öl: ['öl', 'ölfarbe'],
  Acryl: ['acryl', 'acrylfarbe'],
  Gouache: ['gouache', 'gouachen'],
  Tempera: ['tempera'],
  Pastell: ['pastell', 'pastelle', 'ölpastell', 'ölkreide'],
  Tusche: ['tusche', 'tuschen', 'tinte', 'sepia', 'feder'],
  Bleistift: ['bleistift', 'grafit', 'graphit'],
  Kohle: ['kohle'],
  Kreide: ['kreide', 'kreiden', 'rötel'],
  Buntstift: ['buntstift', 'buntstifte', 'farbstift', 'farbstifte'],
  Fineliner: ['fineliner', 'kugelschreiber'],
  Enkaustik: ['enkaustik', 'wachs'],
  Mischtechnik: ['mischtechnik', 'collage', 'collagen'],
  Druckgrafik: [
    ...['radierung', 'radierungen', 'aquatinta', 'kaltnadel', 'kaltnadelradierung', 'lithografie', 'lithographie', 'lithografien', 'lithographien'],
    ...['holzschnitt', 'holzschnitte', 'linolschnitt', 'linolschnitte', 'siebdruck', 'siebdrucke', 'monotypie', 'monotypien', 'druckgrafik', 'druckgraphik'],
  ],
};

const MEDIUM_OF = new Map(Object.entries(MEDIUM_GROUPS).flatMap(([medium, words]) => words.map((word) => [word, medium] as const)));

/**
 * The media a technique names before its support, by their German names in MEDIUM_GROUPS' order:
 * 'Öl und Acryl auf Leinwand' → ['Öl', 'Acryl'], 'Kohlezeichnung' → ['Kohle'], 'Collage' →
 * ['Mischtechnik']; none where it names no medium the glossary knows.
 */
export function mediaOf(technique: string | undefined): string[] {
  if (!technique) return [];
  const [named] = technique.split(/\s+auf\s+/i);
  const found = new Set<string>();
  for (const [, word] of named!.matchAll(TOKENS)) {
    if (word === undefined) continue;
    const lower = word.toLocaleLowerCase('de');
    const head = HEADS.find((end) => lower.endsWith(end) && lower.length > end.length);
    const medium = MEDIUM_OF.get(lower) ?? (head && MEDIUM_OF.get(lower.slice(0, -head.length)));
    if (medium) found.add(medium);
  }
  const order = Object.keys(MEDIUM_GROUPS);
  return [...found].sort((a, b) => order.indexOf(a) - order.indexOf(b));
}
