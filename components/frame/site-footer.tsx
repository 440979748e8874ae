import { BASE_PATH } from '@/config/site';
import type { SiteContent } from '@/lib/domain/types';
import { LanguageSwitch } from './language-switch';
import styles from './site-footer.module.scss';

/** The legal pages, German on every page (with a note on the pages in another language), the language switch, and her name. */
export function SiteFooter({ content, path }: { content: SiteContent; path?: string }) {
  const { legal } = content;
  return (
    <footer className={styles.footer}>
      <nav aria-label={legal.footerLabel}>
        <ul className={styles.links}>
          {[legal.imprint, legal.privacy].map((page) => (
            <li key={page.path}>
              <a href={`${BASE_PATH}${page.path}`} {...(legal.inGerman && { hrefLang: 'de', lang: 'de' })}>
                {page.title}
              </a>
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
