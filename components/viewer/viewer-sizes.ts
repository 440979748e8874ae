import { thumbnailSizes as cellSizes } from '@/components/gallery/thumbnail';
import { MOBILE_BREAKPOINT_PX } from '@/components/gallery/use-is-mobile';
import type { MadeImage } from '@/lib/domain/types';

const PHONE = `(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`;

/**
 * The gallery's own `sizes` for a work's thumbnail, as the width of the screen chose it there: the
 * viewer asks for the same file from the same widths (every width: the phone's tiles take the
 * smallest anyway), so the thumbnail the visitor just saw comes from the cache at once.
 */
export const thumbnailSizes = ({ width, height }: MadeImage) => `${PHONE} ${cellSizes('tile', width / height)}, ${cellSizes('slide', width / height)}`;

/**
 * The width the whole picture is drawn at: the screen's less the figure's sides, or less where the
 * height limits it, less what lies above, below and under it (rem, as picture-viewer.module.scss has
 * them: the figure's top, the caption's room, the controls). As a list of media queries, never
 * min(), which WebKit does not read in `sizes`; where the screen is about as wide as the picture
 * either width may be named, and both are at least the drawn one, so the file is never too small.
 */
export function fullSizes({ width, height }: MadeImage): string {
  const aspect = (width / height).toFixed(3);
  const wider = `(min-aspect-ratio: ${width}/${height})`;
  return [
    // A phone on its side: the picture takes the whole screen.
    `(orientation: landscape) and (max-height: 500px) calc(100vh * ${aspect})`,
    `${PHONE} and ${wider} calc((100vh - 18.5rem) * ${aspect})`,
    `${PHONE} calc(100vw - 1rem)`,
    `${wider} calc((100vh - 15.5rem) * ${aspect})`,
    'calc(100vw - 8rem)',
  ].join(', ');
}
