'use client';

import { assetUrl } from '@/lib/assets';
import { pictureSlugs } from '@/lib/viewer';
import { workHref } from '@/lib/works';
import { flattenPictures, fromSeed, pictureAlt, type SeedCategory } from '@/lib/gallery';
import { CategoryGrid } from './category-grid';
import styles from './gallery-fallback.module.scss';

/**
 * The gallery when its carousel cannot start: every category's thumbnails, each a link to the
 * work's page. A client piece, so React's payload names it with the carousel's own list instead of
 * carrying its markup a second time.
 */
export function GalleryFallback({ categories: seed }: { categories: SeedCategory[] }) {
  const categories = fromSeed(seed);
  const pictures = flattenPictures(categories);
  const slugs = pictureSlugs(pictures);
  return (
    <div className={styles.fallback}>
      {categories.map((category, categoryIndex) => (
        <div key={categoryIndex} className={styles.category}>
          <CategoryGrid name={category.name}>
            {pictures
              .filter((picture) => picture.categoryIndex === categoryIndex)
              .map((picture) => (
                <a key={picture.index} href={workHref(slugs[picture.index]!)} className={styles.link}>
                  <img src={assetUrl(picture.thumb)} alt={pictureAlt(picture, pictures.length)} loading="lazy" />
                </a>
              ))}
          </CategoryGrid>
        </div>
      ))}
    </div>
  );
}
