// schema.org data for search engines: the artist as a Person, her pictures as VisualArtwork and her
// exhibitions as ExhibitionEvent. Made at build time; the page carries it as JSON-LD.
import { flattenPictures, pictureAlt } from './gallery';
import { absoluteUrl } from './site-url';
import type { Exhibition, GalleryCategory, SiteContent } from './types';
import { pictureSlugs } from './viewer';

export function siteStructuredData(content: SiteContent, categories: GalleryCategory[], exhibitions: Exhibition[]) {
  const name = content.nameWords.join(' ');
  const artist = {
    '@type': 'Person',
    '@id': absoluteUrl('/#kuenstlerin', content.siteUrl),
    name,
    email: `mailto:${content.email}`,
    url: absoluteUrl('/', content.siteUrl),
    jobTitle: 'Bildende Künstlerin',
    sameAs: [content.socialNetworkUrl, content.photoProfileUrl],
  };
  const pictures = flattenPictures(categories);
  const slugs = pictureSlugs(pictures);
  const artworks = pictures.map((picture, index) => ({
    '@type': 'VisualArtwork',
    name: picture.title ?? pictureAlt(picture, pictures.length),
    description: pictureAlt(picture, pictures.length),
    image: absoluteUrl(`/${picture.url}`, content.siteUrl),
    url: absoluteUrl(`/#bild-${slugs[index]}`, content.siteUrl),
    creator: { '@id': artist['@id'] },
    ...(picture.year && { dateCreated: String(picture.year) }),
    ...(picture.technique && { artMedium: picture.technique }),
    ...(picture.size && { size: picture.size }),
    genre: picture.category,
  }));
  const events = exhibitions.map((exhibition) => ({
    '@type': 'ExhibitionEvent',
    name: exhibition.description,
    startDate: String(exhibition.year),
    location: { '@type': 'Place', name: exhibition.description.split(',').slice(1).join(',').trim() || exhibition.description },
    performer: { '@id': artist['@id'] },
  }));
  return { '@context': 'https://schema.org', '@graph': [artist, ...artworks, ...events] };
}
