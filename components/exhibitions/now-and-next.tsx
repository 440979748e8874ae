import { BASE_PATH } from '@/config/site';
import { calendarPath, offersCalendar } from '@/lib/domain/calendar';
import { formatOpening, formatRun } from '@/lib/domain/dates';
import { exhibitionHref, exhibitionName, type NamedExhibition } from '@/lib/domain/exhibitions';
import type { SiteContent } from '@/lib/domain/types';
import { LOCALE_INFO, langOfExhibition } from '@/lib/domain/locale';
import { Highlight } from './highlight';
import styles from './now-and-next.module.scss';

type Labels = SiteContent['exhibitions'];

/** One show of the highlight, as it reads while it is on (`now`) or still to come. */
function Item({ exhibition, now, labels, calendar }: { exhibition: NamedExhibition & { german?: string[] }; now: boolean; labels: Labels; calendar?: string }) {
  const name = exhibitionName(exhibition);
  return (
    <article className={styles.item}>
      <p className={styles.phase}>{now ? labels.now : labels.next}</p>
      <h2 className={styles.title} lang={langOfExhibition(exhibition, 'title', labels)}>
        {name}
      </h2>
      <p className={styles.dates}>{formatRun(exhibition.from!, exhibition.to, labels.locale)}</p>
      {exhibition.opening && !now && (
        <p>
          {labels.opening}: {formatOpening(exhibition.opening, labels.openingTime, labels.locale)}
        </p>
      )}
      {exhibition.venue && <p>{[exhibition.venue, exhibition.address].filter(Boolean).join(', ')}</p>}
      {exhibition.slug && (
        <a className={styles.more} href={exhibitionHref(exhibition.slug, undefined, LOCALE_INFO[labels.locale].root)}>
          {labels.more}
          <span className="visually-hidden">: {name}</span>
        </a>
      )}
      {calendar && !now && (
        <a className={styles.more} href={calendar} download>
          {labels.calendar}
          <span className="visually-hidden">: {name}</span>
        </a>
      )}
    </article>
  );
}

type Props = {
  /** The shows with days that were on or to come at build (on a page in another language, with the fields still German named). */
  exhibitions: (NamedExhibition & { german?: string[] })[];
  /** The build's day, '2026-11-23'. */
  built: string;
  labels: Labels;
};

/**
 * Above the gallery: the shows on now and the next to come, with their days, opening, place and
 * page; with none, nothing. Each is written here, at build, as it reads now and as it reads before
 * it begins; the visitor's browser picks by her day (./highlight.tsx), so a page built days ago
 * shows no ended show as on.
 */
export function NowAndNext({ exhibitions: given, built, labels }: Props) {
  const exhibitions = given.filter((exhibition) => exhibition.from).sort((a, b) => a.from!.localeCompare(b.from!));
  if (exhibitions.length === 0) return null;
  return (
    <Highlight
      built={built}
      shows={exhibitions.map(({ from, to }) => ({ from: from!, to }))}
      now={exhibitions.map((exhibition, index) => <Item key={index} exhibition={exhibition} now labels={labels} />)}
      next={exhibitions.map((exhibition, index) => (
        <Item
          key={index}
          exhibition={exhibition}
          now={false}
          labels={labels}
          calendar={offersCalendar(exhibition, built) ? `${BASE_PATH}${calendarPath(exhibition.slug, LOCALE_INFO[labels.locale].root)}` : undefined}
        />
      ))}
      label={labels.highlight}
      className={styles.section}
    />
  );
}
