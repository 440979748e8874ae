import type { Exhibition, SiteContent } from '@/lib/domain/types';
import { listExhibitions } from '@/lib/domain/exhibitions';
import { ExhibitionList } from './exhibition-list';
// Its own sheet: the list's classes travel with the list's script, these need not.
import styles from './exhibitions-section.module.scss';

type Props = { heading: string; exhibitions: Exhibition[]; built: string; labels: SiteContent['exhibitions'] };

export function Exhibitions({ heading, exhibitions, built, labels }: Props) {
  return (
    <section id="exhibitions" className={styles.section} aria-labelledby="exhibitions-heading" tabIndex={-1}>
      <h2 id="exhibitions-heading" className={styles.heading}>
        {heading}
      </h2>
      {/* A client component: its props go into the page's payload, so only what the list shows. */}
      <ExhibitionList exhibitions={listExhibitions(exhibitions)} built={built} labels={{ groups: labels.groups, locale: labels.locale }} />
    </section>
  );
}
