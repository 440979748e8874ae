import type * as z from 'zod/mini';
import type { Labels } from '@/lib/labels/de';
import type { Availability } from './availability';
import type { Locale } from './locale';
import type {
  exhibitionsSchema,
  gallerySchema,
  imageVariantsSchema,
  legalTextSchema,
  pictureSchema,
  publishedAddressesSchema,
  publishedExhibitionsSchema,
  siteImageSchema,
  siteImagesSchema,
  siteTextsSchema,
} from './schema';

export type Picture = z.infer<typeof pictureSchema>;
export type { Availability };
export type GalleryCategory = z.infer<typeof gallerySchema>[number];
export type Exhibition = z.infer<typeof exhibitionsSchema>[number];
/** An exhibition as a page in another language gets it: its page's name given, the fields still German named. */
export type PublishedExhibition = z.infer<typeof publishedExhibitionsSchema>[number];
export type ImageVariants = z.infer<typeof imageVariantsSchema>;
/** A work's tiles for the deep zoom, as gallery.json has them. */
export type DeepZoom = NonNullable<ImageVariants['deep']>;
export type SiteImage = z.infer<typeof siteImageSchema>;
export type SiteImages = z.infer<typeof siteImagesSchema>;
export type PublishedAddresses = z.infer<typeof publishedAddressesSchema>;
export type SiteTexts = z.infer<typeof siteTextsSchema>;
export type LegalText = z.infer<typeof legalTextSchema>;
/** What the artist writes herself, in content/*.json. */
export type ArtistTexts = { site: SiteTexts; imprint: LegalText; privacy: LegalText; fallback?: string[] };

/** A picture as `npm run pictures` made it: its files, its size, and its blurred placeholder. */
export type MadeImage = { image: ImageVariants; width: number; height: number; placeholder?: string };

/** A picture in the flattened list, with the category it belongs to and its place in that list. */
export type GalleryPicture = Picture & { category: string; categoryIndex: number; index: number };

export type SocialLink = { label: string; href: string; kind: 'social' | 'photos' | 'email' };

export type SectionId = 'info' | 'gallery' | 'exhibitions';

/** Everything a visitor reads: the artist's own words and links (content/*.json), and the site's labels (lib/labels). */
export type SiteContent = Omit<Labels, 'legal' | 'emailLink' | 'priceList' | 'portfolio' | 'work' | 'exhibitions'> & {
  /** The page's language, and what its paths begin with ('' or '/en'). */
  locale: Locale;
  root: string;
  /** Her words still in German on a page in another language ('info.paragraph'): marked lang="de". */
  fallback: string[];
  /** The labels of a work and of the exhibitions, with the language their dates and prices are written in. */
  work: Labels['work'] & { locale: Locale };
  exhibitions: Labels['exhibitions'] & { locale: Locale };
  /** Her name, word by word: the landing section sets each word on its own. */
  nameWords: string[];
  tagline: string;
  landingDescription: string;
  email: string;
  /** Her greeting, which opens every inquiry (content/site.json): the viewer fills its words with it in the browser. */
  inquiryGreeting: string;
  socialNetworkUrl: string;
  photoProfileUrl: string;
  /** The CV, a file under public/: 'assets/curriculum.pdf'. */
  curriculum: string;
  /** The price list's link beside the CV, where she publishes it (content/site.json, linkPriceList); null where she only sends it. */
  priceListLink: string | null;
  info: { heading: string; paragraph: string; curriculumLabel: string; portraitAlt: string };
  exhibitionsHeading: string;
  /** The links' names for screen readers: her networks' names as she writes them, and the e-mail label. */
  social: { socialNetwork: string; photos: string; email: string };
  siteTitle: string;
  siteDescription: string;
  /** The site's public address, for canonical links, the sitemap and sharing. */
  siteUrl: string;
  legal: Labels['legal'] & { imprint: LegalPage; privacy: LegalPage };
};

/** A legal page at its address: a heading and sections of paragraphs. '[…]' marks what the artist must fill in. */
export type LegalPage = LegalText & { path: string };

/** The two content files the page refreshes after loading, by kind. */
export type ContentOf<K extends ContentKind> = { gallery: GalleryCategory[]; exhibitions: PublishedExhibition[] }[K];
export type ContentKind = 'gallery' | 'exhibitions';
