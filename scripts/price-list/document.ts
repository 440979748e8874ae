// The price list's pages, A4, set as a gallery would: her name large in the display face, the day
// of the list and how to reach her, then per category its heading and one row per work (its small
// picture, title and year, technique and size, and the price on the right). A row is never split
// by a page break, a heading never left alone at a page's foot, and every page is numbered.
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, PDFName, PDFString, rgb, type PDFFont, type PDFImage, type PDFPage, type RGB } from 'pdf-lib';
import { INK, INK_SOFT } from '@/config/colours';
import type { PriceListEntry, PriceListSection } from '@/lib/domain/price-list';
import type { Labels } from '@/lib/labels/de';
import { fill } from '@/lib/labels/fill';
import type { FontFiles, FontName } from './fonts';

export type ListEntry = PriceListEntry & { picture?: Uint8Array; url: string };
export type PriceListInput = {
  artist: string;
  email: string;
  siteUrl: string;
  /** The day of the list, in words: '24. November 2026'. */
  date: string;
  made: Date;
  sections: (Omit<PriceListSection, 'entries'> & { entries: ListEntry[] })[];
  labels: Labels['priceList'];
};

// Points (1/72 inch). A4 is 595.28 × 841.89.
const PAGE: [number, number] = [595.28, 841.89];
const MARGIN = { x: 62, top: 70, bottom: 72 };
const PICTURE = 64;
const GAP = 20;
const PRICE_WIDTH = 100;
const ROW_PADDING = 11;
const TYPE = {
  name: { font: 'display', size: 30 },
  heading: { font: 'display', size: 18 },
  title: { font: 'regular', size: 10.5, leading: 14 },
  detail: { font: 'light', size: 9.5, leading: 13 },
  header: { font: 'light', size: 10.5 },
  footer: { font: 'light', size: 8 },
} as const satisfies Record<string, { font: FontName; size: number; leading?: number }>;

export const colour = (hex: string): RGB => rgb(...([1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255) as [number, number, number]));
const ink = colour(INK);
const soft = colour(INK_SOFT);

type Style = { font: FontName; size: number };

/** Everything the list says, for cutting the fonts to it. */
export function listText({ artist, email, siteUrl, date, sections, labels }: PriceListInput): string {
  const entries = sections.flatMap((section) => section.entries.map((entry) => [entry.title, entry.year, entry.technique, entry.size, entry.price].join(' ')));
  return [artist, email, siteUrl, fill(labels.date, { date }), labels.title, labels.none, labels.page, labels.continued, ...sections.map((section) => section.category), ...entries, ' ·–()'].join(' ');
}

/** The site's address as people write it: 'hanna-linde.example'. */
export const bareAddress = (url: string) => url.replace(/^https?:\/\//, '').replace(/\/$/, '');

class Writer {
  private page!: PDFPage;
  private y = 0;
  private readonly fonts: Record<FontName, PDFFont>;
  private readonly right = PAGE[0] - MARGIN.x;

  constructor(
    private readonly document: PDFDocument,
    fonts: Record<FontName, PDFFont>,
  ) {
    this.fonts = fonts;
  }

  width = (text: string, style: Style) => this.fonts[style.font].widthOfTextAtSize(text, style.size);

  /** Words set into lines no wider than `width`. */
  wrap(text: string, style: Style, width: number): string[] {
    const lines: string[] = [];
    for (const word of text.split(' ')) {
      const last = lines.at(-1);
      if (last !== undefined && this.width(`${last} ${word}`, style) <= width) lines[lines.length - 1] = `${last} ${word}`;
      else lines.push(word);
    }
    return lines;
  }

  draw(text: string, x: number, y: number, style: Style, color: RGB = ink) {
    this.page.drawText(text, { x, y, font: this.fonts[style.font], size: style.size, color });
  }

  /** A link over a rectangle of the page (its lower left corner, width and height). */
  link(url: string, x: number, y: number, width: number, height: number) {
    const { context } = this.document;
    const annotation = context.obj({
      Type: 'Annot',
      Subtype: 'Link',
      Rect: [x, y, x + width, y + height],
      Border: [0, 0, 0],
      A: { Type: 'Action', S: 'URI', URI: PDFString.of(url) },
    });
    this.page.node.addAnnot(context.register(annotation));
  }

  newPage() {
    this.page = this.document.addPage(PAGE);
    this.y = PAGE[1] - MARGIN.top;
  }

  fits = (height: number) => this.y - height >= MARGIN.bottom;

  header(input: PriceListInput) {
    this.y -= TYPE.name.size * 0.8;
    this.draw(input.artist, MARGIN.x, this.y, TYPE.name);
    this.y -= 28;
    this.draw(fill(input.labels.date, { date: input.date }), MARGIN.x, this.y, TYPE.header);
    this.y -= 17;
    const email = input.email;
    const separator = '   ·   ';
    this.draw(`${email}${separator}${bareAddress(input.siteUrl)}`, MARGIN.x, this.y, TYPE.header, soft);
    const emailWidth = this.width(email, TYPE.header);
    this.link(`mailto:${email}`, MARGIN.x, this.y - 3, emailWidth, TYPE.header.size + 3);
    const siteX = MARGIN.x + emailWidth + this.width(separator, TYPE.header);
    this.link(input.siteUrl, siteX, this.y - 3, this.width(bareAddress(input.siteUrl), TYPE.header), TYPE.header.size + 3);
    this.y -= 22;
  }

  /** A category's heading with its rule; `after` is the height of what must stand under it on the same page. */
  heading(text: string, after: number) {
    const height = 34 + TYPE.heading.size;
    if (!this.fits(height + after)) this.newPage();
    this.y -= 30;
    this.draw(text, MARGIN.x, this.y, TYPE.heading);
    this.y -= 9;
    this.page.drawLine({ start: { x: MARGIN.x, y: this.y }, end: { x: this.right, y: this.y }, thickness: 0.6, color: ink });
  }

  /** What a row says, line by line, and its height. */
  rowLayout(entry: ListEntry) {
    const textWidth = this.right - PRICE_WIDTH - (MARGIN.x + PICTURE + GAP);
    const title = this.wrap(entry.year === undefined ? entry.title : `${entry.title} (${entry.year})`, TYPE.title, textWidth);
    const details = [entry.technique, entry.size].filter((line) => line !== undefined).flatMap((line) => this.wrap(line, TYPE.detail, textWidth));
    const textHeight = title.length * TYPE.title.leading + (details.length > 0 ? 3 : 0) + details.length * TYPE.detail.leading;
    return { title, details, height: Math.max(PICTURE, textHeight) + 2 * ROW_PADDING };
  }

  row(entry: ListEntry, image: PDFImage | undefined, layout: ReturnType<Writer['rowLayout']>) {
    const top = this.y - ROW_PADDING;
    const textX = MARGIN.x + PICTURE + GAP;
    if (image) {
      // On the margin and level with the title, so pictures of any shape keep one left edge and one top line.
      const { width, height } = image.scaleToFit(PICTURE, PICTURE);
      const y = top - 1 - height;
      this.page.drawImage(image, { x: MARGIN.x, y, width, height });
      this.link(entry.url, MARGIN.x, y, width, height);
    }
    const titleLine = top - TYPE.title.size * 0.9;
    let line = titleLine;
    for (const text of layout.title) {
      this.draw(text, textX, line, TYPE.title);
      this.link(entry.url, textX, line - 3, this.width(text, TYPE.title), TYPE.title.size + 3);
      line -= TYPE.title.leading;
    }
    // After the title, so that a reader or a copied line takes them in this order.
    this.draw(entry.price, this.right - this.width(entry.price, TYPE.title), titleLine, TYPE.title);
    line -= 3;
    for (const text of layout.details) {
      this.draw(text, textX, line + TYPE.title.leading - TYPE.detail.leading, TYPE.detail, soft);
      line -= TYPE.detail.leading;
    }
    this.y -= layout.height;
    this.page.drawLine({ start: { x: MARGIN.x, y: this.y }, end: { x: this.right, y: this.y }, thickness: 0.4, color: soft, opacity: 0.4 });
  }

  /** Her name, the list and its day at every page's foot, and the page's number. */
  footers(input: PriceListInput) {
    const pages = this.document.getPages();
    const left = `${input.artist} · ${fill(input.labels.date, { date: input.date })}`;
    pages.forEach((page, index) => {
      this.page = page;
      const number = fill(input.labels.page, { n: index + 1, total: pages.length });
      this.draw(left, MARGIN.x, MARGIN.bottom / 2, TYPE.footer, soft);
      this.draw(number, this.right - this.width(number, TYPE.footer), MARGIN.bottom / 2, TYPE.footer, soft);
    });
  }

  sections(input: PriceListInput, images: Map<ListEntry, PDFImage>) {
    if (input.sections.length === 0) {
      this.y -= 40;
      this.draw(input.labels.none, MARGIN.x, this.y, TYPE.title);
    }
    for (const section of input.sections) {
      section.entries.forEach((entry, index) => {
        const layout = this.rowLayout(entry);
        if (index === 0) this.heading(section.category, layout.height);
        else if (!this.fits(layout.height)) {
          this.newPage();
          this.heading(fill(input.labels.continued, { category: section.category }), layout.height);
        }
        this.row(entry, images.get(entry), layout);
      });
    }
  }
}

/** The price list as PDF bytes, in the site's fonts (TrueType, cut to what it says: ./fonts.ts). */
export async function priceListPdf(input: PriceListInput, fontFiles: FontFiles): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  document.registerFontkit(fontkit);
  const entries = Object.entries(fontFiles) as [FontName, Uint8Array][];
  // Each glyph as its letter: a ligature or Cormorant's contextual 'q' before 'u' (which pdf-lib
  // spaces wrongly) would also leave a word unfound when the list is searched or copied.
  const features = { liga: false, calt: false };
  const fonts = Object.fromEntries(await Promise.all(entries.map(async ([name, bytes]) => [name, await document.embedFont(bytes, { subset: false, features })] as const)));
  const images = new Map<ListEntry, PDFImage>();
  for (const entry of input.sections.flatMap((section) => section.entries)) {
    if (entry.picture) images.set(entry, await document.embedJpg(entry.picture));
  }
  const title = `${input.labels.title} – ${input.artist}`;
  document.setTitle(title, { showInWindowTitleBar: true });
  document.setAuthor(input.artist);
  document.setLanguage('de-DE');
  document.setCreator(bareAddress(input.siteUrl));
  document.setCreationDate(input.made);
  document.setModificationDate(input.made);
  document.catalog.set(PDFName.of('PageLayout'), PDFName.of('OneColumn'));
  const writer = new Writer(document, fonts as Record<FontName, PDFFont>);
  writer.newPage();
  writer.header(input);
  writer.sections(input, images);
  writer.footers(input);
  return document.save();
}
