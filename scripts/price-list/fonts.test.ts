/** @jest-environment node */
import { missingCharacters, priceListFonts } from './fonts';

const GERMAN = 'Preisliste, Stand: 24. November 2026 – „Ahorn im Frühling“, Öl auf Bütten, 50 × 60 cm, 1.200 € · Straße';

describe("the price list's fonts", () => {
  it('are the site’s three, as TrueType a PDF embeds, each drawing every German character the list uses', async () => {
    const fonts = await priceListFonts(GERMAN);
    expect(Object.keys(fonts).sort()).toEqual(['display', 'light', 'regular']);
    for (const font of Object.values(fonts)) {
      // TrueType begins with the version 1.0 tag, not WOFF2's 'wOF2'.
      expect([...font.subarray(0, 4)]).toEqual([0, 1, 0, 0]);
      expect(missingCharacters(font, GERMAN)).toEqual([]);
    }
  });

  it('name what they cannot draw, for the build to warn of it', async () => {
    const { light } = await priceListFonts('Łódź');
    expect(missingCharacters(light, 'Łódź')).toEqual(['Ł', 'ź']);
  });
});
