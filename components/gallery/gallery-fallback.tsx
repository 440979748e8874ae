'use client';

import { langOfAlt, langOfCategory } from '@/lib/domain/locale';
import { assetUrl } from '@/lib/domain/assets';
import { workHref, workSlugs } from '@/lib/domain/works';
import { BASE_PATH } from '@/config/site';
import { flattenPictures, fromSeed, pictureAlt, seedTotal, type SeedCategory } from '@/lib/domain/gallery';
import { CategoryGrid } from './category-grid';
import styles from './gallery-fallback.module.scss';

/**
 * The gallery when its carousel cannot start: the thumbnails the page carries (its first view), each
 * a link to the work's page; the link to all works stays below it. A client piece, so React's
 * payload names it with the carousel's own list instead of carrying its markup a second time.
 */
export function GalleryFallback({ categories: seed, base = BASE_PATH }: { categories: SeedCategory[]; base?: string }) {
  const categories = fromSeed(seed);
  const pictures = flattenPictures(categories);
  const slugs = workSlugs(pictures);
  const total = seedTotal(seed);
  return (
    <div className={styles.fallback}>
      {categories.map((category, categoryIndex) =>
        category.pictures.length === 0 ? null : (
        <div key={categoryIndex} className={styles.category}>
          <CategoryGrid name={category.name} lang={langOfCategory(category)}>
            {pictures
              .filter((picture) => picture.categoryIndex === categoryIndex)
              .map((picture) => (
                <a key={picture.index} href={workHref(slugs[picture.index]!, base)} className={styles.link}>
                  <img src={assetUrl(picture.thumb)} alt={pictureAlt(picture, total)} lang={langOfAlt(picture)} loading="lazy" />
                </a>
              ))}
          </CategoryGrid>
        </div>
        ),
      )}
    </div>
  );
}
