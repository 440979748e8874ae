'use client';

import { useFreshContent } from '@/hooks/use-fresh-content';
import { useNear } from '@/hooks/use-near';
import { exhibitionName, exhibitionYear } from '@/lib/domain/exhibitions';
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
          <span className={styles.year}>{exhibitionYear(exhibition)}</span>
          <span className={styles.description}>{exhibitionName(exhibition)}</span>
        </li>
      ))}
    </ul>
  );
}
