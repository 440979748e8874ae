'use client';

import { assetUrl } from '@/lib/assets';
import { flattenPictures, pictureAlt } from '@/lib/gallery';
import type { GalleryCategory } from '@/lib/types';
import { CategoryGrid } from './category-grid';
import styles from './gallery-fallback.module.scss';

/**
 * The gallery when its carousel cannot start: every category's thumbnails, each a link to the full
 * picture. A client piece, so React's payload names it with the carousel's own list instead of
 * carrying its markup a second time.
 */
export function GalleryFallback({ categories }: { categories: GalleryCategory[] }) {
  const pictures = flattenPictures(categories);
  return (
    <div className={styles.fallback}>
      {categories.map((category, categoryIndex) => (
        <div key={categoryIndex} className={styles.category}>
          <CategoryGrid name={category.name}>
            {pictures
              .filter((picture) => picture.categoryIndex === categoryIndex)
              .map((picture) => (
                <a key={picture.index} href={assetUrl(picture.url)} className={styles.link}>
                  <img src={assetUrl(picture.thumb)} alt={pictureAlt(picture, pictures.length)} loading="lazy" />
                </a>
              ))}
          </CategoryGrid>
        </div>
      ))}
    </div>
  );
}
