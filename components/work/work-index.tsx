import type { GalleryPicture, SiteContent } from '@/lib/domain/types';
import { GALLERY_PATH } from '@/lib/domain/works';
import { langOfPicture } from '@/lib/domain/locale';
import type { FilterOptions } from '@/lib/domain/work-facets';
import type { TileFacets } from '@/lib/domain/work-filters';
import { PageHeader } from '@/components/frame/page-header';
import { WorkTile } from '@/components/ui/work-tile';
import { ChoiceLinks, type Choice } from './choice-links';
import { WorkFilters } from './work-filters';
import { CATALOGUE } from './work-filters-arrange';
import styles from './work-index.module.scss';

type Work = { picture: GalleryPicture; slug: string };
type Props = {
  works: Work[];
  content: SiteContent;
  /** A page of a choice names itself ('Verfügbare Bilder', a category); the page of all works is 'Alle Bilder'. */
  title?: string;
  /** The pages of a choice, linked for visitors without JavaScript and for search engines. */
  choices?: Choice[];
  /** On the page of all works: each work's facets (in the order of `works`) and what the filters offer. */
  filters?: { facets: TileFacets[]; options: FilterOptions };
};

/** What a tile's list item tells the filters, as data attributes. */
const facetAttributes = (facets: TileFacets | undefined) =>
  facets && {
    'data-reihe': facets.category,
    'data-technik': facets.media.join(' ') || undefined,
    'data-jahr': facets.year,
    'data-groesse': facets.size,
    'data-preis': facets.price,
    'data-verfuegbar': facets.available ? '' : undefined,
  };

/**
 * Works by category, each a link to its own page: the catalogue at a glance, and the way to every
 * work for visitors without JavaScript. Plain markup; on the page of all works a small form
 * (WorkFilters) hides, shows and orders these tiles in place.
 */
export function WorkIndex({ works, content, title = content.gallery.allWorks, choices = [], filters }: Props) {
  const categories: { name: string; lang?: 'de'; works: (Work & { at: number })[] }[] = [];
  works.forEach((work, at) => {
    const { category, categoryIndex } = work.picture;
    (categories[categoryIndex] ??= { name: category, lang: langOfPicture(work.picture, content, 'category'), works: [] }).works.push({ ...work, at });
  });
  return (
    <main id="inhalt" className={styles.page}>
      <PageHeader artist={content.nameWords.join(' ')} back={{ href: `${content.root}${GALLERY_PATH}`, label: content.work.gallery }} home={`${content.root}/`} />
      <h1 className={styles.title}>{title}</h1>
      {choices.length > 0 && <ChoiceLinks choices={choices} label={content.filters.pages} />}
      {filters && <WorkFilters options={filters.options} labels={content.filters} total={works.length} />}
      <div className={styles.catalogue} {...(filters && { [CATALOGUE]: '' })}>
        {filters && <ul className={styles.grid} data-sorted hidden />}
        {categories
          .filter((category) => category !== undefined)
          .map((category, index) => (
            <section key={index} className={styles.category} aria-labelledby={`reihe-${index + 1}`} data-category>
              <h2 id={`reihe-${index + 1}`} className={styles.name} lang={category.lang}>
                {category.name}
              </h2>
              <ul className={styles.grid}>
                {category.works.map(({ picture, slug, at }) => (
                  <li key={slug} {...facetAttributes(filters?.facets[at])}>
                    <WorkTile picture={picture} slug={slug} total={works.length} content={content} place="works" />
                  </li>
                ))}
              </ul>
            </section>
          ))}
      </div>
    </main>
  );
}
