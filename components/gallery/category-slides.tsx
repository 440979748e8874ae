import { langOfCategory } from '@/lib/domain/locale';
import type { GalleryCategory, GalleryPicture } from '@/lib/domain/types';
import { fill } from '@/lib/labels/fill';
import { Carousel, type CarouselProps, type DrawThumbnail } from './carousel';
import { CategoryDots } from './category-dots';
import { CategoryGrid } from './category-grid';
import { useShowCategoryStart } from './use-show-category-start';
import { useDrawnEdge, type DrawnRows } from './use-drawn-rows';
import { useSelectedSnap } from './use-selected-snap';
import { useSlidesInView } from './use-slides-in-view';
import styles from './category-slides.module.scss';

type Props = CarouselProps & {
  categories: GalleryCategory[];
  pictures: GalleryPicture[];
  /** All slides, or only the first category (the first view). */
  complete: boolean;
  thumbnail: DrawThumbnail;
  /** How deep each category is drawn, from its first row. */
  rows: DrawnRows;
};

/** The phone's carousel: one slide per category, its thumbnails in a grid, and a dot for each. */
export function CategorySlides({ categories, pictures, complete, thumbnail, rows, ...carousel }: Props) {
  const { api, labels } = carousel;
  const slides = complete ? categories : categories.slice(0, 1);
  const inView = useSlidesInView(api);
  // The rows of the category the carousel stands at, or goes to, are drawn as they come near.
  // Later than the tap: every category's grid renders again when it changes.
  const shown = useSelectedSnap(api, { later: true });
  const edgeRef = useDrawnEdge(shown, rows);
  const showStart = useShowCategoryStart(api);
  return (
    <Carousel
      {...carousel}
      layout="mobile"
      containerClassName={styles.container}
      controls={<CategoryDots api={api} labels={labels} />}
      onControlClick={showStart}
    >
      {slides.map((category, categoryIndex) => {
        const depth = rows.depthOf(categoryIndex);
        return (
          <div
            key={categoryIndex}
            className={styles.slide}
            role="group"
            aria-roledescription={labels.slide}
            aria-label={fill(labels.categorySlide, { name: category.name, n: categoryIndex + 1, total: categories.length })}
            // A thumbnail's link names its picture (thumbnail.tsx).
            onFocus={(event) => rows.focused(Number(event.target.getAttribute('data-picture') ?? Number.NaN))}
          >
            <CategoryGrid
              name={category.name}
              lang={langOfCategory(category)}
              edge={categoryIndex === shown ? { position: depth, ref: edgeRef } : undefined}
            >
              {pictures
                .filter((picture) => picture.categoryIndex === categoryIndex)
                .map((picture, position) => (position < depth ? thumbnail(picture, 'tile', inView.inReach(categoryIndex)) : null))}
            </CategoryGrid>
          </div>
        );
      })}
    </Carousel>
  );
}
