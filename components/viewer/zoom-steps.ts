import type { MadeImage } from '@/lib/domain/types';

/** The zoomed picture's width at step 0, in CSS pixels: one pixel of its largest full-size file to each. */
export const fullZoomWidth = ({ image }: MadeImage) => image.fullWidths.at(-1)!;

/** The widest the zoomed picture is drawn: where a work has tiles, one pixel of them to a pixel of the screen (`pixelRatio` to a CSS pixel). */
const deepestWidth = (made: MadeImage, pixelRatio: number) => Math.max(fullZoomWidth(made), (made.image.deep?.width ?? 0) / pixelRatio);

/** How many times the zoomed picture can be doubled past step 0 (none for a work without tiles). */
export function deepestStep(made: MadeImage, pixelRatio: number): number {
  return Math.ceil(Math.log2(deepestWidth(made, pixelRatio) / fullZoomWidth(made)));
}

/** The zoomed picture's size at `step`, in CSS pixels: the full size's doubled at each step, at most the deepest. */
export function zoomedSize(made: MadeImage, step: number, pixelRatio: number) {
  const width = Math.round(Math.min(fullZoomWidth(made) * 2 ** step, deepestWidth(made, pixelRatio)));
  return { width, height: Math.round((width * made.height) / made.width) };
}
