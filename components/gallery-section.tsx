import type { GalleryCategory, SiteContent } from '@/lib/types';
import { Gallery } from './gallery';
import { GalleryFallback } from './gallery-fallback';
import { IslandBoundary } from './island-boundary';
import styles from './gallery-section.module.scss';

type Props = { categories: GalleryCategory[]; content: SiteContent };

/**
 * What the page itself carries of each picture: what its first view and a visitor without JavaScript
 * need. The blurred placeholders and content hashes come with gallery.json, which the carousel
 * fetches after load anyway, so a catalogue of hundreds does not weigh on the first HTML.
 */
function firstViewOf(categories: GalleryCategory[]): GalleryCategory[] {
  return categories.map((category) => ({
    ...category,
    pictures: category.pictures.map(({ placeholder, hash, ...firstView }) => firstView),
  }));
}

export function GallerySection({ categories, content }: Props) {
  const labels = content.gallery;
  // One list for both: React's payload then carries it once.
  const seed = firstViewOf(categories);
  return (
    <section id="gallery" className={styles.section} aria-labelledby="gallery-heading" tabIndex={-1}>
      <h2 id="gallery-heading" className={styles.heading}>
        {labels.heading}
      </h2>
      <IslandBoundary name="gallery" fallback={<GalleryFallback categories={seed} />}>
        <Gallery categories={seed} labels={labels} viewerLabels={content.viewer} workLabels={content.work} email={content.email} />
      </IslandBoundary>
    </section>
  );
}
