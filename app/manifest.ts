import type { MetadataRoute } from 'next';
import { siteContent } from '@/content/site';

export const dynamic = 'force-static';

const basePath = process.env.NEXT_PUBLIC_BASE_PATH ?? '';

export default function manifest(): MetadataRoute.Manifest {
  return {
    name: siteContent.siteTitle,
    short_name: siteContent.nameWords.join(' '),
    description: siteContent.siteDescription,
    lang: 'de',
    start_url: `${basePath}/`,
    display: 'standalone',
    background_color: '#f6f2ea',
    theme_color: '#f6f2ea',
    icons: [
      { src: `${basePath}/icon.svg`, sizes: 'any', type: 'image/svg+xml' },
      { src: `${basePath}/apple-touch-icon.png`, sizes: '180x180', type: 'image/png' },
    ],
  };
}
