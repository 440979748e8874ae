import { assetUrl } from '@/lib/domain/assets';
import { madeImage, pictureAlt } from '@/lib/domain/gallery';
import type { GalleryPicture, SiteContent } from '@/lib/domain/types';
import { GALLERY_PATH, workHref } from '@/lib/domain/works';
import { langOfPicture } from '@/lib/domain/locale';
import { WorkIndexPicture } from './work-index-picture';
import { PageHeader } from '@/components/frame/page-header';
import { AvailabilityDot } from '@/components/ui/availability-dot';
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
            {category.works.map(({ picture, slug }) => {
              const made = madeImage(picture);
              return (
                <li key={slug}>
                  {/* The title names the link; the picture beside it adds nothing a screen reader should repeat. */}
                  <a href={workHref(slug, undefined, content.root)} className={styles.work}>
                    {made ? (
                      // No frame around the picture's own: a page of hundreds would carry hundreds of them.
                      <WorkIndexPicture className={styles.frame} image={made.image} width={made.width} height={made.height} />
                    ) : (
                      <span className={styles.frame}>
                        <img className={styles.plain} src={assetUrl(picture.thumb)} alt="" loading="lazy" />
                      </span>
                    )}
                    <span className={styles.caption}>
                      <span lang={langOfPicture(picture, content)}>{picture.title ?? pictureAlt(picture, works.length)}</span>
                      <AvailabilityDot status={picture.status} at="end" words={content.gallery.spokenFor} />
                    </span>
                  </a>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </main>
  );
}
