/** @jest-environment node */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { pictureSource, printPicture } from './pictures';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'portfolio-pictures-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** A photo of a canvas: its grain two pixels wide, which JPEG keeps at a cost. */
async function photo(name: string, width: number, height: number): Promise<string> {
  const file = path.join(dir, name);
  await sharp({ create: { width: width / 2, height: height / 2, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 60 } } })
    .resize(width, height, { kernel: 'nearest' })
    .jpeg({ quality: 95 })
    .toFile(file);
  return file;
}

describe('a work’s picture in a portfolio', () => {
  it('is made from the original at 300 dpi of its printed size, and even a grainy photo stays under 1 MB', async () => {
    const printed = await printPicture({ file: await photo('eiche.jpg', 4000, 3000), name: 'content/pictures/tusche/eiche.jpg', original: true });
    // 471 points wide (16.6 cm) at 300 dpi.
    expect([printed.width, printed.height, printed.dpi]).toEqual([1963, 1472, 300]);
    expect(printed.jpeg.length).toBeLessThan(1_000_000);
    expect((await sharp(printed.jpeg).metadata()).format).toBe('jpeg');
    // Encoding a 4000 px photo up to four times takes seconds on a busy two-core machine.
  }, 30_000);

  it('is never enlarged from a small original, and says the resolution it reaches', async () => {
    const printed = await printPicture({ file: await photo('linde.jpg', 1400, 1050), name: 'content/pictures/tusche/linde.jpg', original: true });
    expect([printed.width, printed.height, printed.dpi]).toEqual([1400, 1050, 214]);
  });

  it('comes from her original by its folder, or else from the site’s picture, said so', () => {
    const originals = new Map([['tusche/eiche', { file: __filename, name: 'content/pictures/tusche/eiche.jpg' }]]);
    expect(pictureSource('tusche/eiche', originals, 'assets/gallery/eiche-2400.jpg', '/site/public', 'entry')).toEqual({ file: __filename, name: 'content/pictures/tusche/eiche.jpg', original: true });
    expect(pictureSource(undefined, originals, 'assets/gallery/linde-2400.jpg', '/site/public', 'entry')).toEqual({ file: '/site/public/assets/gallery/linde-2400.jpg', name: 'public/assets/gallery/linde-2400.jpg', original: false });
  });

  it('stops with the work’s entry where its picture is elsewhere on the web, which the build does not fetch', () => {
    expect(() => pictureSource(undefined, new Map(), 'https://example.org/linde.jpg', '/site/public', 'content/portfolios/celle.json, works entry 2 ("linde")')).toThrow(
      'content/portfolios/celle.json, works entry 2 ("linde"): its picture is elsewhere on the web (https://example.org/linde.jpg), and the portfolio fetches nothing',
    );
  });
});
