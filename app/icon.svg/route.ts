import { siteIconSvg } from '@/lib/server/site-icon';

// A route with a file name, so static hosts serve it as image/svg+xml; drawn in the site's colours.
export const dynamic = 'force-static';

export function GET() {
  return new Response(siteIconSvg(), { headers: { 'Content-Type': 'image/svg+xml' } });
}
