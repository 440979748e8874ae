import { PageHeader } from '@/components/frame/page-header';
import { WorkTile } from '@/components/ui/work-tile';
import { formatOpening, formatRun } from '@/lib/domain/dates';
import { langOfExhibition, type Locale } from '@/lib/domain/locale';
import { EXHIBITIONS_ANCHOR, exhibitionName, exhibitionYear } from '@/lib/domain/exhibitions';
import type { Exhibition, GalleryPicture, SiteContent } from '@/lib/domain/types';
import styles from './exhibition-page.module.scss';

/** A work an exhibition shows, with its page. */
export type ShownWork = { picture: GalleryPicture; slug: string };

/** Its days in German, or its year where it has none. */
export const exhibitionDates = (exhibition: Exhibition, locale: Locale = 'de') => (exhibition.from ? formatRun(exhibition.from, exhibition.to, locale) : String(exhibitionYear(exhibition)));

type Props = {
  /** The exhibition, with its words still in German on a page in another language (`german`). */
  exhibition: Exhibition & { german?: string[] };
  works: ShownWork[];
  /** How many works the gallery has (for a work's description where it has none). */
  total: number;
  content: SiteContent;
  /** The exhibition's calendar file, where it is still to come. */
  calendar?: string;
  /** Beside it, the calendar of all shows on or to come, to subscribe to (webcal://). */
  subscribe?: string;
};

function Facts({ exhibition, labels }: { exhibition: Exhibition; labels: SiteContent['exhibitions'] }) {
  const { opening, venue, address, url } = exhibition;
  return (
    <dl className={styles.facts}>
      <div className={styles.fact}>
        <dt>{labels.dates}</dt>
        <dd>{exhibitionDates(exhibition, labels.locale)}</dd>
      </div>
      {opening && (
        <div className={styles.fact}>
          <dt>{labels.opening}</dt>
          <dd>
            <time dateTime={opening}>{formatOpening(opening, labels.openingTime, labels.locale)}</time>
          </dd>
        </div>
      )}
      {(venue || address || url) && (
        <div className={styles.fact}>
          <dt>{labels.venue}</dt>
          <dd>
            {venue && <span className={styles.venue}>{venue}</span>}
            {address && <span>{address}</span>}
            {url && (
              <a href={url} className={styles.link}>
                {labels.website}
              </a>
            )}
          </dd>
        </div>
      )}
    </dl>
  );
}

/** The works an exhibition shows, as pictures leading to their pages. */
function Works({ works, total, heading, content }: { works: ShownWork[]; total: number; heading: string; content: SiteContent }) {
  return (
    <section className={styles.works} aria-labelledby="exhibition-works">
      <h2 id="exhibition-works" className={styles.worksHeading}>
        {heading}
      </h2>
      <ul className={styles.grid}>
        {works.map(({ picture, slug }) => (
          <li key={slug}>
            <WorkTile picture={picture} slug={slug} total={total} content={content} place="exhibition" />
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * An exhibition's own page: its kind, title and days, the opening, the place with its address and
 * link, the text, and the works it shows, each leading to its page. Without JavaScript, complete.
 */
export function ExhibitionPage({ exhibition, works, total, content, calendar, subscribe }: Props) {
  const labels = content.exhibitions;
  const textLang = exhibition.text ? langOfExhibition(exhibition, 'text', content) : undefined;
  const lineLang = exhibition.title && exhibition.description ? langOfExhibition(exhibition, 'description', content) : undefined;
  // Above the first of its texts still in her German, a note saying so.
  const note = <p className={styles.note}>{labels.textInGerman}</p>;
  return (
    <main id="inhalt" className={styles.page}>
      <PageHeader artist={content.nameWords.join(' ')} back={{ href: `${content.root}${EXHIBITIONS_ANCHOR}`, label: labels.back }} home={`${content.root}/`} />
      <article className={styles.article}>
        <header className={styles.intro}>
          {exhibition.kind && (
            <p className={styles.kind} lang={langOfExhibition(exhibition, 'kind', content)}>
              {exhibition.kind}
            </p>
          )}
          <h1 className={styles.title} lang={langOfExhibition(exhibition, exhibition.title ? 'title' : 'description', content)}>{exhibitionName(exhibition)}</h1>
        </header>
        <Facts exhibition={exhibition} labels={labels} />
        {calendar && (
          <p className={styles.calendars}>
            <a href={calendar} className={styles.calendar} download>
              {labels.calendar}
            </a>
            {subscribe && (
              <a href={subscribe} className={styles.link}>
                {labels.subscribe}
              </a>
            )}
          </p>
        )}
        {textLang && note}
        {exhibition.text && (
          <div className={styles.text} lang={textLang}>
            {exhibition.text.split(/\n\s*\n/).map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </div>
        )}
        {!textLang && lineLang && note}
        {exhibition.title && exhibition.description && <p className={styles.text} lang={lineLang}>{exhibition.description}</p>}
      </article>
      {works.length > 0 && <Works works={works} total={total} heading={labels.works} content={content} />}
    </main>
  );
}
