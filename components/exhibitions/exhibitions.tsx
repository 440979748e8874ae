import type { Exhibition, SiteContent } from '@/lib/domain/types';
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
      <ExhibitionList exhibitions={exhibitions} built={built} labels={labels} />
    </section>
  );
}
