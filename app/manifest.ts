import type { MetadataRoute } from 'next';
import { PAPER } from '@/config/colours';
import { BASE_PATH as basePath } from '@/config/site';
import { siteContent } from '@/lib/server/site-content';

export const dynamic = 'force-static';


export default function manifest(): MetadataRoute.Manifest {
  return {
    name: siteContent.siteTitle,
    short_name: siteContent.nameWords.join(' '),
    description: siteContent.siteDescription,
    lang: 'de',
    start_url: `${basePath}/`,
    display: 'standalone',
    background_color: PAPER,
    theme_color: PAPER,
    icons: [
      { src: `${basePath}/icon.svg`, sizes: 'any', type: 'image/svg+xml' },
      { src: `${basePath}/apple-touch-icon.png`, sizes: '180x180', type: 'image/png' },
    ],
  };
}
