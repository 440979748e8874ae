import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/lib/domain/site-url';

export const dynamic = 'force-static';

export default function robots(): MetadataRoute.Robots {
  return { rules: { userAgent: '*', allow: '/' }, sitemap: absoluteUrl('/sitemap.xml') };
}
