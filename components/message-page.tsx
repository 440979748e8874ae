import type { ReactNode } from 'react';
import styles from './message-page.module.scss';

/** A quiet page with one heading and a few lines: the not-found page and the category placeholder. */
export function MessagePage({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <main id="inhalt" className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      {children && <div className={styles.body}>{children}</div>}
    </main>
  );
}
