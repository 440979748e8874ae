import type { GalleryCategory, SiteContent } from '@/lib/types';
import { Gallery } from './gallery';
import { GalleryFallback } from './gallery-fallback';
import { IslandBoundary } from './island-boundary';
import styles from './gallery-section.module.scss';

type Props = { categories: GalleryCategory[]; labels: SiteContent['gallery']; viewerLabels: SiteContent['viewer'] };

export function GallerySection({ categories, labels, viewerLabels }: Props) {
  return (
    <section id="gallery" className={styles.section} aria-labelledby="gallery-heading" tabIndex={-1}>
      <h2 id="gallery-heading" className={styles.heading}>
        {labels.heading}
      </h2>
      <IslandBoundary name="gallery" fallback={<GalleryFallback categories={categories} />}>
        <Gallery categories={categories} labels={labels} viewerLabels={viewerLabels} />
      </IslandBoundary>
    </section>
  );
}
