// Everything a visitor reads, put together when the build starts: the artist's own words, links and
// legal pages (content/site.json, impressum.json, datenschutz.json, checked by their schemas) and
// the site's German labels (lib/labels/de.ts).
import 'server-only';
import { SITE_URL } from '@/config/site';
import { loadArtistTexts } from './artist-texts';
import type { ArtistTexts, SiteContent } from '@/lib/domain/types';
import { withGreeting } from '@/lib/domain/works';
import { de, type Labels } from '@/lib/labels/de';
import { LOCALE_INFO, type Locale } from '@/lib/domain/locale';

/** The artist's texts in the frame of one language's labels. */
export function composeSiteContent({ site, imprint, privacy, fallback = [] }: ArtistTexts, labels: Labels, locale: Locale = 'de', siteUrl: string = SITE_URL): SiteContent {
  const { emailLink, legal, work, priceList, portfolio: _portfolio, exhibitions, ...rest } = labels;
  return {
    ...rest,
    locale,
    root: LOCALE_INFO[locale].root,
    fallback,
    exhibitions: { ...exhibitions, locale },
    nameWords: site.name.split(/\s+/),
    tagline: site.tagline,
    landingDescription: site.landingDescription,
    email: site.email,
    inquiryGreeting: site.inquiryGreeting,
    socialNetworkUrl: site.socialNetworkUrl,
    photoProfileUrl: site.photoProfileUrl,
    curriculum: site.curriculum,
    priceListLink: site.linkPriceList ? priceList.link : null,
    info: site.info,
    work: { ...withGreeting(work, site.inquiryGreeting), locale },
    exhibitionsHeading: site.exhibitionsHeading,
    social: { socialNetwork: site.socialNetworkName, photos: site.photoProfileName, email: emailLink },
    siteTitle: site.siteTitle,
    siteDescription: site.siteDescription,
    siteUrl,
    legal: { ...legal, imprint: { path: '/impressum/', ...imprint }, privacy: { path: '/datenschutz/', ...privacy } },
  };
}

export const siteContent: SiteContent = composeSiteContent(loadArtistTexts(), de);

/** The English pages' words: their own import, so the German pages never carry them. */
export const englishSiteContent = async (): Promise<SiteContent> => composeSiteContent(loadArtistTexts(undefined, 'en'), (await import('@/lib/labels/en')).en, 'en');

/** A page's words in its language. */
export const contentFor = (locale: Locale): Promise<SiteContent> => (locale === 'de' ? Promise.resolve(siteContent) : englishSiteContent());

