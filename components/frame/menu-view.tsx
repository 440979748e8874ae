import Link from 'next/link';
import type { MouseEvent } from 'react';
import { scrollTriggerProp } from '@/lib/browser/scroll';
import type { SectionId } from '@/lib/domain/types';
import { MENU_ID, type NavigationContent } from './navigation-view';
import styles from './menu-view.module.scss';

const SECTIONS: SectionId[] = ['info', 'gallery', 'exhibitions'];

type Props = {
  content: NavigationContent;
  showMenu?: boolean;
  /** Without it the entries are plain anchors that jump to their sections. */
  onChoose?: (section: SectionId) => void;
};

/** The overlay menu: one entry per section. */
export function MenuView({ content, showMenu = false, onChoose }: Props) {
  const trigger = scrollTriggerProp();
  return (
    <nav
      id={MENU_ID}
      aria-label={content.menu.label}
      className={`${styles.overlay} ${showMenu ? styles.shown : ''} ${onChoose ? '' : styles.static}`}
      hidden={onChoose ? !showMenu : undefined}
    >
      <ul className={styles.entries}>
        {SECTIONS.map((section) => (
          <li key={section}>
            <a
              href={`#${section}`}
              {...(onChoose && {
                [trigger]: (event: MouseEvent) => {
                  event.preventDefault();
                  onChoose(section);
                },
              })}
            >
              {content.menu.entries[section]}
            </a>
          </li>
        ))}
      </ul>
      <ul className={styles.legal}>
        {[content.legal.imprint, content.legal.privacy].map((page) => (
          <li key={page.path}>
            {/* Not prefetched, as in the footer: its preload hints would go unused on this page. */}
            <Link href={page.path} prefetch={false}>
              {page.title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
