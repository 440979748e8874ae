import Link from 'next/link';
import type { SiteContent } from '@/lib/types';
import styles from './site-footer.module.scss';

export function SiteFooter({ content }: { content: SiteContent }) {
  const { legal } = content;
  return (
    <footer className={styles.footer}>
      <nav aria-label={legal.footerLabel}>
        <ul className={styles.links}>
          <li>
            <Link href={legal.imprint.path}>{legal.imprint.title}</Link>
          </li>
          <li>
            <Link href={legal.privacy.path}>{legal.privacy.title}</Link>
          </li>
        </ul>
      </nav>
      <p className={styles.name}>© {content.nameWords.join(' ')}</p>
    </footer>
  );
}
