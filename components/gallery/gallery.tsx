'use client';

import AutoHeight from 'embla-carousel-auto-height';
import useEmblaCarousel from 'embla-carousel-react';
import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useDotButtons } from './use-dot-buttons';
import { useFreshContent } from '@/hooks/use-fresh-content';
import { useIsMobile } from './use-is-mobile';
import { useNear } from '@/hooks/use-near';
import { usePictureViewer, useWorkAddress } from '@/components/viewer/use-picture-viewer';
import { usePrevNextButtons } from './use-prev-next-buttons';
import { useSlidesInView } from './use-slides-in-view';
import { FIRST_VIEW_PICTURES, flattenPictures, fromSeed, isWholeSeed, pictureAlt, seedTotal, type SeedCategory } from '@/lib/domain/gallery';
import { prefersReducedMotion } from '@/lib/browser/scroll';
import type { GalleryPicture, SiteContent } from '@/lib/domain/types';
import { fill } from '@/lib/domain/viewer';
import { workHref } from '@/lib/domain/works';
import { CategoryGrid } from './category-grid';
import { PictureViewer } from '@/components/viewer/picture-viewer';
import { Thumbnail } from './thumbnail';
import styles from './gallery.module.scss';

type Layout = 'mobile' | 'desktop';

type Props = {
  categories: SeedCategory[];
  labels: SiteContent['gallery'];
  viewerLabels: SiteContent['viewer'];
  workLabels: SiteContent['work'];
  email: string;
};

/**
 * The carousel: on a phone one slide per category (its thumbnails in a grid), wider one slide per
 * picture. Before the width is known (prerendering, hydration) both are in the page and CSS shows
 * the one that fits, so nothing moves when the carousel takes over.
 */
export function Gallery({ categories: seed, labels, viewerLabels, workLabels, email }: Props) {
  const prerendered = useMemo(() => fromSeed(seed), [seed]);
  const { ref: nearRef, near } = useNear();
  // An old shared '/#bild-…' address can name a work beyond the first view before the gallery is near.
  const { namesWork } = useWorkAddress();
  const categories = useFreshContent(prerendered, 'gallery', near || namesWork);
  // The page carries the first view; the rest of the works come with gallery.json.
  const whole = categories !== prerendered || isWholeSeed(seed);
  const pictures = useMemo(() => flattenPictures(categories), [categories]);
  const total = whole ? pictures.length : seedTotal(seed);
  const isMobile = useIsMobile();
  // On a phone each category is one slide: the carousel takes the height of the one it shows.
  const plugins = useMemo(() => (isMobile ? [AutoHeight()] : []), [isMobile]);
  const [viewportRef, api] = useEmblaCarousel({ align: 'start', containScroll: 'trimSnaps', inViewThreshold: 0.5 }, plugins);
  const { canGoBack, canGoOn, goBack, goOn } = usePrevNextButtons(api);
  const { stops, current, goTo } = useDotButtons(api);
  const inView = useSlidesInView(api);
  const firstOfCategory = useMemo(() => categories.map((_, categoryIndex) => pictures.findIndex((picture) => picture.categoryIndex === categoryIndex)), [categories, pictures]);
  const currentCategory = pictures[inView.first]?.categoryIndex ?? 0;
  const viewer = usePictureViewer(pictures);
  const root = useRef<HTMLDivElement | null>(null);
  const rootRef = useCallback(
    (node: HTMLDivElement | null) => {
      root.current = node;
      nearRef(node);
    },
    [nearRef],
  );

  // Pictures that have come into view once (SPEC: Picture.show); kept here so a change of layout keeps them.
  const [shown, setShown] = useState<ReadonlySet<number>>(() => new Set());
  const markShown = useCallback(
    (picture: GalleryPicture) => setShown((before) => (before.has(picture.index) ? before : new Set(before).add(picture.index))),
    [],
  );

  // When the viewer closes (by any way, Back included), the carousel moves to the last picture
  // viewed and its thumbnail gets the focus.
  const lastViewed = useRef<number | null>(null);
  useEffect(() => {
    if (viewer.index !== null) {
      lastViewed.current = viewer.index;
      return;
    }
    const index = lastViewed.current;
    lastViewed.current = null;
    if (index === null) return;
    const picture = pictures[index];
    if (picture) api?.scrollTo(isMobile ? picture.categoryIndex : picture.index, prefersReducedMotion());
    root.current?.querySelector<HTMLElement>(`[data-picture="${index}"]`)?.focus();
  }, [viewer.index, pictures, api, isMobile]);

  const openPicture = useCallback((picture: GalleryPicture) => viewer.open(picture.index), [viewer]);

  const layouts: Layout[] = isMobile === undefined ? ['mobile', 'desktop'] : [isMobile ? 'mobile' : 'desktop'];
  // Before the width is known (the prerendered page, hydration) each layout carries its first view
  // only: the first category on a phone, the first pictures wider. The rest comes with gallery.json,
  // and without JavaScript every work is on the page of all works, linked below the carousel. So the
  // page's weight does not grow with the catalogue.
  const prerendering = isMobile === undefined;
  // The rest of the slides come once the width is known, the visitor nears the gallery (or opens a
  // work from an old address) and gallery.json has arrived, in a transition: React renders them in
  // slices between which the phone stays responsive, and a visitor still reading the landing pays
  // nothing for them.
  const wanted = near || viewer.index !== null;
  const [complete, setComplete] = useState(false);
  useEffect(() => {
    if (!prerendering && wanted && whole) startTransition(() => setComplete(true));
  }, [prerendering, wanted, whole]);
  const slideCategories = complete ? categories : categories.slice(0, 1);
  const slidePictures = complete ? pictures : pictures.slice(0, FIRST_VIEW_PICTURES);
  const thumbnail = (picture: GalleryPicture, fit: 'tile' | 'slide') => (
    <Thumbnail
      key={picture.index}
      picture={picture}
      href={workHref(viewer.slugs[picture.index]!)}
      alt={pictureAlt(picture, total)}
      fit={fit}
      show={shown.has(picture.index)}
      onShow={markShown}
      onOpen={openPicture}
    />
  );

  return (
    <div ref={rootRef}>
      {layouts.map((layout) => (
        <div
          key={layout}
          className={`${styles.carousel} ${isMobile === undefined ? styles[layout] : ''}`}
          data-layout={layout}
          // A group, not a region: the section around it is already the landmark named 'Bilder'.
          role="group"
          aria-roledescription={labels.carousel}
          aria-label={labels.heading}
        >
          <div className={styles.viewport} ref={isMobile === undefined ? undefined : viewportRef}>
            <div className={`${styles.container} ${layout === 'mobile' ? styles.categoryContainer : ''}`}>
              {layout === 'mobile'
                ? slideCategories.map((category, categoryIndex) => (
                    <div
                      key={categoryIndex}
                      className={`${styles.slide} ${styles.categorySlide}`}
                      role="group"
                      aria-roledescription={labels.slide}
                      aria-label={fill(labels.categorySlide, { name: category.name, n: categoryIndex + 1, total: categories.length })}
                    >
                      <CategoryGrid name={category.name}>
                        {pictures.filter((picture) => picture.categoryIndex === categoryIndex).map((picture) => thumbnail(picture, 'tile'))}
                      </CategoryGrid>
                    </div>
                  ))
                : slidePictures.map((picture) => (
                    <div
                      key={picture.index}
                      className={`${styles.slide} ${styles.pictureSlide}`}
                      role="group"
                      aria-roledescription={labels.slide}
                      aria-label={fill(labels.pictureSlide, { n: picture.index + 1, total })}
                    >
                      <div className={styles.frame}>{thumbnail(picture, 'slide')}</div>
                      <p className={styles.caption}>{picture.title ?? picture.category}</p>
                    </div>
                  ))}
            </div>
          </div>
          <div className={styles.controls}>
            {layout === 'mobile' ? (
              // One dot per category: as many as there are categories, however many pictures.
              <div className={styles.dots}>
                {stops.map((stop) => (
                  <button
                    key={stop}
                    type="button"
                    className={styles.dot}
                    onClick={() => goTo(stop)}
                    aria-label={fill(labels.goToSlide, { n: stop + 1 })}
                    aria-current={stop === current ? 'true' : undefined}
                  />
                ))}
              </div>
            ) : (
              // A jump to each category and where the carousel stands: calm at 22 pictures and at 300.
              <>
                <div className={styles.categories} role="group" aria-label={labels.categories}>
                  {categories.map((category, categoryIndex) => (
                    <button
                      key={categoryIndex}
                      type="button"
                      className={styles.category}
                      onClick={() => goTo(Math.max(0, firstOfCategory[categoryIndex] ?? 0))}
                      aria-current={categoryIndex === currentCategory ? 'true' : undefined}
                    >
                      {category.name}
                    </button>
                  ))}
                </div>
                <p className={styles.position}>
                  {fill(labels.position, { first: inView.first + 1, last: inView.last + 1, total })}
                </p>
              </>
            )}
            <button type="button" className={styles.arrow} onClick={goBack} disabled={!canGoBack} aria-label={labels.previous}>
              <svg viewBox="0 0 24 24" aria-hidden="true">
                <path d="M15 4l-8 8 8 8" />
              </svg>
            </button>
            <button type="button" className={styles.arrow} onClick={goOn} disabled={!canGoOn} aria-label={labels.next}>
              <svg viewBox="0 0 24 24" aria-hidden="true">
                <path d="M9 4l8 8-8 8" />
              </svg>
            </button>
          </div>
        </div>
      ))}
      <PictureViewer
        pictures={pictures}
        total={total}
        slugs={viewer.slugs}
        index={viewer.index}
        labels={viewerLabels}
        workLabels={workLabels}
        email={email}
        onShow={viewer.show}
        onClose={viewer.close}
      />
    </div>
  );
}
