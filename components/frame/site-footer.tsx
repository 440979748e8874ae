import Link from 'next/link';
import type { SiteContent } from '@/lib/domain/types';
import { LanguageSwitch } from './language-switch';
import styles from './site-footer.module.scss';

/** The legal pages, German on every page (with a note on the pages in another language), the language switch, and her name. */
export function SiteFooter({ content, path }: { content: SiteContent; path?: string }) {
  const { legal } = content;
  return (
    <footer className={styles.footer}>
      {/* Not prefetched: a legal page's payload hints its stylesheet, which this page would preload and
          never use, and the browser warns about it. The pages are small; they load fast on a click. */}
      <nav aria-label={legal.footerLabel}>
        <ul className={styles.links}>
          {[legal.imprint, legal.privacy].map((page) => (
            <li key={page.path}>
              <Link href={page.path} prefetch={false} {...(legal.inGerman && { hrefLang: 'de', lang: 'de' })}>
                {page.title}
              </Link>
            </li>
          ))}
          {legal.inGerman && <li className={styles.note}>({legal.inGerman})</li>}
          <li>
            <LanguageSwitch path={path} />
          </li>
        </ul>
      </nav>
      <p className={styles.name}>© {content.nameWords.join(' ')}</p>
    </footer>
  );
}
