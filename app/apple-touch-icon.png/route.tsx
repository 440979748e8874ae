import { ImageResponse } from 'next/og';
import { siteIconSvg } from '@/lib/server/site-icon';

// The home-screen icon, drawn from the same source as the favicon (/icon.svg).
export const dynamic = 'force-static';
const size = { width: 180, height: 180 };

export function GET() {
  const svg = Buffer.from(siteIconSvg()).toString('base64');
  return new ImageResponse(<img src={`data:image/svg+xml;base64,${svg}`} alt="" width={180} height={180} />, size);
}
