import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ImageResponse } from 'next/og';

// The home-screen icon, drawn from the same source as the favicon (app/icon.svg).
export const dynamic = 'force-static';
const size = { width: 180, height: 180 };

export async function GET() {
  const svg = await readFile(path.join(process.cwd(), 'app', 'icon.svg'));
  return new ImageResponse(<img src={`data:image/svg+xml;base64,${svg.toString('base64')}`} alt="" width={180} height={180} />, size);
}
