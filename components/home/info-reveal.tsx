'use client';

import type { ReactNode } from 'react';
import { useInView } from 'react-intersection-observer';
import styles from './info-reveal.module.scss';

type Props = { portrait: ReactNode; heading: ReactNode; children: ReactNode };

/**
 * The info section's two columns. When the portrait's area comes into view the portrait fades in
 * (over 5 s) and the heading fades up; both stay visible where scripts or motion are off.
 */
export function InfoReveal({ portrait, heading, children }: Props) {
  const { ref, inView } = useInView({ triggerOnce: true, threshold: 0.2, fallbackInView: true });
  return (
    <div className={`${styles.columns} ${inView ? styles.revealed : ''}`} data-revealed={inView}>
      <div ref={ref} className={styles.portraitArea}>
        {portrait}
      </div>
      <div className={styles.text}>
        <div className={styles.heading}>{heading}</div>
        {children}
      </div>
    </div>
  );
}
