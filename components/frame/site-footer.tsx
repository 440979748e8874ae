import Link from 'next/link';
import type { SiteContent } from '@/lib/domain/types';
import styles from './site-footer.module.scss';

export function SiteFooter({ content }: { content: SiteContent }) {
  const { legal } = content;
  return (
    <footer className={styles.footer}>
      {/* Not prefetched: a legal page's payload hints its stylesheet, which this page would preload and
          never use, and the browser warns about it. The pages are small; they load fast on a click. */}
      <nav aria-label={legal.footerLabel}>
        <ul className={styles.links}>
          <li>
            <Link href={legal.imprint.path} prefetch={false}>{legal.imprint.title}</Link>
          </li>
          <li>
            <Link href={legal.privacy.path} prefetch={false}>{legal.privacy.title}</Link>
          </li>
        </ul>
      </nav>
      <p className={styles.name}>© {content.nameWords.join(' ')}</p>
    </footer>
  );
}
