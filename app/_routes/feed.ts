// The Atom feed in either language: /feed.xml and /en/feed.xml.
import { loadPublishedExhibitions, loadWorks } from '@/lib/server/content';
import { contentFor } from '@/lib/server/site-content';
import { translateExhibitions, translateWorks } from '@/lib/server/translations';
import { atomFeed } from '@/lib/domain/feed';
import { pictureAlt } from '@/lib/domain/gallery';
import type { Locale } from '@/lib/domain/locale';

export async function feedResponse(locale: Locale): Promise<Response> {
  const [content, german, exhibitions] = await Promise.all([contentFor(locale), loadWorks(), loadPublishedExhibitions()]);
  const works = translateWorks(german, locale);
  const feed = atomFeed({
    siteUrl: content.siteUrl,
    root: content.root,
    title: content.siteTitle,
    subtitle: content.siteDescription,
    author: content.nameWords.join(' '),
    works: works.map(({ picture, slug }) => ({
      slug,
      title: picture.title ?? pictureAlt(picture, works.length),
      year: picture.year,
      summary: [picture.technique, picture.size].filter(Boolean).join(', ') || pictureAlt(picture, works.length),
    })),
    exhibitions: translateExhibitions(exhibitions, locale),
  });
  return new Response(feed, { headers: { 'Content-Type': 'application/atom+xml; charset=utf-8' } });
}
