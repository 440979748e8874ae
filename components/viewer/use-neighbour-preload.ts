import { useEffect } from 'react';
import { preload } from 'react-dom';
import { srcSet } from '@/components/ui/responsive-picture';
import { afterNextPaint } from '@/lib/browser/after-paint';
import { assetUrl } from '@/lib/domain/assets';
import { madeImage } from '@/lib/domain/gallery';
import type { GalleryPicture } from '@/lib/domain/types';
import { wrapIndex } from '@/lib/domain/viewer';
import { fullSizes } from './viewer-sizes';

/**
 * The neighbours of the work shown load while it is looked at, so the next one shows at once, in
 * the format and width the viewer will ask for: once the work itself has painted, as each preload's
 * link in the head costs the tap that opened the viewer a restyle.
 */
export function useNeighbourPreload(pictures: GalleryPicture[], index: number | null, total: number) {
  useEffect(() => {
    if (index === null || total < 2) return;
    return afterNextPaint(() => {
      for (const step of [1, -1]) {
        const neighbour = pictures[wrapIndex(index + step, total)];
        if (!neighbour) continue;
        const made = madeImage(neighbour);
        if (made) {
          preload(assetUrl(neighbour.url), {
            as: 'image',
            type: 'image/avif',
            imageSrcSet: srcSet(made.image, 'full', 'avif'),
            imageSizes: fullSizes(made),
          });
        } else {
          preload(assetUrl(neighbour.url), { as: 'image' });
        }
      }
    });
  }, [index, total, pictures]);
}
