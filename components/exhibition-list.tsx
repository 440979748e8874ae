'use client';

import { useFreshContent } from '@/hooks/use-fresh-content';
import type { Exhibition } from '@/lib/types';
import styles from './exhibitions.module.scss';

/** The exhibitions, a year and a description a row; refreshed once after the page has loaded. */
export function ExhibitionList({ exhibitions: prerendered }: { exhibitions: Exhibition[] }) {
  const exhibitions = useFreshContent(prerendered, 'exhibitions');
  return (
    <ul className={styles.list}>
      {exhibitions.map((exhibition, index) => (
        <li key={index} className={styles.row}>
          <span className={styles.year}>{exhibition.year}</span>
          <span className={styles.description}>{exhibition.description}</span>
        </li>
      ))}
    </ul>
  );
}
