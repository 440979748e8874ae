import { seedTotal, toSeed } from '@/lib/domain/gallery';
import type { GalleryCategory, SiteContent } from '@/lib/domain/types';
import { fill } from '@/lib/labels/fill';
import { BASE_PATH } from '@/config/site';
import { WORKS_PATH } from '@/lib/domain/works';
import { Gallery } from './gallery';
import { GALLERY_FILE, translatedFile } from '@/lib/domain/assets';
import { GalleryFallback } from './gallery-fallback';
import { IslandBoundary } from '@/components/ui/island-boundary';
import styles from './gallery-section.module.scss';

type Props = { categories: GalleryCategory[]; content: SiteContent };

export function GallerySection({ categories, content }: Props) {
  // The carousel is a client component: its props go into the page's payload, so only what it reads.
  const { allWorks, allWorksLink, ...labels } = content.gallery;
  // One list for both: React's payload then carries it once.
  const seed = toSeed(categories);
  // On a page in another language the works' addresses carry its root ('/en'); the German page's payload stays as it was.
  const base = content.root ? { base: `${BASE_PATH}${content.root}` } : {};
  const file = content.root ? { file: translatedFile(GALLERY_FILE, content.locale) } : {};
  return (
    <section id="gallery" className={styles.section} aria-labelledby="gallery-heading" tabIndex={-1}>
      <h2 id="gallery-heading" className={styles.heading}>
        {labels.heading}
      </h2>
      <IslandBoundary name="gallery" fallback={<GalleryFallback categories={seed} {...base} />}>
        <Gallery categories={seed} labels={labels} locale={content.locale} greeting={content.inquiryGreeting} email={content.email} {...base} {...file} />
      </IslandBoundary>
      <p className={styles.allWorks}>
        <a href={`${BASE_PATH}${content.root}${WORKS_PATH}`}>{fill(allWorksLink, { total: seedTotal(seed) })}</a>
      </p>
    </section>
  );
}
