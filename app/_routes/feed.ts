// The Atom feed in either language: /feed.xml and /en/feed.xml.
import { loadPublishedExhibitions, loadWorks } from '@/lib/server/content';
import { contentFor } from '@/lib/server/site-content';
import { translateExhibitions, translateWorks } from '@/lib/server/translations';
import { atomFeed, type FeedWork } from '@/lib/domain/feed';
import { pictureAlt } from '@/lib/domain/gallery';
import type { Locale } from '@/lib/domain/locale';
import type { GalleryPicture } from '@/lib/domain/types';

/** A work as the feed names it: its title (or description), and its technique and size (or description); which are still German. */
function feedWork(picture: GalleryPicture, slug: string, total: number): FeedWork {
  const technique = [picture.technique, picture.size].filter(Boolean).join(', ');
  // Without her own words, the description the site makes is German.
  const isGerman = (field: 'title' | 'technique' | 'alt') => (field === 'alt' && !picture.alt) || Boolean(picture.german?.includes(field));
  const titled = isGerman(picture.title ? 'title' : 'alt');
  const described = picture.technique ? isGerman('technique') : !technique && isGerman('alt');
  return {
    slug,
    title: picture.title ?? pictureAlt(picture, total),
    year: picture.year,
    summary: technique || pictureAlt(picture, total),
    german: [...(titled ? (['title'] as const) : []), ...(described ? (['summary'] as const) : [])],
  };
}

export async function feedResponse(locale: Locale): Promise<Response> {
  const [content, german, exhibitions] = await Promise.all([contentFor(locale), loadWorks(), loadPublishedExhibitions()]);
  const works = translateWorks(german, locale);
  const feed = atomFeed({
    siteUrl: content.siteUrl,
    root: content.root,
    locale,
    made: new Date(),
    title: content.siteTitle,
    subtitle: content.siteDescription,
    german: [...(content.fallback.includes('siteTitle') ? (['title'] as const) : []), ...(content.fallback.includes('siteDescription') ? (['subtitle'] as const) : [])],
    author: content.nameWords.join(' '),
    works: works.map(({ picture, slug }) => feedWork(picture, slug, works.length)),
    exhibitions: translateExhibitions(exhibitions, locale),
  });
  return new Response(feed, { headers: { 'Content-Type': 'application/atom+xml; charset=utf-8' } });
}
