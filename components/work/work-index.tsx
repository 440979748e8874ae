import type { GalleryPicture, SiteContent } from '@/lib/domain/types';
import { GALLERY_PATH } from '@/lib/domain/works';
import { langOfPicture } from '@/lib/domain/locale';
import { PageHeader } from '@/components/frame/page-header';
import { WorkTile } from '@/components/ui/work-tile';
import styles from './work-index.module.scss';

type Work = { picture: GalleryPicture; slug: string };
type Props = { works: Work[]; content: SiteContent };

/**
 * Every work on one page, by category, each a link to its own page: the catalogue at a glance, and
 * the way to every work for visitors without JavaScript. Plain markup; its pictures' one small
 * client piece only keeps the page's payload light.
 */
export function WorkIndex({ works, content }: Props) {
  const categories: { name: string; lang?: 'de'; works: Work[] }[] = [];
  for (const work of works) {
    const { category, categoryIndex } = work.picture;
    (categories[categoryIndex] ??= { name: category, lang: langOfPicture(work.picture, content, 'category'), works: [] }).works.push(work);
  }
  return (
    <main id="inhalt" className={styles.page}>
      <PageHeader artist={content.nameWords.join(' ')} back={{ href: `${content.root}${GALLERY_PATH}`, label: content.work.gallery }} home={`${content.root}/`} />
      <h1 className={styles.title}>{content.gallery.allWorks}</h1>
      {categories.map((category, categoryIndex) => (
        <section key={categoryIndex} className={styles.category} aria-labelledby={`reihe-${categoryIndex + 1}`}>
          <h2 id={`reihe-${categoryIndex + 1}`} className={styles.name} lang={category.lang}>
            {category.name}
          </h2>
          <ul className={styles.grid}>
            {category.works.map(({ picture, slug }) => (
              <li key={slug}>
                <WorkTile picture={picture} slug={slug} total={works.length} content={content} place="works" />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </main>
  );
}
