import 'server-only';
import type { Metadata } from 'next';
import { BASE_PATH as basePath } from '@/config/site';
import { siteContent } from '@/lib/server/site-content';
import { absoluteUrl } from '@/lib/domain/site-url';
import { FEED_PATH } from '@/lib/domain/feed';
import { LOCALE_INFO, LOCALES, localePath, type Locale } from '@/lib/domain/locale';
import type { LegalPage, SiteContent } from '@/lib/domain/types';

const shareImage = (content: SiteContent) => ({
  url: `${basePath}/share.png`,
  width: 1200,
  height: 630,
  alt: `${content.nameWords.join(' ')} – ${content.tagline}`,
});

/** The Atom feed of new works and exhibitions in the page's language, named in every page's head for feed readers. */
const feedLink = (content: SiteContent) => ({ 'application/atom+xml': [{ url: `${basePath}${localePath(FEED_PATH, content.locale)}`, title: content.siteTitle }] });

/**
 * A page's canonical address in its language, its versions in both (hreflang, the German one the
 * default), and the feed beside them: Next merges metadata one level deep, so a page's alternates
 * replace the site's. `path` is the German page's ('/werke/'); a page only in German names no other.
 */
export function pageAlternates(path: string, content: SiteContent = siteContent, translated = true) {
  const canonical = absoluteUrl(localePath(path, content.locale));
  const languages = translated
    ? { ...Object.fromEntries(LOCALES.map((locale: Locale) => [locale, absoluteUrl(localePath(path, locale))])), 'x-default': absoluteUrl(path) }
    : undefined;
  return { canonical, ...(languages && { languages }), types: feedLink(content) };
}

// Next merges metadata one level deep: a page that sets openGraph must carry all of it.
export const openGraphFor = (content: SiteContent) =>
  ({
    type: 'website',
    locale: LOCALE_INFO[content.locale].openGraph,
    siteName: content.nameWords.join(' '),
    title: content.siteTitle,
    description: content.siteDescription,
    images: [shareImage(content)],
  }) satisfies Metadata['openGraph'];

export const siteOpenGraph = openGraphFor(siteContent);

/** What every page of a language says in its head, unless it says more. */
export function localeMetadata(content: SiteContent): Metadata {
  const image = shareImage(content);
  return {
    // The origin only: the paths below carry the base path themselves.
    metadataBase: new URL(new URL(content.siteUrl).origin),
    title: content.siteTitle,
    description: content.siteDescription,
    openGraph: openGraphFor(content),
    twitter: {
      card: 'summary_large_image',
      title: content.siteTitle,
      description: content.siteDescription,
      images: [{ url: image.url, alt: image.alt }],
    },
    // Both named here: once metadata names icons, Next no longer links app/icon.svg by itself.
    icons: {
      icon: { url: `${basePath}/icon.svg`, type: 'image/svg+xml' },
      apple: `${basePath}/apple-touch-icon.png`,
    },
    manifest: `${basePath}/manifest.webmanifest`,
    alternates: { types: feedLink(content) },
  };
}

export const siteMetadata: Metadata = localeMetadata(siteContent);

/** A page's own title, followed by the site's. */
export const pageTitle = (title: string, content: SiteContent = siteContent) => `${title} – ${content.siteTitle}`;

/** A legal page's title, description and canonical address: German only. */
export function legalPageMetadata(page: LegalPage): Metadata {
  return {
    title: pageTitle(page.title),
    description: page.description,
    alternates: pageAlternates(page.path, siteContent, false),
  };
}
