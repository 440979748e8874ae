import { langOfCategory } from '@/lib/domain/locale';
import type { UseEmblaCarouselType } from 'embla-carousel-react';
import type { GalleryCategory, GalleryPicture } from '@/lib/domain/types';
import styles from './carousel-controls.module.scss';
import { useCategoryJump } from './use-category-jump';

type Props = {
  api: UseEmblaCarouselType[1];
  categories: GalleryCategory[];
  pictures: GalleryPicture[];
  /** The first picture in view: its category is the current one. */
  first: number;
  label: string;
};

/** A jump to each category's first picture, the one in view marked: calm at 22 pictures and at 300. */
export function CategoryJumps({ api, categories, pictures, first, label }: Props) {
  const current = pictures[first]?.categoryIndex ?? 0;
  const jump = useCategoryJump(api, pictures);
  return (
    <div className={styles.jumps} role="group" aria-label={label}>
      {categories.map((category, categoryIndex) => (
        <button
          key={categoryIndex}
          type="button"
          className={styles.jump}
          onClick={() => jump(categoryIndex)}
          aria-current={categoryIndex === current ? 'true' : undefined}
          lang={langOfCategory(category)}
        >
          {category.name}
        </button>
      ))}
    </div>
  );
}
