'use client';

import { Activity, type ComponentProps, lazy } from 'react';
import { NEAR_MARGIN } from '@/hooks/use-near';
import { whenHashStartsWith, whenNear } from '@/lib/browser/when-near';
import { PICTURE_HASH_PREFIX } from '@/lib/domain/viewer';
import type { GalleryCarousel as Carousel } from './gallery-carousel';
// The prerendered carousel is drawn by the page's first stylesheet, though its code comes later.
import './carousel.module.scss';
import './carousel-controls.module.scss';
import './category-slides.module.scss';
import './picture-slides.module.scss';

/** The gallery's section, which the home page gives this id. */
const SECTION_ID = 'gallery';

/** In the browser, when the carousel is wanted: as its section comes near, or when the address names a work. */
const wanted = () =>
  typeof window === 'undefined'
    ? Promise.resolve()
    : Promise.race([whenNear(document.getElementById(SECTION_ID), NEAR_MARGIN), whenHashStartsWith(PICTURE_HASH_PREFIX)]);

// The carousel's code (Embla and the gallery's hooks, about 11 KB) is not among the page's first
// scripts. The build prerenders the carousel; in the browser React leaves that markup as it is (its
// thumbnails are links to the works' pages) until the code is wanted, and then hydrates it.
const LazyCarousel = lazy(() => wanted().then(() => import('./gallery-carousel')).then((module) => ({ default: module.GalleryCarousel })));

// The build renders the carousel at once, so the page carries it in place, also for visitors without
// scripts. Next compiles `typeof window` to a constant, so the browser's bundle drops this branch.
const PrerenderedCarousel: typeof Carousel | undefined =
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a synchronous import the browser's bundle drops
  typeof window === 'undefined' ? (require('./gallery-carousel') as typeof import('./gallery-carousel')).GalleryCarousel : undefined;

/**
 * The gallery's carousel, started when the visitor comes near it (./gallery-carousel.tsx). An
 * Activity, not a Suspense boundary: React hydrates it on its own as well, but the server writes it
 * in place, where a long page's Suspense boundary is sent later and moved in by a script.
 */
export function Gallery(props: ComponentProps<typeof Carousel>) {
  const GalleryCarousel = PrerenderedCarousel ?? LazyCarousel;
  return (
    <Activity mode="visible">
      <GalleryCarousel {...props} />
    </Activity>
  );
}
