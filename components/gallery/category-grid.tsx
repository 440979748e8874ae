import type { ReactNode, Ref } from 'react';
import styles from './category-grid.module.scss';

type Props = {
  name: string;
  lang?: 'de';
  children: ReactNode[];
  /** The first square not drawn yet, and the ref that watches it come near (use-drawn-rows.ts). */
  edge?: { position: number; ref: Ref<HTMLLIElement> };
};

/** A category's name over its thumbnails, five to a row. */
export function CategoryGrid({ name, lang, children, edge }: Props) {
  // While only its first rows are drawn, each drawn square says its place in the whole category, so
  // a screen reader tells the list's length, not the rows drawn so far. A whole list says it itself.
  const partial = children.some((child) => !child);
  return (
    <>
      <h3 className={styles.title} lang={lang}>
        {name}
      </h3>
      <ul className={styles.grid}>
        {children.map((child, index) => (
          // A square kept for a thumbnail not drawn yet (use-drawn-pictures.ts, use-drawn-rows.ts), so the grid has its height; nothing to read.
          <li
            key={index}
            ref={index === edge?.position ? edge.ref : undefined}
            className={styles.cell}
            aria-hidden={child ? undefined : true}
            aria-setsize={partial && child ? children.length : undefined}
            aria-posinset={partial && child ? index + 1 : undefined}
          >
            {child}
          </li>
        ))}
      </ul>
    </>
  );
}
