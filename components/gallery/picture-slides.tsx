import clsx from 'clsx';
import type { GalleryCategory, GalleryPicture } from '@/lib/domain/types';
import { FIRST_VIEW_PICTURES } from '@/lib/domain/gallery';
import { fill } from '@/lib/labels/fill';
import { Carousel, type CarouselProps, type DrawThumbnail } from './carousel';
import { CategoryJumps } from './category-jumps';
import { AvailabilityDot } from '@/components/ui/availability-dot';
import { useSlidesInView } from './use-slides-in-view';
import styles from './picture-slides.module.scss';
import controlsStyles from './carousel-controls.module.scss';

type Props = CarouselProps & {
  categories: GalleryCategory[];
  pictures: GalleryPicture[];
  /** How many works there are, also before gallery.json brings them all. */
  total: number;
  /** All slides, or only the first pictures (the first view). */
  complete: boolean;
  thumbnail: DrawThumbnail;
};

/** The wider carousel: one slide per picture, a jump to each category, and where it stands ('1–3 von 22'). */
export function PictureSlides({ categories, pictures, total, complete, thumbnail, ...carousel }: Props) {
  const { api, labels } = carousel;
  const inView = useSlidesInView(api);
  const slides = complete ? pictures : pictures.slice(0, FIRST_VIEW_PICTURES);
  const controls = (
    <>
      <CategoryJumps api={api} categories={categories} pictures={pictures} first={inView.first} label={labels.categories} />
      <p className={controlsStyles.position}>{fill(labels.position, { first: inView.first + 1, last: inView.last + 1, total })}</p>
    </>
  );
  return (
    <Carousel {...carousel} layout="desktop" controls={controls}>
      {slides.map((picture) => (
        <div
          key={picture.index}
          className={clsx(styles.slide, picture.index >= FIRST_VIEW_PICTURES && styles.later)}
          role="group"
          aria-roledescription={labels.slide}
          aria-label={fill(labels.pictureSlide, { n: picture.index + 1, total })}
        >
          <div className={styles.frame}>{thumbnail(picture, 'slide', inView.inReach(picture.index))}</div>
          {/* Its link (the thumbnail) says the dot in words. */}
          <p className={styles.caption} lang={picture.german?.includes(picture.title === undefined ? 'category' : 'title') ? 'de' : undefined}>
            {picture.title ?? picture.category}
            <AvailabilityDot status={picture.status} at="end" />
          </p>
        </div>
      ))}
    </Carousel>
  );
}
