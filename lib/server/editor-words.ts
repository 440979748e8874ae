// How the editor at /admin/ asks for each field of the content schemas (lib/domain/schema.ts): her
// German labels and hints, and what a field's kind of value does not say. Kept apart from the
// schemas, which the browser also loads, so its copy carries none of these words;
// lib/server/editor-config.ts makes each form from a schema and these, and refuses a schema's field
// without words here, or words for a field the schema does not have.
import { EMAIL_PATTERN, PRICE_TEXT } from '@/lib/domain/schema';
import { PRICE_ON_REQUEST } from '@/lib/domain/availability';
import { PORTFOLIO_FILE } from '@/lib/domain/portfolios';
import { de } from '@/lib/labels/de';

/** How the editor asks for a field; her words are translated in the editor where the translation schemas hold them. */
export type EditorMeta = {
  label: string;
  /** '{address}' is a room's or a portfolio's address, filled by the editor's configuration. */
  hint?: string;
  /** How it is entered where its kind does not say: a long text, a photo beside the file, the CV, a day or a day and time from a calendar, a key the editor makes, works chosen from the catalogue. */
  input?: 'long' | 'picture' | 'pdf' | 'day' | 'moment' | 'key' | 'works';
  /** Asked for by the editor, though the build takes a file without it (one written by hand). */
  asked?: true;
  /** The editor's check of the text, with what it says where the text does not fit. */
  pattern?: readonly [string, string];
  /** A list's entry: what the editor calls one, and how it sums one up. */
  singular?: string;
  summary?: string;
  /** The choices' names, by value. */
  options?: Readonly<Record<string, string>>;
  /** Written by the editor itself: the order it numbers when entries are dragged, not a field of its form. */
  numbered?: true;
  /** Copied unchanged into the English file's entry: the English words belong to the entry by it. */
  copied?: true;
  /** The fields of an object, or of each entry of a list of objects. */
  fields?: FormWords;
  /** Each entry of a list of plain texts, with its name. */
  entry?: EditorMeta & { name: string };
  /** What a new entry's field holds until she changes it, where the build's reading of a missing value is not the widget's own (a box left empty). */
  initial?: boolean;
};

/** The words of a form's fields, by the schema's field names. */
export type FormWords = Readonly<Record<string, EditorMeta>>;

/** A web address in the editor, checked as the build takes it: https:// and a host name with a dot, then anything without spaces. */
const webAddress = (label: string): EditorMeta => ({
  label,
  hint: 'Die ganze Adresse aus der Adresszeile des Browsers, sie beginnt mit https://',
  pattern: [
    '^https://(?=[^/?#]{1,253}([/?#]|$))([a-zA-Z0-9]([a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?\\.)+[a-zA-Z]{2,63}([/?#]\\S*)?$',
    'Eine Adresse wie https://www.instagram.com/name',
  ],
});

const ORDER: EditorMeta = { label: 'Reihenfolge', numbered: true };

/** Works chosen from the catalogue: `how` they are shown. */
const chosenWorks = (label: string, how: string): EditorMeta => ({ label, input: 'works', hint: `Die Werke aus dem Katalog, ${how}` });

/** The key of an address no page names (a room's, a portfolio's): of whom, what follows it, the list it is shown in, and who may see what. */
const addressKey = (of: string, after: string, list: string, known: string): EditorMeta => ({
  label: 'Schlüssel',
  input: 'key',
  hint: `Einmal zufällig erzeugt. Die Adresse ${of} ist {address}, gefolgt von diesem Schlüssel und „${after}“; sie steht auch in der Liste der ${list}. Wer sie kennt, ${known}.`,
});

/** How her longer texts are split: the same in a room's note and a portfolio's text. */
const PARAGRAPHS = 'Eine Leerzeile beginnt einen neuen Absatz.';

/** content/pictures/<category>/<work>/index.json (pictureMetaSchema). */
export const WORK_FORM: FormWords = {
  picture: {
    label: 'Bild',
    input: 'picture',
    asked: true,
    hint: 'Ein Foto vom Telefon genügt (auch HEIC vom iPhone); mindestens 640 Pixel an der langen Seite.',
  },
  // The build needs a title or a description (the alt text): the editor asks for the title, and says why.
  title: { label: 'Titel', asked: true, hint: 'Nötig: Nach dem Titel heißt der Ordner des Werks, und ohne Bildbeschreibung wird sie aus ihm gemacht.' },
  year: { label: 'Jahr' },
  technique: { label: 'Technik', hint: 'Zum Beispiel „Öl auf Leinwand“. Gängige Techniken stehen auf den englischen Seiten von selbst auf Englisch.' },
  size: { label: 'Größe', hint: 'Breite × Höhe, zum Beispiel „50 × 60 cm“, ein rundes Werk „Ø 40 cm“. So zeigt die Seite des Werks es maßstabsgetreu neben einer Person.' },
  alt: {
    label: 'Bildbeschreibung',
    input: 'long',
    hint: 'Ein Satz, der sagt, was zu sehen ist: für Menschen, die das Bild nicht sehen. Leer: Titel, Technik und Jahr.',
  },
  // Each availability named as the site says it.
  status: { label: 'Verfügbarkeit', options: de.work.status },
  price: {
    label: 'Preis',
    hint: `In ganzen Euro, zum Beispiel 1200, oder „${PRICE_ON_REQUEST}“. Gezeigt, solange das Werk verfügbar ist.`,
    pattern: [`^(${PRICE_TEXT.source.slice(1, -1)}|${PRICE_ON_REQUEST})$`, `Ganze Euro (1200) oder „${PRICE_ON_REQUEST}“`],
  },
  detail: {
    label: 'Nah heranzoomen',
    initial: true,
    hint: 'An: In der großen Ansicht lässt sich das Werk bis auf jeden Pinselstrich vergrößern (bei Fotos über 2400 Pixel Breite). Aus: Es bleibt in normaler Größe. Ausschalten, wenn der Bau meldet, dass die Seite zu groß für GitHub Pages wird; er nennt die Werke.',
  },
  order: ORDER,
};

/** content/pictures/<category>/_category.json (categoryMetaSchema). */
export const CATEGORY_FORM: FormWords = { name: { label: 'Name auf der Seite' }, order: ORDER };

/** content/site.json (siteTextsSchema). */
export const SITE_FORM: FormWords = {
  name: { label: 'Name', hint: 'Wie er groß auf der Startseite steht.' },
  tagline: { label: 'Untertitel' },
  landingDescription: { label: 'Satz auf der Startseite', input: 'long' },
  email: { label: 'E-Mail', pattern: [EMAIL_PATTERN.source, 'Eine E-Mail-Adresse, zum Beispiel name@example.de'] },
  inquiryGreeting: {
    label: 'Anrede in Anfragen',
    hint: 'So beginnt die E-Mail, die Besucher zu einem Werk an Sie schreiben, zum Beispiel „Guten Tag Frau Mustermann,“; auf Englisch „Dear Ms Mustermann,“.',
  },
  socialNetworkUrl: webAddress('Facebook-Adresse'),
  socialNetworkName: { label: 'Name des sozialen Netzwerks', hint: 'So nennen Screenreader den Link, zum Beispiel „Facebook“.' },
  photoProfileUrl: webAddress('Instagram-Adresse'),
  photoProfileName: { label: 'Name des Foto-Netzwerks', hint: 'So nennen Screenreader den Link, zum Beispiel „Instagram“.' },
  info: {
    label: 'Über mich',
    fields: {
      heading: { label: 'Überschrift' },
      paragraph: { label: 'Text', input: 'long' },
      curriculumLabel: { label: 'Beschriftung des Lebenslauf-Links' },
      portraitAlt: { label: 'Beschreibung des Porträts', hint: 'Was auf dem Porträt zu sehen ist, für Menschen, die es nicht sehen.' },
    },
  },
  exhibitionsHeading: { label: 'Überschrift der Ausstellungen' },
  siteTitle: { label: 'Titel der Seite', hint: 'Steht im Browser-Tab und bei Suchmaschinen.' },
  siteDescription: { label: 'Beschreibung für Suchmaschinen', input: 'long' },
  portrait: { label: 'Porträt', input: 'picture' },
  background: { label: 'Hintergrundbild der Startseite', input: 'picture' },
  curriculum: { label: 'Lebenslauf (PDF)', input: 'pdf' },
  linkPriceList: {
    label: 'Preisliste auf der Seite verlinken',
    hint: 'Die Preisliste (PDF, mit allen verfügbaren Werken) wird immer neu erstellt. Eingeschaltet steht neben dem Lebenslauf ein Link darauf; ausgeschaltet finden Sie sie nur unter ihrer Adresse, …/preisliste.pdf, zum Verschicken.',
  },
};

/** content/impressum.json and content/datenschutz.json (legalTextSchema). */
export const LEGAL_FORM: FormWords = {
  title: { label: 'Überschrift' },
  description: { label: 'Beschreibung für Suchmaschinen', input: 'long' },
  sections: {
    label: 'Abschnitte',
    singular: 'Abschnitt',
    summary: '{{fields.heading}}',
    fields: {
      heading: { label: 'Überschrift' },
      paragraphs: { label: 'Absätze', singular: 'Absatz', entry: { name: 'paragraph', label: 'Absatz', input: 'long' } },
    },
  },
};

/** An entry of public/assets/exhibitions.json (exhibitionSchema). */
export const EXHIBITION_FORM: FormWords = {
  id: {
    label: 'Kennung',
    input: 'key',
    // The editor makes an id for each show; one added by hand without it still publishes.
    asked: true,
    copied: true,
    hint: 'Einmal zufällig erzeugt; verbindet die Ausstellung mit ihrer englischen Fassung.',
  },
  title: { label: 'Titel', hint: 'Mit einem Titel (oder Ort, Text, Werken) bekommt die Ausstellung eine eigene Seite.' },
  description: { label: 'Eine Zeile: Titel, Ort (und mit wem)', input: 'long', hint: 'Für frühere Ausstellungen genügt diese Zeile mit dem Jahr.' },
  year: { label: 'Jahr', hint: 'Nötig, wenn kein Beginn angegeben ist.' },
  from: { label: 'Beginn', input: 'day', hint: 'Der erste Tag der Ausstellung.' },
  to: { label: 'Ende', input: 'day', hint: 'Der letzte Tag; nicht vor dem Beginn.' },
  opening: { label: 'Eröffnung', input: 'moment', hint: 'Tag und Uhrzeit der Vernissage, in deutscher Zeit.' },
  venue: { label: 'Ort', hint: 'Die Galerie, der Kunstverein, das Museum.' },
  address: { label: 'Adresse', hint: 'Straße und Hausnummer, Postleitzahl und Ort: „Schloßplatz 7, 29221 Celle“.' },
  url: webAddress('Link zur Ausstellung'),
  kind: { label: 'Art', hint: 'Zum Beispiel „Einzelausstellung“ oder „Gruppenausstellung“.' },
  text: { label: 'Text', input: 'long' },
  works: chosenWorks('Gezeigte Werke', 'die dort hängen. Ein neues Werk steht nach der nächsten Veröffentlichung hier zur Wahl.'),
};

/** content/rooms/<name>.json (roomSchema). */
export const ROOM_FORM: FormWords = {
  title: { label: 'Titel', hint: 'Für wen der Raum ist, zum Beispiel „Für Familie Berger“. Steht groß über den Werken.' },
  note: {
    label: 'Notiz',
    input: 'long',
    hint: `Ein paar Worte über den Werken: „Ein Vorschlag für Ihre Wand …“. ${PARAGRAPHS}`,
  },
  works: chosenWorks('Werke', 'groß gezeigt, mit Preis und Anfrage.'),
  until: {
    label: 'Offen bis',
    input: 'day',
    hint: 'Der letzte Tag. Danach sagt der Raum freundlich, dass er geschlossen ist, und zeigt keine Werke mehr.',
  },
  key: addressKey('des Raums', '/', 'Räume', 'sieht den Raum'),
};

/** content/portfolios/<name>.json (portfolioSchema). */
export const PORTFOLIO_FORM: FormWords = {
  title: { label: 'Titel', hint: 'Steht groß auf dem Deckblatt, zum Beispiel „Bewerbung um das Atelierstipendium 2027“.' },
  recipient: { label: 'Für', hint: 'An wen die Mappe geht, zum Beispiel „Kunstverein Celle“. Steht auf dem Deckblatt.' },
  text: { label: 'Text', input: 'long', hint: `Ein paar Sätze nach dem Deckblatt. ${PARAGRAPHS}` },
  works: chosenWorks('Werke', 'in dieser Reihenfolge, jedes auf einer eigenen Seite.'),
  language: { label: 'Sprache', asked: true, options: { de: 'Deutsch', en: 'Englisch' }, hint: 'Englisch: Beschriftungen, Techniken und Ihre englischen Titel.' },
  prices: { label: 'Preise zeigen', hint: 'Eingeschaltet steht bei verfügbaren Werken der Preis.' },
  key: addressKey('der Mappe', `/${PORTFOLIO_FILE}`, 'Mappen', 'kann die Mappe laden'),
};
