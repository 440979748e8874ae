import type { ReactNode } from 'react';
import type { SiteContent } from '@/lib/domain/types';
import { SocialLinks } from './social-links';
import styles from './navigation-view.module.scss';

export const MENU_ID = 'menu';

type Props = {
  content: SiteContent;
  showMenu?: boolean;
  /** Without it (no JavaScript, or the navigation failed to start) the burger is a link to #menu. */
  onToggleMenu?: () => void;
  /** The overlay menu, placed right after the burger so the keyboard reaches its entries next. */
  menu: ReactNode;
};

/** The fixed side bar: the burger that opens the menu, and the artist's social links. */
export function NavigationView({ content, showMenu = false, onToggleMenu, menu }: Props) {
  const bars = (
    <span className={styles.bars} aria-hidden="true">
      <span />
      <span />
      <span />
    </span>
  );
  return (
    <header className={styles.bar}>
      {onToggleMenu && (
        <button
          type="button"
          className={`${styles.burger} ${showMenu ? styles.open : ''}`}
          aria-expanded={showMenu}
          aria-controls={MENU_ID}
          aria-label={showMenu ? content.menu.close : content.menu.open}
          onClick={onToggleMenu}
        >
          {bars}
        </button>
      )}
      <a href={`#${MENU_ID}`} className={`${styles.burger} ${onToggleMenu ? styles.withoutScripts : ''}`} aria-label={content.menu.open}>
        {bars}
      </a>
      {menu}
      <SocialLinks content={content} />
    </header>
  );
}
