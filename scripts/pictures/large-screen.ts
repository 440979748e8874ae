// Which works look soft on a large screen: those whose original is narrower than the width a large
// screen draws them at, times SHARP_DENSITY. They are published all the same; `npm run pictures`
// names them, with the width they need.

/**
 * A work looks sharp with at least this many of its file's pixels to a CSS pixel. On a 2× screen
 * the browser takes the smallest file with 2, or else the largest: the original's own width.
 */
export const SHARP_DENSITY = 1.6;

/**
 * A large screen, 1440 × 900 CSS px at 2× (a laptop's), and the boxes it draws a work whole in, in
 * CSS px, as Chromium lays them out with its scroll bar: the work's page, beside the caption's
 * column (work-page.module.scss), and the viewer, less its caption and controls (viewer-sizes.ts).
 */
export const LARGE_SCREEN = {
  name: '1440 × 900 at 2×',
  boxes: [
    { width: 823, height: 772 },
    { width: 1312, height: 652 },
  ],
} as const;

/** The width an original needs to be sharp where a large screen draws it widest, or null where it has it. */
export function widthNeeded({ width, height }: { width: number; height: number }): number | null {
  const drawn = Math.max(...LARGE_SCREEN.boxes.map((box) => Math.min(box.width, (box.height * width) / height)));
  const needed = Math.ceil(SHARP_DENSITY * drawn);
  return width < needed ? needed : null;
}
