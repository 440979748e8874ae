import type { MetadataRoute } from 'next';
import { siteContent } from '@/lib/server/site-content';
import { assetUrl } from '@/lib/domain/assets';
import { loadExhibitionPages, loadWorks } from '@/lib/server/content';
import { exhibitionPath } from '@/lib/domain/exhibitions';
import { absoluteUrl } from '@/lib/domain/site-url';
import { WORKS_PATH, workPath } from '@/lib/domain/works';

export const dynamic = 'force-static';

/**
 * The home page, the page of all works, each work's page with its picture (for image search), each
 * exhibition's page, and the legal pages. Addresses only: Google ignores changefreq and priority, and Next writes them after
 * <image:image>, where the sitemaps.org schema does not allow them.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [works, exhibitions] = await Promise.all([loadWorks(), loadExhibitionPages()]);
  return [
    { url: absoluteUrl('/') },
    { url: absoluteUrl(WORKS_PATH) },
    ...works.map(({ picture, slug }) => ({ url: absoluteUrl(workPath(slug)), images: [absoluteUrl(assetUrl(picture.url, ''))] })),
    ...exhibitions.map(({ slug }) => ({ url: absoluteUrl(exhibitionPath(slug)) })),
    ...[siteContent.legal.imprint.path, siteContent.legal.privacy.path].map((path) => ({ url: absoluteUrl(path) })),
  ];
}
