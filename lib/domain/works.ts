// A work's own page: its address, what its caption says of its availability, the inquiry e-mail,
// and its size as numbers for search engines.
import { BASE_PATH } from '@/config/site';
import { PRICE_ON_REQUEST } from './availability';
import type { GalleryCategory, GalleryPicture, SiteContent } from './types';
import type { Labels } from '@/lib/labels/de';
import { pictureAlt } from './gallery';
import { fill } from '@/lib/labels/fill';
import { LOCALE_INFO, type Locale } from './locale';
import { readSize, type SizeUnit } from './work-size';

export const WORKS_PATH = '/werke/';
/** The gallery on the home page, where a work's page and the page of all works lead back to. */
export const GALLERY_PATH = '/#gallery';

/** A work's page, without the base path: '/werke/alte-buche/'. */
export const workPath = (slug: string, root = '') => `${root}${WORKS_PATH}${slug}/`;

/** A link to a work's page, with the base path the site is served under. */
export const workHref = (slug: string, basePath: string = BASE_PATH, root = '') => `${basePath}${workPath(slug, root)}`;

/**
 * The gallery with each picture's page address as the build resolved it (loadWorks: one per work, in
 * the gallery's order), so the browser reads the address instead of working it out again.
 */
export function withWorkSlugs(categories: GalleryCategory[], works: { slug: string }[]): GalleryCategory[] {
  let index = 0;
  return categories.map((category) => ({ ...category, pictures: category.pictures.map((picture) => ({ ...picture, slug: works[index++]!.slug })) }));
}

/** Each picture's page address: the build gave every picture its own (withWorkSlugs, or `npm run pictures` in gallery.json). */
export const workSlugs = (pictures: GalleryPicture[]): string[] => pictures.map((picture) => picture.slug!);

/** The slug of the work a path like '/werke/alte-buche/' (after the base path) points to, or null. */
export function slugFromPath(pathname: string, basePath: string): string | null {
  const path = pathname.startsWith(basePath) ? pathname.slice(basePath.length) : pathname;
  const match = /^\/werke\/([^/]+)\/?$/.exec(path);
  return match ? decodeURIComponent(match[1]!) : null;
}

/** What the caption says besides the title: year, technique, size. */
export function captionDetails(picture: GalleryPicture): string {
  return [picture.year, picture.technique, picture.size].filter((part) => part !== undefined && part !== '').join(' · ');
}

// Made on first use: the browser loads its German number data for it, about 50 ms on a phone's
// core, which the home page would otherwise pay while it starts even with no price shown.
const euros = new Map<Locale, Intl.NumberFormat>();
const formatEuros = (amount: number, locale: Locale) => {
  if (!euros.has(locale)) euros.set(locale, new Intl.NumberFormat(LOCALE_INFO[locale].intl, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }));
  return euros.get(locale)!.format(amount);
};

/** The words a price is written with, and the language that writes its number ('1.200 €', '€1,200'). */
type PriceWords = Pick<SiteContent['work'], 'priceOnRequest'> & { locale?: Locale };

/** A price as visitors read it: '1.200 €', '€1,200', or 'Preis auf Anfrage'. */
export const priceText = (price: NonNullable<GalleryPicture['price']>, labels: PriceWords): string =>
  price === PRICE_ON_REQUEST ? labels.priceOnRequest : formatEuros(price, labels.locale ?? 'de');

/** What the caption says of whether the work can be had: 'Verfügbar · 1.200 €', 'Verkauft', or nothing. */
export function availabilityText(picture: Pick<GalleryPicture, 'status' | 'price'>, labels: Pick<SiteContent['work'], 'status'> & PriceWords): string {
  if (!picture.status) return '';
  const status = labels.status[picture.status];
  if (picture.status !== 'verfügbar' || picture.price === undefined) return status;
  return `${status} · ${priceText(picture.price, labels)}`;
}

/** What the views say of a work: its title (or its description where it has none), its alt text, its details and its availability. */
export function describeWork(picture: GalleryPicture, total: number, labels: Parameters<typeof availabilityText>[1]) {
  const alt = pictureAlt(picture, total);
  return { title: picture.title ?? alt, alt, details: captionDetails(picture), availability: availabilityText(picture, labels) };
}

type InquiryWords = Pick<SiteContent['work'], 'inquiry' | 'inquirySubject' | 'inquiryBody'>;

/** The inquiry's words for the work's status: a work reserved or sold is asked after, not offered. */
export function inquiryWords(status: GalleryPicture['status'], labels: InquiryWords & Pick<SiteContent['work'], 'inquiryWhenSpokenFor'>): InquiryWords {
  const spokenFor = status === 'reserviert' || status === 'verkauft' ? labels.inquiryWhenSpokenFor[status] : undefined;
  return spokenFor ?? { inquiry: labels.inquiry, inquirySubject: labels.inquirySubject, inquiryBody: labels.inquiryBody };
}

/** A mailto link whose subject names the work and whose body holds its address. */
export function inquiryHref(email: string, picture: GalleryPicture, url: string, labels: Pick<SiteContent['work'], 'inquirySubject' | 'inquiryBody'>, fallbackTitle: string): string {
  const title = picture.title ?? fallbackTitle;
  // Without a year, the subject leaves its brackets out: 'Anfrage zu „Kopfweide“'.
  const subject = fill(labels.inquirySubject, { title, year: picture.year ?? '' }).replace(/\s*\(\)$/, '');
  const body = fill(labels.inquiryBody, { title, url });
  return `mailto:${email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

export type Dimension = { value: number; unitCode: string };

const UNIT_CODES: Record<SizeUnit, string> = { mm: 'MMT', cm: 'CMT', m: 'MTR' };

/**
 * The size as written in a sidecar (readSize: '50 × 38 cm', '29,7 x 42 cm', 'Ø 40 cm'), as numbers
 * with their UN/CEFACT unit, a round work as wide as high; null where it says something else.
 */
export function parseSize(text: string | undefined): { width: Dimension; height: Dimension; depth?: Dimension } | null {
  const size = readSize(text);
  if (!size) return null;
  const dimension = (value: number) => ({ value, unitCode: UNIT_CODES[size.unit] });
  if (size.shape === 'round') return { width: dimension(size.diameter), height: dimension(size.diameter) };
  return { width: dimension(size.width), height: dimension(size.height), ...(size.depth !== undefined && { depth: dimension(size.depth) }) };
}

/** 'Aquarell auf Bütten' → medium 'Aquarell', surface 'Bütten' (in English 'on'); a technique without either is the medium alone. */
export function splitTechnique(technique: string | undefined): { medium?: string; surface?: string } {
  if (!technique) return {};
  const [medium, surface] = technique.split(/\s+(?:auf|on)\s+/);
  return surface ? { medium: medium!.trim(), surface: surface.trim() } : { medium: technique.trim() };
}

/** Her greeting opens every inquiry; the work's title and address are filled in per work. */
export function withGreeting(work: Labels['work'], greeting: string): Labels['work'] {
  const greet = <T extends { inquiryBody: string }>(words: T): T => ({ ...words, inquiryBody: fill(words.inquiryBody, { greeting }) });
  const { reserviert, verkauft } = work.inquiryWhenSpokenFor;
  return { ...greet(work), inquiryWhenSpokenFor: { reserviert: greet(reserviert), verkauft: greet(verkauft) } };
}
