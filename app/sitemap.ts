import type { MetadataRoute } from 'next';
import { siteContent } from '@/lib/server/site-content';
import { assetUrl } from '@/lib/domain/assets';
import { loadExhibitionPages, loadWorks } from '@/lib/server/content';
import { exhibitionPath } from '@/lib/domain/exhibitions';
import { absoluteUrl } from '@/lib/domain/site-url';
import { WORKS_PATH, workPath } from '@/lib/domain/works';
import { LOCALES, localePath } from '@/lib/domain/locale';
import { AVAILABLE_PATH, categoryPath } from '@/lib/domain/work-facets';
import { categorySlugs } from '@/app/_routes/works';

export const dynamic = 'force-static';

/**
 * In German and English: the home page, the page of all works and its pages of a choice (the available works, each category), each work's page with its picture (for image search), each
 * exhibition's page, and the legal pages. Addresses only: Google ignores changefreq and priority, and Next writes them after
 * <image:image>, where the sitemaps.org schema does not allow them.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [works, exhibitions, categories] = await Promise.all([loadWorks(), loadExhibitionPages(), categorySlugs()]);
  const pages = [
    { path: '/' },
    { path: WORKS_PATH },
    { path: AVAILABLE_PATH },
    ...categories.map((slug) => ({ path: categoryPath(slug) })),
    ...works.map(({ picture, slug }) => ({ path: workPath(slug), images: [absoluteUrl(assetUrl(picture.url, ''))] })),
    ...exhibitions.map(({ slug }) => ({ path: exhibitionPath(slug) })),
  ];
  return [
    // Each page in both languages, each naming both (and German as the default), as Google asks.
    ...LOCALES.flatMap((locale) => pages.map(({ path, ...rest }) => ({ url: absoluteUrl(localePath(path, locale)), ...rest, alternates: { languages: languagesOf(path) } }))),
    ...[siteContent.legal.imprint.path, siteContent.legal.privacy.path].map((path) => ({ url: absoluteUrl(path) })),
  ];
}

/** A page's addresses by language, the German one also the default. */
const languagesOf = (path: string) => ({ ...Object.fromEntries(LOCALES.map((locale) => [locale, absoluteUrl(localePath(path, locale))])), 'x-default': absoluteUrl(path) });
