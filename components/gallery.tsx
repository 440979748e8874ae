'use client';

import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useFreshContent } from '@/hooks/use-fresh-content';
import { useIsMobile } from '@/hooks/use-is-mobile';
import { usePrevNextButtons } from '@/hooks/use-prev-next-buttons';
import { flattenPictures, pictureAlt } from '@/lib/gallery';
import type { GalleryCategory, GalleryPicture, SiteContent } from '@/lib/types';
import { CategoryGrid } from './category-grid';
import { PictureModal } from './picture-modal';
import { Thumbnail } from './thumbnail';
import styles from './gallery.module.scss';

type Layout = 'mobile' | 'desktop';
type Props = { categories: GalleryCategory[]; labels: SiteContent['gallery'] };

/**
 * The carousel: on a phone one slide per category (its thumbnails in a grid), wider one slide per
 * picture. Before the width is known (prerendering, hydration) both are in the page and CSS shows
 * the one that fits, so nothing moves when the carousel takes over.
 */
export function Gallery({ categories: prerendered, labels }: Props) {
  const categories = useFreshContent(prerendered, 'gallery');
  const pictures = useMemo(() => flattenPictures(categories), [categories]);
  const isMobile = useIsMobile();
  const [viewportRef, api] = useEmblaCarousel({ align: 'start', containScroll: 'trimSnaps' });
  const { canGoBack, canGoOn, goBack, goOn } = usePrevNextButtons(api);

  // Pictures that have come into view once (SPEC: Picture.show); kept here so a change of layout keeps them.
  const [shown, setShown] = useState<ReadonlySet<number>>(() => new Set());
  const markShown = useCallback(
    (picture: GalleryPicture) => setShown((before) => (before.has(picture.index) ? before : new Set(before).add(picture.index))),
    [],
  );

  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const open = useCallback((picture: GalleryPicture, trigger: HTMLElement) => {
    opener.current = trigger;
    setOpenIndex(picture.index);
  }, []);
  const close = useCallback(() => {
    setOpenIndex(null);
    opener.current?.focus();
  }, []);

  const layouts: Layout[] = isMobile === undefined ? ['mobile', 'desktop'] : [isMobile ? 'mobile' : 'desktop'];
  const openPicture = openIndex === null ? undefined : pictures[openIndex];
  const thumbnail = (picture: GalleryPicture, fit: 'tile' | 'slide') => (
    <Thumbnail
      key={picture.index}
      picture={picture}
      alt={pictureAlt(picture, pictures.length)}
      fit={fit}
      show={shown.has(picture.index)}
      onShow={markShown}
      onOpen={open}
    />
  );

  return (
    <>
      {layouts.map((layout) => (
        <div key={layout} className={`${styles.carousel} ${isMobile === undefined ? styles[layout] : ''}`} data-layout={layout}>
          <div className={styles.viewport} ref={isMobile === undefined ? undefined : viewportRef}>
            <div className={styles.container}>
              {layout === 'mobile'
                ? categories.map((category, categoryIndex) => (
                    <div key={categoryIndex} className={`${styles.slide} ${styles.categorySlide}`}>
                      <CategoryGrid name={category.name}>
                        {pictures.filter((picture) => picture.categoryIndex === categoryIndex).map((picture) => thumbnail(picture, 'tile'))}
                      </CategoryGrid>
                    </div>
                  ))
                : pictures.map((picture) => (
                    <figure key={picture.index} className={`${styles.slide} ${styles.pictureSlide}`}>
                      <div className={styles.frame}>{thumbnail(picture, 'slide')}</div>
                      <figcaption className={styles.caption}>{picture.category}</figcaption>
                    </figure>
                  ))}
            </div>
          </div>
          <div className={styles.controls}>
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
      {openPicture && (
        <PictureModal picture={openPicture} alt={pictureAlt(openPicture, pictures.length)} closeLabel={labels.close} onClose={close} />
      )}
    </>
  );
}
