// schema.org data for search engines: the artist as a Person with her exhibitions as
// ExhibitionEvent on the home page, and each work as a VisualArtwork on its own page, with
// Google's image licence fields. Made at build time; the pages carry it as JSON-LD.
import { assetUrl } from './assets';
import { exhibitionName, exhibitionPath, exhibitionYear } from './exhibitions';
import { pictureAlt } from './gallery';
import { madeSize } from '@/lib/domain/picture-files';
import { absoluteUrl } from './site-url';
import type { Availability, Exhibition, GalleryPicture, SiteContent } from './types';
import { fill } from '@/lib/labels/fill';
import { parseSize, splitTechnique, workPath } from './works';

/** The rights note the licence fields point to: the Impressum's copyright section. */
export const RIGHTS_PATH = '/impressum/#urheberrecht';

const OFFERED: Partial<Record<Availability, string>> = {
  verfügbar: 'https://schema.org/InStock',
  reserviert: 'https://schema.org/Reserved',
  verkauft: 'https://schema.org/SoldOut',
};

function artist(content: SiteContent) {
  return {
    '@type': 'Person',
    '@id': absoluteUrl('/#kuenstlerin', content.siteUrl),
    name: content.nameWords.join(' '),
    url: absoluteUrl(`${content.root}/`, content.siteUrl),
  };
}

/** A venue as search engines name a place: without her asides in brackets ('Kunstverein Celle (mit Anna Vogt)' → 'Kunstverein Celle'). */
export const placeName = (venue: string): string =>
  venue
    .replace(/\s*\([^()]*\)/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/** An exhibition search engines can show as an event (Google's Event): its days, and a venue with its address. */
type CompleteExhibition = Exhibition & { from: string; venue: string; address: string };
const isComplete = (exhibition: Exhibition): exhibition is CompleteExhibition => Boolean(exhibition.from && exhibition.venue && exhibition.address);

/**
 * The home page's: the artist, and her exhibitions that make complete events, with their days, status,
 * attendance and a place with its postal address. The seed's lines (a year and a description) stay
 * the list's plain text. The artist as performer is left to each exhibition's own page: the home
 * page's first round trip (budgets.ts) has no room for it.
 */
export function siteStructuredData(content: SiteContent, exhibitions: Exhibition[]) {
  const person = {
    ...artist(content),
    email: `mailto:${content.email}`,
    jobTitle: content.jobTitle,
    sameAs: [content.socialNetworkUrl, content.photoProfileUrl],
  };
  const events = exhibitions.filter(isComplete).map((exhibition) => ({
    '@type': 'ExhibitionEvent',
    name: exhibitionName(exhibition),
    startDate: exhibition.from,
    endDate: exhibition.to ?? exhibition.from,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: { '@type': 'Place', name: placeName(exhibition.venue), address: postalAddress(exhibition.address) },
  }));
  // The page itself, in its language.
  const page = { '@type': 'WebPage', url: absoluteUrl(`${content.root}/`, content.siteUrl), inLanguage: content.locale, about: { '@id': person['@id'] } };
  return { '@context': 'https://schema.org', '@graph': [page, person, ...events] };
}

/**
 * One work: a VisualArtwork whose image is an ImageObject with the licence fields Google's image
 * search shows ('Lizenzinformationen'), and an Offer where the work is or was for sale.
 */
export function workStructuredData(content: SiteContent, picture: GalleryPicture, slug: string, total: number) {
  const url = absoluteUrl(workPath(slug, content.root), content.siteUrl);
  const name = content.nameWords.join(' ');
  const creator = artist(content);
  const size = parseSize(picture.size);
  const { medium, surface } = splitTechnique(picture.technique);
  const dimension = (dimension: { value: number; unitCode: string }) => ({ '@type': 'QuantitativeValue', ...dimension });
  const availability = picture.status && OFFERED[picture.status];
  // The size of the file contentUrl names (its largest full width), not the original's.
  const { image, width, height } = picture;
  const imageSize = image && width && height && madeSize({ width, height }, image.fullWidths.at(-1)!);
  return {
    '@context': 'https://schema.org',
    '@type': 'VisualArtwork',
    '@id': `${url}#werk`,
    inLanguage: content.locale,
    name: picture.title ?? pictureAlt(picture, total),
    description: pictureAlt(picture, total),
    url,
    creator,
    ...(picture.year && { dateCreated: String(picture.year) }),
    ...(medium && { artMedium: medium }),
    ...(surface && { artworkSurface: surface }),
    ...(size && { width: dimension(size.width), height: dimension(size.height) }),
    ...(size?.depth && { depth: dimension(size.depth) }),
    genre: picture.category,
    image: {
      '@type': 'ImageObject',
      contentUrl: absoluteUrl(assetUrl(picture.url, ''), content.siteUrl),
      ...imageSize,
      caption: pictureAlt(picture, total),
      creator,
      creditText: name,
      copyrightNotice: fill(content.work.copyright, { year: picture.year ?? '', name }).replace(/\s+/g, ' '),
      license: absoluteUrl(RIGHTS_PATH, content.siteUrl),
      acquireLicensePage: absoluteUrl(RIGHTS_PATH, content.siteUrl),
    },
    ...(availability && {
      offers: {
        '@type': 'Offer',
        url,
        availability,
        ...(typeof picture.price === 'number' && { price: picture.price, priceCurrency: 'EUR' }),
        seller: { '@id': creator['@id'] },
      },
    }),
  };
}

/**
 * A postal address as the artist writes it, 'Schloßplatz 7, 29221 Celle', in its parts; in Germany
 * (five-digit postal codes). What does not read so is kept whole as the street address.
 */
export function postalAddress(address: string) {
  const match = /^(?:(?<street>.+?),\s*)?(?<code>\d{5})\s+(?<locality>[^,]+)$/.exec(address.trim());
  const parts = match
    ? { ...(match.groups!.street && { streetAddress: match.groups!.street.trim() }), postalCode: match.groups!.code, addressLocality: match.groups!.locality!.trim() }
    : { streetAddress: address.trim() };
  return { '@type': 'PostalAddress', ...parts, addressCountry: 'DE' };
}

/** A work an exhibition shows: its page and title. */
export type FeaturedWork = { slug: string; title: string; image?: string };

/**
 * An exhibition on its own page: an ExhibitionEvent with its full dates, its place and address, the
 * works it shows, and the artist as performer and organizer (what Google asks of an Event).
 */
export function exhibitionStructuredData(content: SiteContent, exhibition: Exhibition, slug: string, works: FeaturedWork[]) {
  const person = artist(content);
  const name = exhibitionName(exhibition);
  const start = exhibition.from ?? String(exhibitionYear(exhibition));
  const images = works.flatMap((work) => (work.image ? [absoluteUrl(work.image, content.siteUrl)] : []));
  return {
    '@context': 'https://schema.org',
    '@type': 'ExhibitionEvent',
    '@id': `${absoluteUrl(exhibitionPath(slug, content.root), content.siteUrl)}#ausstellung`,
    name,
    inLanguage: content.locale,
    url: absoluteUrl(exhibitionPath(slug, content.root), content.siteUrl),
    ...((exhibition.text ?? exhibition.description) && { description: exhibition.text ?? exhibition.description }),
    startDate: start,
    endDate: exhibition.to ?? start,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: {
      '@type': 'Place',
      name: placeName(exhibition.venue ?? name),
      ...(exhibition.address && { address: postalAddress(exhibition.address) }),
      ...(exhibition.url && { url: exhibition.url }),
    },
    ...(images.length > 0 && { image: images }),
    ...(works.length > 0 && {
      workFeatured: works.map((work) => ({
        '@type': 'VisualArtwork',
        '@id': `${absoluteUrl(workPath(work.slug, content.root), content.siteUrl)}#werk`,
        name: work.title,
        url: absoluteUrl(workPath(work.slug, content.root), content.siteUrl),
      })),
    }),
    performer: person,
    organizer: person,
  };
}
