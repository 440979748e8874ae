import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ImageResponse } from 'next/og';
import { INK, INK_SOFT, PAPER } from '@/config/colours';
import { siteContent } from '@/lib/server/site-content';
import { loadGallery } from '@/lib/server/content';
import { flattenPictures } from '@/lib/domain/gallery';
import { variantFile } from '@/lib/domain/picture-files';

// The picture shared links show: the artist's name beside one of her pictures, made at build time.
// A route with a file name, so static hosts serve it as image/png.
export const dynamic = 'force-static';
const size = { width: 1200, height: 630 };

const FONT = 'node_modules/@fontsource/cormorant-garamond/files/cormorant-garamond-latin-300-normal.woff';

export async function GET() {
  const [font, categories] = await Promise.all([readFile(path.join(process.cwd(), FONT)), loadGallery()]);
  const picture = flattenPictures(categories).find((candidate) => candidate.image) ?? flattenPictures(categories)[0]!;
  const file = picture.image ? variantFile(picture.image.base, 'full', picture.image.fullWidths[0]!, 'jpg') : picture.url;
  const image = `data:image/jpeg;base64,${(await readFile(path.join(process.cwd(), 'public', file))).toString('base64')}`;
  return new ImageResponse(
    (
      <div style={{ display: 'flex', width: '100%', height: '100%', background: PAPER, color: INK, padding: 60, gap: 60 }}>
        <img src={image} alt={picture.alt ?? ''} style={{ height: 510, width: 408, objectFit: 'contain' }} />
        <div style={{ display: 'flex', flexDirection: 'column', justifyContent: 'center', fontFamily: 'Cormorant', fontSize: 108, lineHeight: 1 }}>
          {siteContent.nameWords.map((word) => (
            <span key={word}>{word}</span>
          ))}
          <span style={{ fontSize: 40, marginTop: 40, letterSpacing: 8, color: INK_SOFT }}>{siteContent.tagline.toLowerCase()}</span>
        </div>
      </div>
    ),
    { ...size, fonts: [{ name: 'Cormorant', data: font, weight: 300, style: 'normal' }] },
  );
}
