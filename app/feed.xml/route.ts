import { loadExhibitions, loadWorks } from '@/lib/server/content';
import { siteContent } from '@/lib/server/site-content';
import { atomFeed } from '@/lib/domain/feed';
import { nameExhibitions } from '@/lib/domain/exhibitions';
import { pictureAlt } from '@/lib/domain/gallery';

// Made at build, a file static hosts serve as it is; every page names it in its head (lib/server/metadata.ts).
export const dynamic = 'force-static';

export async function GET() {
  const [works, exhibitions] = await Promise.all([loadWorks(), loadExhibitions()]);
  const feed = atomFeed({
    siteUrl: siteContent.siteUrl,
    title: siteContent.siteTitle,
    subtitle: siteContent.siteDescription,
    author: siteContent.nameWords.join(' '),
    works: works.map(({ picture, slug }) => ({
      slug,
      title: picture.title ?? pictureAlt(picture, works.length),
      year: picture.year,
      summary: [picture.technique, picture.size].filter(Boolean).join(', ') || pictureAlt(picture, works.length),
    })),
    exhibitions: nameExhibitions(exhibitions),
  });
  return new Response(feed, { headers: { 'Content-Type': 'application/atom+xml; charset=utf-8' } });
}
