import { type RefObject, useEffect } from 'react';
import type { UseEmblaCarouselType } from 'embla-carousel-react';
import { usePictureViewer } from '@/components/viewer/use-picture-viewer';
import { ViewerOnDemand } from '@/components/viewer/viewer-on-demand';
import type { GalleryPicture } from '@/lib/domain/types';
import type { Locale } from '@/lib/domain/locale';
import { useReturnFocus } from './use-return-focus';

type Props = {
  pictures: GalleryPicture[];
  total: number;
  /** Whether the viewer's code and words may come: the gallery is near, or the address names a work. */
  wanted: boolean;
  locale: Locale;
  greeting: string;
  email: string;
  base: string;
  /** The carousel's root, whose thumbnail of the last work viewed takes the focus back. */
  root: RefObject<HTMLElement | null>;
  api: UseEmblaCarouselType[1];
  isMobile: boolean | undefined;
  /** Where the carousel's thumbnails find how to open a work. */
  openRef: RefObject<((index: number) => void) | null>;
  /** Draws a phone's category as far as a picture (use-drawn-rows.ts). */
  reach: (picture: GalleryPicture) => void;
};

/**
 * The gallery's viewer and the address it keeps. It follows the address on its own, so opening
 * and moving render the viewer alone, not the carousel's hundreds of thumbnails; closing on a work
 * a phone has not drawn yet draws the rows down to it.
 */
export function GalleryViewer({ pictures, total, wanted, locale, greeting, email, base, root, api, isMobile, openRef, reach }: Props) {
  const viewer = usePictureViewer(pictures, base);
  useReturnFocus(root, viewer.index, pictures, api, isMobile, reach);
  useEffect(() => {
    openRef.current = viewer.open;
  }, [openRef, viewer.open]);
  if (!wanted) return null;
  return (
    <ViewerOnDemand
      locale={locale}
      greeting={greeting}
      pictures={pictures}
      total={total}
      slugs={viewer.slugs}
      index={viewer.index}
      email={email}
      base={base}
      onShow={viewer.show}
      onClose={viewer.close}
      coverRef={viewer.coverRef}
    />
  );
}
