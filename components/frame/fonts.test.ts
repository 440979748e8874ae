/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { create } from '@pdf-lib/fontkit';

// next/font's measure of a font's width: the average advance of these letters and spaces.
const SAMPLE = 'aaabcdeeeefghiijklmnnoopqrrssttuvwxyz      ';
// Times New Roman Italic's average by that measure, in its 2048 units to the em (Liberation Serif
// Italic, made to its metrics, measures the same).
const TIMES_ITALIC_WIDTH = 846.558 / 2048;

const percent = (value: number) => `${(value * 100).toFixed(2)}%`;

describe("the titles' fallback face (app/globals.scss)", () => {
  it("is sized and placed like Cormorant's italic, as next/font sizes the upright's fallback", () => {
    const font = create(readFileSync(path.join(__dirname, 'fonts', 'cormorant-garamond-latin-300-italic.woff2')));
    const widths = font.glyphsForString(SAMPLE).map((glyph) => glyph.advanceWidth);
    const sizeAdjust = widths.reduce((sum, width) => sum + width, 0) / widths.length / font.unitsPerEm / TIMES_ITALIC_WIDTH;
    const figures = {
      'size-adjust': percent(sizeAdjust),
      'ascent-override': percent(font.ascent / font.unitsPerEm / sizeAdjust),
      'descent-override': percent(-font.descent / font.unitsPerEm / sizeAdjust),
    };
    expect(figures).toEqual({ 'size-adjust': '87.29%', 'ascent-override': '105.86%', 'descent-override': '32.88%' });

    const face = readFileSync(path.join(__dirname, '..', '..', 'app', 'globals.scss'), 'utf8').match(/@font-face \{[^}]*font-style: italic;[^}]*\}/)?.[0];
    for (const [descriptor, value] of Object.entries(figures)) expect(face).toContain(`${descriptor}: ${value};`);
  });
});
