'use client';

import { useFreshContent } from '@/hooks/use-fresh-content';
import { useNear } from '@/hooks/use-near';
import type { Exhibition } from '@/lib/domain/types';
import styles from './exhibitions.module.scss';

/** The exhibitions, a year and a description a row; refreshed once when the visitor comes near them. */
export function ExhibitionList({ exhibitions: prerendered }: { exhibitions: Exhibition[] }) {
  const { ref, near } = useNear();
  const exhibitions = useFreshContent(prerendered, 'exhibitions', near);
  return (
    <ul ref={ref} className={styles.list}>
      {exhibitions.map((exhibition, index) => (
        <li key={index} className={styles.row}>
          <span className={styles.year}>{exhibition.year}</span>
          <span className={styles.description}>{exhibition.description}</span>
        </li>
      ))}
    </ul>
  );
}
