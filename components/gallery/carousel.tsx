import type { MouseEvent, ReactNode } from 'react';
import type { UseEmblaCarouselType } from 'embla-carousel-react';
import clsx from 'clsx';
import type { GalleryPicture, SiteContent } from '@/lib/domain/types';
import { CarouselArrows } from './carousel-arrows';
import styles from './carousel.module.scss';
import controlsStyles from './carousel-controls.module.scss';

/** The gallery's labels but the link to all works, which stays on the server. */
export type CarouselLabels = Omit<SiteContent['gallery'], 'allWorks' | 'allWorksLink'>;

/** What both layouts take from the gallery: Embla's viewport and api, and the labels. */
export type CarouselProps = {
  /** Before the width is known both layouts are in the page, CSS shows the one that fits, and Embla waits. */
  prerendering: boolean;
  viewportRef: UseEmblaCarouselType[0];
  api: UseEmblaCarouselType[1];
  labels: CarouselLabels;
};

/** A picture's thumbnail as the gallery draws it, in a square of the phone's grid or on a slide, and whether Tab reaches it. */
export type DrawThumbnail = (picture: GalleryPicture, fit: 'tile' | 'slide', tabbable: boolean) => ReactNode;

type Props = CarouselProps & {
  layout: 'mobile' | 'desktop';
  containerClassName?: string;
  /** The layout's own controls, before the arrows. */
  controls: ReactNode;
  /** Told of each click within the controls, the arrows' too, after the control has done its own work. */
  onControlClick?: (event: MouseEvent<HTMLElement>) => void;
  children: ReactNode;
};

/** The carousel around a layout's slides: its viewport, and its controls with the arrows. */
export function Carousel({ prerendering, viewportRef, api, labels, layout, containerClassName, controls, onControlClick, children }: Props) {
  return (
    <div
      className={prerendering ? styles[layout] : undefined}
      data-layout={layout}
      // A group, not a region: the section around it is already the landmark named 'Bilder'.
      role="group"
      aria-roledescription={labels.carousel}
      aria-label={labels.heading}
    >
      <div className={styles.viewport} ref={prerendering ? undefined : viewportRef}>
        <div className={clsx(styles.container, containerClassName)}>{children}</div>
      </div>
      <div className={controlsStyles.controls} onClick={onControlClick}>
        {controls}
        <CarouselArrows api={api} labels={labels} />
      </div>
    </div>
  );
}
