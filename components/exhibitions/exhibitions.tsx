import type { Exhibition } from '@/lib/domain/types';
import { ExhibitionList } from './exhibition-list';
import styles from './exhibitions.module.scss';

export function Exhibitions({ heading, exhibitions }: { heading: string; exhibitions: Exhibition[] }) {
  return (
    <section id="exhibitions" className={styles.section} aria-labelledby="exhibitions-heading" tabIndex={-1}>
      <h2 id="exhibitions-heading" className={styles.heading}>
        {heading}
      </h2>
      <ExhibitionList exhibitions={exhibitions} />
    </section>
  );
}
