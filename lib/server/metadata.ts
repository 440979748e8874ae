import 'server-only';
import type { Metadata } from 'next';
import { BASE_PATH as basePath } from '@/config/site';
import { siteContent } from '@/lib/server/site-content';
import { absoluteUrl } from '../domain/site-url';
import { FEED_PATH } from '../domain/feed';
import type { LegalPage } from '../domain/types';

const shareAlt = `${siteContent.nameWords.join(' ')} – ${siteContent.tagline}`;
const shareImage = { url: `${basePath}/share.png`, width: 1200, height: 630, alt: shareAlt };

/** The Atom feed of new works and exhibitions, named in every page's head for feed readers. */
const feedLink = { 'application/atom+xml': [{ url: `${basePath}${FEED_PATH}`, title: siteContent.siteTitle }] };

/** A page's canonical address, with the feed beside it: Next merges metadata one level deep, so a page's alternates replace the site's. */
export const pageAlternates = (canonical: string) => ({ canonical, types: feedLink });

// Next merges metadata one level deep: a page that sets openGraph must carry all of it.
export const siteOpenGraph = {
  type: 'website',
  locale: 'de_DE',
  siteName: siteContent.nameWords.join(' '),
  title: siteContent.siteTitle,
  description: siteContent.siteDescription,
  images: [shareImage],
} satisfies Metadata['openGraph'];

export const siteMetadata: Metadata = {
  // The origin only: the paths below carry the base path themselves.
  metadataBase: new URL(new URL(siteContent.siteUrl).origin),
  title: siteContent.siteTitle,
  description: siteContent.siteDescription,
  openGraph: siteOpenGraph,
  twitter: {
    card: 'summary_large_image',
    title: siteContent.siteTitle,
    description: siteContent.siteDescription,
    images: [{ url: shareImage.url, alt: shareAlt }],
  },
  // Both named here: once metadata names icons, Next no longer links app/icon.svg by itself.
  icons: {
    icon: { url: `${basePath}/icon.svg`, type: 'image/svg+xml' },
    apple: `${basePath}/apple-touch-icon.png`,
  },
  manifest: `${basePath}/manifest.webmanifest`,
  alternates: { types: feedLink },
};

/** A page's own title, followed by the site's. */
export const pageTitle = (title: string) => `${title} – ${siteContent.siteTitle}`;

/** A legal page's title, description and canonical address. */
export function legalPageMetadata(page: LegalPage): Metadata {
  return {
    title: pageTitle(page.title),
    description: page.description,
    alternates: pageAlternates(absoluteUrl(page.path)),
  };
}
