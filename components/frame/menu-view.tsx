import type { MouseEvent } from 'react';
import { BASE_PATH } from '@/config/site';
import { scrollTriggerProp } from '@/lib/browser/scroll';
import type { SectionId } from '@/lib/domain/types';
import { WORKS_PATH } from '@/lib/domain/works';
import { LanguageSwitch } from './language-switch';
import { MENU_ID, type NavigationContent } from './navigation-view';
import styles from './menu-view.module.scss';

type Entry = { name: keyof NavigationContent['menu']['entries']; path: string; section?: SectionId };

/** The home page's sections, and the page of all works between the gallery and the exhibitions. */
const ENTRIES: Entry[] = [
  { name: 'info', path: '/#info', section: 'info' },
  { name: 'gallery', path: '/#gallery', section: 'gallery' },
  { name: 'works', path: WORKS_PATH },
  { name: 'exhibitions', path: '/#exhibitions', section: 'exhibitions' },
];

type Props = {
  content: NavigationContent;
  showMenu?: boolean;
  /**
   * Called with the entry's section, or none for a page: true when it took the visitor there itself
   * (a section of this page), so the link does not. Without it the entries are plain links.
   */
  onChoose?: (section?: SectionId) => boolean;
  /** The page shown, without the base path: its entry is marked as the current page. */
  currentPath?: string;
};

/** The overlay menu: the home page's sections, the page of all works, and the legal pages. */
export function MenuView({ content, showMenu = false, onChoose, currentPath }: Props) {
  const trigger = scrollTriggerProp();
  return (
    <nav
      id={MENU_ID}
      aria-label={content.menu.label}
      className={`${styles.overlay} ${showMenu ? styles.shown : ''} ${onChoose ? '' : styles.static}`}
      hidden={onChoose ? !showMenu : undefined}
    >
      <ul className={styles.entries}>
        {ENTRIES.map(({ name, path: german, section }) => {
          const path = `${content.root}${german}`;
          return (
          <li key={name}>
            <a
              href={`${BASE_PATH}${path}`}
              aria-current={path === currentPath ? 'page' : undefined}
              {...(onChoose && {
                [trigger]: (event: MouseEvent) => {
                  if (onChoose(section)) event.preventDefault();
                },
              })}
            >
              {content.menu.entries[name]}
            </a>
          </li>
          );
        })}
      </ul>
      <ul className={styles.legal}>
        {[content.legal.imprint, content.legal.privacy].map((page) => (
          <li key={page.path}>
            <a
              href={`${BASE_PATH}${page.path}`}
              aria-current={page.path === currentPath ? 'page' : undefined}
              {...(content.legal.inGerman && { hrefLang: 'de', lang: 'de' })}
              {...(onChoose && { onClick: () => onChoose() })}
            >
              {page.title}
            </a>
          </li>
        ))}
        {content.legal.inGerman && <li className={styles.note}>({content.legal.inGerman})</li>}
        <li>
          <LanguageSwitch path={content.path} />
        </li>
      </ul>
    </nav>
  );
}
