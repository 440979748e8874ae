import type { ReactNode } from 'react';
import styles from './category-grid.module.scss';

/** A category's name over its thumbnails, five to a row. */
export function CategoryGrid({ name, lang, children }: { name: string; lang?: 'de'; children: ReactNode[] }) {
  return (
    <>
      <h3 className={styles.title} lang={lang}>
        {name}
      </h3>
      <ul className={styles.grid}>
        {children.map((child, index) => (
          // A square kept for a thumbnail not drawn yet (use-drawn-pictures.ts), so the grid has its height; nothing to read.
          <li key={index} className={styles.cell} aria-hidden={child ? undefined : true}>
            {child}
          </li>
        ))}
      </ul>
    </>
  );
}
