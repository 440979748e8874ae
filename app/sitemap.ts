import type { MetadataRoute } from 'next';
import { siteContent } from '@/content/site';
import { absoluteUrl } from '@/lib/site-url';

export const dynamic = 'force-static';

export default function sitemap(): MetadataRoute.Sitemap {
  return ['/', siteContent.legal.imprint.path, siteContent.legal.privacy.path].map((path) => ({
    url: absoluteUrl(path),
    changeFrequency: path === '/' ? 'monthly' : 'yearly',
    priority: path === '/' ? 1 : 0.2,
  }));
}
