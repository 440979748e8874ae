import type * as z from 'zod/mini';
import type { Availability } from './availability';
import type {
  exhibitionsSchema,
  gallerySchema,
  imageVariantsSchema,
  legalTextSchema,
  pictureSchema,
  publishedAddressesSchema,
  siteImageSchema,
  siteImagesSchema,
  siteTextsSchema,
} from './schema';

export type Picture = z.infer<typeof pictureSchema>;
export type { Availability };
export type GalleryCategory = z.infer<typeof gallerySchema>[number];
export type Exhibition = z.infer<typeof exhibitionsSchema>[number];
export type ImageVariants = z.infer<typeof imageVariantsSchema>;
export type SiteImage = z.infer<typeof siteImageSchema>;
export type SiteImages = z.infer<typeof siteImagesSchema>;
export type PublishedAddresses = z.infer<typeof publishedAddressesSchema>;
export type SiteTexts = z.infer<typeof siteTextsSchema>;
export type LegalText = z.infer<typeof legalTextSchema>;
/** What the artist writes herself, in content/*.json. */
export type ArtistTexts = { site: SiteTexts; imprint: LegalText; privacy: LegalText };

/** A picture as `npm run pictures` made it: its files, its size, and its blurred placeholder. */
export type MadeImage = { image: ImageVariants; width: number; height: number; placeholder?: string };

/** A picture in the flattened list, with the category it belongs to and its place in that list. */
export type GalleryPicture = Picture & { category: string; categoryIndex: number; index: number };

export type SocialLink = { label: string; href: string; kind: 'social' | 'photos' | 'email' };

export type SectionId = 'info' | 'gallery' | 'exhibitions';

/** Everything a visitor reads: the artist's own words and links (content/*.json), and the site's German labels. */
export type SiteContent = {
  /** Her name, word by word: the landing section sets each word on its own. */
  nameWords: string[];
  tagline: string;
  landingDescription: string;
  email: string;
  socialNetworkUrl: string;
  photoProfileUrl: string;
  /** The CV, a file under public/: 'assets/curriculum.pdf'. */
  curriculum: string;
  info: { heading: string; paragraph: string; curriculumLabel: string; portraitAlt: string };
  skipLink: string;
  gallery: {
    heading: string;
    carousel: string;
    slide: string;
    /** 'Bild {n} von {total}' */
    pictureSlide: string;
    /** '{name}, Gruppe {n} von {total}' */
    categorySlide: string;
    /** 'Zu Folie {n}' */
    goToSlide: string;
    /** The desktop carousel's jumps to the first picture of each category. */
    categories: string;
    /** The heading of the page of all works. */
    allWorks: string;
    /** 'Alle {total} Bilder auf einen Blick': the link to it below the carousel. */
    allWorksLink: string;
    /** '{first}–{last} von {total}': which pictures the desktop carousel shows. */
    position: string;
    previous: string;
    next: string;
  };
  viewer: {
    /** 'Bild {n} von {total}: {title}' */
    label: string;
    previous: string;
    next: string;
    close: string;
    zoomIn: string;
    /** Said in place of a picture whose file does not load. */
    unavailable: string;
  };
  /** A work's own page, and what the viewer says of a work besides its picture. */
  work: {
    /** '{title} – {name}': the work page's title. */
    pageTitle: string;
    status: Record<Availability, string>;
    priceOnRequest: string;
    /** 'Anfrage zu diesem Werk' */
    inquiry: string;
    /** 'Anfrage zu „{title}“ ({year})': the e-mail's subject. */
    inquirySubject: string;
    /** The e-mail's body: '{url}' is the work's address. */
    inquiryBody: string;
    share: string;
    /** Shown after the address was copied, where there is no share sheet. */
    copied: string;
    previous: string;
    next: string;
    /** Back to the gallery on the home page. */
    gallery: string;
    /** The rights note search engines show beside the picture: '© {year} {name}'. */
    copyright: string;
    /** The title of a work's old address, after its folder was renamed: '„{title}“ hat eine neue Adresse'. */
    movedTitle: string;
    /** Said before the link to the work's new address. */
    movedText: string;
  };
  exhibitionsHeading: string;
  menu: { open: string; close: string; label: string; entries: Record<SectionId, string> };
  social: { socialNetwork: string; photos: string; email: string };
  notFound: { title: string; text: string; home: string };
  categoryPlaceholder: string;
  /** The placeholder's title in the browser tab; search engines are told not to list it. */
  categoryTitle: string;
  siteTitle: string;
  siteDescription: string;
  /** The site's public address, for canonical links, the sitemap and sharing. */
  siteUrl: string;
  legal: {
    footerLabel: string;
    home: string;
    imprint: LegalPage;
    privacy: LegalPage;
  };
};

/** A legal page at its address: a heading and sections of paragraphs. '[…]' marks what the artist must fill in. */
export type LegalPage = LegalText & { path: string };

/** The two content files the page refreshes after loading, by kind. */
export type ContentOf<K extends ContentKind> = { gallery: GalleryCategory[]; exhibitions: Exhibition[] }[K];
export type ContentKind = 'gallery' | 'exhibitions';
