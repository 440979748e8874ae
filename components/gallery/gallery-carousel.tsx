'use client';

import AutoHeight from 'embla-carousel-auto-height';
import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useIsMobile } from './use-is-mobile';
import { useNear } from '@/hooks/use-near';
import { useAddressNamesWork } from '@/components/viewer/use-picture-viewer';
import { useCompleteSlides } from './use-complete-slides';
import { dragWatcher } from './drag-watcher';
import { useDrawnPictures } from './use-drawn-pictures';
import { useDrawnRows } from './use-drawn-rows';
import { useGalleryWorks } from './use-gallery-works';
import { useShownPictures } from './use-shown-pictures';
import { pictureAlt, type SeedCategory } from '@/lib/domain/gallery';
import type { GalleryPicture } from '@/lib/domain/types';
import type { Locale } from '@/lib/domain/locale';
import { workHref, workSlugs } from '@/lib/domain/works';
import { BASE_PATH } from '@/config/site';
import type { CarouselLabels, DrawThumbnail } from './carousel';
import { CategorySlides } from './category-slides';
import { GalleryViewer } from './gallery-viewer';
import { PictureSlides } from './picture-slides';
import { Thumbnail } from './thumbnail';

type Props = {
  categories: SeedCategory[];
  labels: CarouselLabels;
  /** The page's language, which the viewer's words are in, and her greeting, which opens an inquiry. */
  locale: Locale;
  greeting: string;
  email: string;
  /** What the works' addresses begin with: the base path, and '/en' on the English page. */
  base?: string;
  /** The gallery's file in the page's language, where it is not German: 'assets/en/gallery.json'. */
  file?: string;
};

/**
 * The carousel: on a phone one slide per category (its thumbnails in a grid), wider one slide per
 * picture. Before the width is known (prerendering, hydration) both are in the page and CSS shows
 * the one that fits, so nothing moves when the carousel takes over.
 */
export function GalleryCarousel({ categories: seed, labels, locale, greeting, email, base = BASE_PATH, file }: Props) {
  const { ref: nearRef, near } = useNear();
  // An old shared '/#bild-…' address can name a work beyond the first view before the gallery is near.
  const namesWork = useAddressNamesWork(base, near);
  const wanted = near || namesWork;
  const { categories, pictures, total, whole } = useGalleryWorks(seed, wanted, file);
  const isMobile = useIsMobile();
  const prerendering = isMobile === undefined;
  // On a phone each category is one slide: the carousel takes the height of the one it shows.
  const plugins = useMemo(() => (isMobile ? [AutoHeight()] : []), [isMobile]);
  const [watchDrag] = useState(dragWatcher);
  // Tab reaches only the slides in view (useSlidesInView), so focusing one need not move the carousel.
  const [viewportRef, api] = useEmblaCarousel({ align: 'start', containScroll: 'trimSnaps', inViewThreshold: 0.5, watchFocus: false, watchDrag }, plugins);
  const slugs = useMemo(() => workSlugs(pictures), [pictures]);
  const shown = useShownPictures();
  const root = useRef<HTMLDivElement | null>(null);
  const rootRef = useCallback(
    (node: HTMLDivElement | null) => {
      root.current = node;
      nearRef(node);
    },
    [nearRef],
  );
  // Each layout shows its first view (toSeed in lib/domain/gallery.ts says why) until the rest may come.
  const complete = useCompleteSlides(!prerendering && wanted && whole);

  // The viewer (./gallery-viewer.tsx) puts its opener here; the thumbnails keep one stable callback.
  const openRef = useRef<((index: number) => void) | null>(null);
  const openPicture = useCallback((picture: GalleryPicture) => openRef.current?.(picture.index), []);
  // A slide far from where the carousel stands keeps its place, without its thumbnail.
  const drawn = useDrawnPictures(api, pictures, isMobile);
  const rows = useDrawnRows(pictures);
  const thumbnail: DrawThumbnail = (picture, fit, tabbable) =>
    drawn(picture.index) ? (
      <Thumbnail
        key={picture.index}
        picture={picture}
        href={workHref(slugs[picture.index]!, base)}
        alt={pictureAlt(picture, total)}
        spokenFor={labels.spokenFor}
        fit={fit}
        tabbable={tabbable}
        shown={shown}
        onOpen={openPicture}
      />
    ) : null;
  const carousel = { prerendering, viewportRef, api, labels, categories, pictures, complete, thumbnail };

  return (
    <div ref={rootRef}>
      {isMobile !== false && <CategorySlides {...carousel} rows={rows} />}
      {isMobile !== true && <PictureSlides {...carousel} total={total} />}
      <GalleryViewer
        pictures={pictures}
        total={total}
        wanted={wanted}
        locale={locale}
        greeting={greeting}
        email={email}
        base={base}
        root={root}
        api={api}
        isMobile={isMobile}
        openRef={openRef}
        reach={rows.reach}
      />
    </div>
  );
}
