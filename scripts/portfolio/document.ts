// A portfolio's pages, A4, set as calmly as the price list: a cover with her name, the title and
// whom it is for; her text; one work per page, large, its caption beneath as a wall label; then
// the pages of her CV as she keeps them. Every page carries how to reach her at its foot, and all
// but the cover their number.
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, PDFName, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';
import { INK, INK_SOFT } from '@/config/colours';
import { PAGE, PICTURE_AREA, pictureBox } from '@/lib/domain/portfolios';
import type { Labels } from '@/lib/labels/de';
import { fill } from '@/lib/labels/fill';
import { bareAddress, colour } from '../price-list/document';
import type { FontFiles, FontName } from '../price-list/fonts';

export type PortfolioWork = { caption: { title: string; details: string[] }; picture: { jpeg: Uint8Array; width: number; height: number } };

export type PortfolioInput = {
  artist: string;
  email: string;
  siteUrl: string;
  title: string;
  recipient: string;
  /** Her text, paragraphs parted by an empty line. */
  text?: string;
  language: 'de' | 'en';
  made: Date;
  labels: Labels['portfolio'];
  works: PortfolioWork[];
  /** Her CV, read (./curriculum.ts), whose pages are appended. */
  curriculum: PDFDocument;
};

const MARGIN = { x: 62, top: 70, bottom: 72 };
const TYPE = {
  name: { font: 'display', size: 34 },
  title: { font: 'display', size: 22, leading: 28 },
  recipient: { font: 'light', size: 12 },
  text: { font: 'light', size: 11, leading: 17 },
  caption: { font: 'regular', size: 11, leading: 15 },
  detail: { font: 'light', size: 10, leading: 14 },
  footer: { font: 'light', size: 8 },
} as const satisfies Record<string, { font: FontName; size: number; leading?: number }>;
/** Her text's measure: about 70 characters, as a book sets it. */
const TEXT_WIDTH = 400;
const CAPTION_GAP = 18;

const ink = colour(INK);
const soft = colour(INK_SOFT);

type Style = { font: FontName; size: number };

/** Everything the portfolio says, for cutting the fonts to it. */
export function portfolioText({ artist, email, siteUrl, title, recipient, text = '', labels, works }: PortfolioInput): string {
  const captions = works.flatMap(({ caption }) => [caption.title, ...caption.details]);
  return [artist, email, siteUrl, bareAddress(siteUrl), title, fill(labels.recipient, { recipient }), text, labels.page, ...captions, ' ·–'].join(' ');
}

/** The height of a work's caption under its picture. */
export const captionHeight = (details: number) => CAPTION_GAP + TYPE.caption.leading + details * TYPE.detail.leading;

/**
 * Where a work's picture stands on its page: as large as the area allows, centred across it, and
 * the picture with its caption centred down the page, so a wide and a tall work sit alike.
 */
export function workLayout(picture: { width: number; height: number }, details: number) {
  const box = pictureBox(picture.width, picture.height);
  const block = box.height + captionHeight(details);
  const space = PAGE.height - MARGIN.top - MARGIN.bottom;
  const top = PAGE.height - MARGIN.top - Math.max(0, (space - block) / 2);
  return { x: MARGIN.x + (PICTURE_AREA.width - box.width) / 2, y: top - box.height, width: box.width, height: box.height };
}

class Writer {
  private page!: PDFPage;

  constructor(
    private readonly document: PDFDocument,
    private readonly fonts: Record<FontName, PDFFont>,
  ) {}

  width = (text: string, style: Style) => this.fonts[style.font].widthOfTextAtSize(text, style.size);

  /** Words set into lines no wider than `width`; a line break she wrote is kept. */
  wrap(text: string, style: Style, width: number): string[] {
    return text.split('\n').flatMap((written) => {
      const lines: string[] = [];
      for (const word of written.split(' ').filter(Boolean)) {
        const last = lines.at(-1);
        if (last !== undefined && this.width(`${last} ${word}`, style) <= width) lines[lines.length - 1] = `${last} ${word}`;
        else lines.push(word);
      }
      return lines;
    });
  }

  draw(text: string, x: number, y: number, style: Style, color: RGB = ink, page: PDFPage = this.page) {
    page.drawText(text, { x, y, font: this.fonts[style.font], size: style.size, color });
  }

  newPage() {
    this.page = this.document.addPage([PAGE.width, PAGE.height]);
  }

  cover(input: PortfolioInput) {
    this.newPage();
    let y = PAGE.height * 0.62;
    this.draw(input.artist, MARGIN.x, y, TYPE.name);
    y -= 46;
    for (const line of this.wrap(input.title, TYPE.title, PICTURE_AREA.width)) {
      this.draw(line, MARGIN.x, y, TYPE.title);
      y -= TYPE.title.leading;
    }
    y -= 10;
    this.draw(fill(input.labels.recipient, { recipient: input.recipient }), MARGIN.x, y, TYPE.recipient, soft);
  }

  /** Her text, from the top of a page of its own, running on to the next where it is long. */
  text(text: string) {
    this.newPage();
    let y = PAGE.height - MARGIN.top - TYPE.text.size;
    for (const paragraph of text.split(/\n\s*\n/)) {
      for (const line of this.wrap(paragraph.trim(), TYPE.text, TEXT_WIDTH)) {
        if (y < MARGIN.bottom) {
          this.newPage();
          y = PAGE.height - MARGIN.top - TYPE.text.size;
        }
        this.draw(line, MARGIN.x, y, TYPE.text);
        y -= TYPE.text.leading;
      }
      y -= TYPE.text.leading * 0.6;
    }
  }

  async work({ caption, picture }: PortfolioWork) {
    this.newPage();
    const details = caption.details.flatMap((line) => this.wrap(line, TYPE.detail, PICTURE_AREA.width));
    const place = workLayout(picture, details.length);
    this.page.drawImage(await this.document.embedJpg(picture.jpeg), place);
    let y = place.y - CAPTION_GAP - TYPE.caption.size * 0.8;
    this.draw(caption.title, place.x, y, TYPE.caption);
    y -= TYPE.caption.leading;
    for (const line of details) {
      this.draw(line, place.x, y, TYPE.detail, soft);
      y -= TYPE.detail.leading;
    }
  }

  /** How to reach her at every page's foot, and the page's number on all but the cover; set to each page's own width (a CV may be Letter). */
  footers(input: PortfolioInput) {
    const pages = this.document.getPages();
    const contact = `${input.artist} · ${input.email} · ${bareAddress(input.siteUrl)}`;
    pages.forEach((page, index) => {
      const y = MARGIN.bottom / 2;
      this.draw(contact, MARGIN.x, y, TYPE.footer, soft, page);
      if (index === 0) return;
      const number = fill(input.labels.page, { n: index + 1, total: pages.length });
      this.draw(number, page.getWidth() - MARGIN.x - this.width(number, TYPE.footer), y, TYPE.footer, soft, page);
    });
  }
}

/** The portfolio as PDF bytes, in the site's fonts (TrueType, cut to what it says: ../price-list/fonts.ts), her CV's pages appended. */
export async function portfolioPdf(input: PortfolioInput, fontFiles: FontFiles): Promise<{ pdf: Uint8Array; pages: number }> {
  const document = await PDFDocument.create();
  document.registerFontkit(fontkit);
  // Each glyph as its letter, as in the price list: the words stay findable and copyable.
  const features = { liga: false, calt: false };
  const entries = Object.entries(fontFiles) as [FontName, Uint8Array][];
  const fonts = Object.fromEntries(await Promise.all(entries.map(async ([name, bytes]) => [name, await document.embedFont(bytes, { subset: false, features })] as const)));
  document.setTitle(`${input.title} – ${input.artist}`, { showInWindowTitleBar: true });
  document.setSubject(`${input.labels.kind}: ${fill(input.labels.recipient, { recipient: input.recipient })}`);
  document.setAuthor(input.artist);
  document.setLanguage(input.language === 'en' ? 'en-GB' : 'de-DE');
  document.setCreator(bareAddress(input.siteUrl));
  document.setCreationDate(input.made);
  document.setModificationDate(input.made);
  document.catalog.set(PDFName.of('PageLayout'), PDFName.of('OneColumn'));
  const writer = new Writer(document, fonts as Record<FontName, PDFFont>);
  writer.cover(input);
  if (input.text) writer.text(input.text);
  for (const work of input.works) await writer.work(work);
  const cv = await document.copyPages(input.curriculum, input.curriculum.getPageIndices());
  for (const page of cv) document.addPage(page);
  writer.footers(input);
  return { pdf: await document.save(), pages: document.getPageCount() };
}
