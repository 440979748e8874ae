// A portfolio's rules, pure: its address (made from its key alone, as a room's), which works it
// shows in which order, how large each is set on its page, how many pixels that takes in print, and
// what its caption says.
import type * as z from 'zod/mini';
import type { Labels } from '@/lib/labels/de';
import type { portfolioSchema } from './schema';
import type { GalleryPicture } from './types';
import { availabilityText } from './works';

/** A portfolio as the artist writes it (content/portfolios/<name>.json). */
export type PortfolioFile = z.infer<typeof portfolioSchema>;

export const PORTFOLIOS_PATH = '/mappe/';
/** The PDF's own name: what a recipient's browser saves it as. */
export const PORTFOLIO_FILE = 'portfolio.pdf';

/** A portfolio's PDF, without the base path: '/mappe/k7Qm2xP9vLr4Tz8wNc3B/portfolio.pdf'. Never its file's name, which may name the recipient. */
export const portfolioPath = (key: string) => `${PORTFOLIOS_PATH}${key}/${PORTFOLIO_FILE}`;

/** A work named in a portfolio that is none of the catalogue's: its place in "works" (from 1) and the name. */
export type MissingWork = { entry: number; name: string };

/**
 * The works a portfolio names, in her order: a former address (the work's folder renamed) follows
 * it to its work. What names no work, or a work named before, is returned as missing, not skipped.
 */
export function chooseWorks<W extends { slug: string }>(names: string[], works: W[], moves: { from: string; to: string }[] = []): { chosen: W[]; missing: MissingWork[]; twice: MissingWork[] } {
  const bySlug = new Map(works.map((work) => [work.slug, work]));
  const moved = new Map(moves.map(({ from, to }) => [from, to]));
  const chosen: W[] = [];
  const missing: MissingWork[] = [];
  const twice: MissingWork[] = [];
  names.forEach((name, index) => {
    const work = bySlug.get(name) ?? bySlug.get(moved.get(name) ?? '');
    if (!work) missing.push({ entry: index + 1, name });
    else if (chosen.includes(work)) twice.push({ entry: index + 1, name });
    else chosen.push(work);
  });
  return { chosen, missing, twice };
}

/** Print resolution a picture should reach, in pixels per inch. */
export const PRINT_DPI = 300;
const POINTS_PER_INCH = 72;

/** A4 in points (1/72 inch), and the room a work's picture has on its page. */
export const PAGE = { width: 595.28, height: 841.89 } as const;
export const PICTURE_AREA = { width: 471, height: 560 } as const;

/** The picture's size on its page, in points: as large as the area allows, in its own proportions. */
export function pictureBox(width: number, height: number, area: { width: number; height: number } = PICTURE_AREA): { width: number; height: number } {
  const scale = Math.min(area.width / width, area.height / height);
  return { width: width * scale, height: height * scale };
}

/** The pixels a box of points needs to print at PRINT_DPI. */
export const printPixels = (box: { width: number; height: number }) => ({
  width: Math.ceil((box.width / POINTS_PER_INCH) * PRINT_DPI),
  height: Math.ceil((box.height / POINTS_PER_INCH) * PRINT_DPI),
});

/** How many pixels per inch a picture of `pixels` reaches, set at its box on the page. */
export const reachedDpi = (pixels: { width: number }, box: { width: number }) => Math.floor(pixels.width / (box.width / POINTS_PER_INCH));

type CaptionLabels = Pick<Labels['work'], 'status' | 'priceOnRequest'> & { untitled: string; locale: 'de' | 'en' };

/**
 * A work's caption as a wall label has it: the title with the year, the technique, the size, and
 * its availability, the price only where she chose to show prices (and the work is available).
 */
export function workCaption(picture: Pick<GalleryPicture, 'title' | 'year' | 'technique' | 'size' | 'status' | 'price'>, prices: boolean, labels: CaptionLabels): { title: string; details: string[] } {
  const title = picture.title ?? labels.untitled;
  const status = availabilityText({ status: picture.status, price: prices ? picture.price : undefined }, labels);
  return {
    title: picture.year === undefined ? title : `${title}, ${picture.year}`,
    details: [picture.technique, picture.size, status].filter((line): line is string => line !== undefined && line !== ''),
  };
}
