'use client';

import { useCallback } from 'react';
import { useFreshContent } from '@/hooks/use-fresh-content';
import { useNear } from '@/hooks/use-near';
import { useToday } from '@/hooks/use-today';
import { formatRun } from '@/lib/domain/dates';
import { exhibitionHref, exhibitionName, exhibitionYear, groupExhibitions, keepPublishedSlugs, listExhibitions, nameExhibitions, type NamedExhibition, PHASES } from '@/lib/domain/exhibitions';
import { EXHIBITIONS_FILE, translatedFile } from '@/lib/domain/assets';
import type { PublishedExhibition, SiteContent } from '@/lib/domain/types';
import { LOCALE_INFO, langOfExhibition, type Locale } from '@/lib/domain/locale';
import styles from './exhibitions.module.scss';

type Props = {
  /** In German as she wrote them; on a page in another language, translated; named, as listExhibitions gives them. */
  exhibitions: PublishedExhibition[];
  /** The build's day, '2026-11-23': the groups as prerendered; the visitor's day regroups them after load. */
  built: string;
  labels: Pick<SiteContent['exhibitions'], 'groups' | 'locale'>;
};

/** One row: the year, and the show's name (leading to its page, where it has one), its days and place; a seed's line as it is. */
function Row({ exhibition, locale }: { exhibition: NamedExhibition & PublishedExhibition; locale: Locale }) {
  const name = exhibitionName(exhibition);
  const details = [exhibition.from && formatRun(exhibition.from, exhibition.to, locale), exhibition.venue].filter(Boolean).join(' · ');
  // A name she has not translated is marked German on a page in another language.
  const lang = langOfExhibition(exhibition, exhibition.title ? 'title' : 'description', { locale });
  return (
    <li className={styles.row}>
      <span className={styles.year}>{exhibitionYear(exhibition)}</span>
      <span className={styles.description}>
        {exhibition.slug ? (
          <a className={styles.name} href={exhibitionHref(exhibition.slug, undefined, LOCALE_INFO[locale].root)} lang={lang}>
            {name}
          </a>
        ) : (
          <span lang={lang}>{name}</span>
        )}
        {details && <span className={styles.details}>{details}</span>}
      </span>
    </li>
  );
}

/**
 * The exhibitions, grouped as to come, on now and past, each group newest first; refreshed once when
 * the visitor comes near them, and regrouped by the visitor's day after load.
 */
export function ExhibitionList({ exhibitions: prerendered, built, labels }: Props) {
  const { ref, near } = useNear();
  const { locale } = labels;
  const keepAddresses = useCallback((fresh: PublishedExhibition[]) => listExhibitions(keepPublishedSlugs(fresh, prerendered)), [prerendered]);
  const exhibitions = useFreshContent(prerendered, 'exhibitions', near, locale === 'de' ? undefined : translatedFile(EXHIBITIONS_FILE, locale), keepAddresses);
  const groups = groupExhibitions(nameExhibitions(exhibitions), useToday(built));
  return (
    <div ref={ref} className={styles.groups}>
      {PHASES.filter((phase) => groups[phase].length > 0).map((phase) => (
        <section key={phase}>
          <h3 className={styles.group}>{labels.groups[phase]}</h3>
          <ul className={styles.list}>
            {groups[phase].map((exhibition, index) => (
              <Row key={exhibition.slug ?? index} exhibition={exhibition} locale={locale} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
