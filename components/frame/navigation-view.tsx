import type { ReactNode } from 'react';
import type { LegalPage, SiteContent } from '@/lib/domain/types';
import { SocialLinks, type SocialContent } from './social-links';
import styles from './navigation-view.module.scss';

export const MENU_ID = 'menu';

/** What the navigation reads of the site's content: the page hands it to the client, so only this. */
export type NavigationContent = SocialContent & {
  menu: SiteContent['menu'];
  legal: Record<'imprint' | 'privacy', Pick<LegalPage, 'path' | 'title'>> & { inGerman: string };
  /** What the page's paths begin with ('' or '/en'), and its path where the address does not say it (the 404 page). */
  root: string;
  path?: string;
};

export function navigationContent({ menu, legal, social, email, socialNetworkUrl, photoProfileUrl, root }: SiteContent, path?: string): NavigationContent {
  const link = ({ path: address, title }: LegalPage) => ({ path: address, title });
  return {
    menu,
    legal: { imprint: link(legal.imprint), privacy: link(legal.privacy), inGerman: legal.inGerman },
    social,
    email,
    socialNetworkUrl,
    photoProfileUrl,
    root,
    ...(path ? { path } : {}),
  };
}

type Props = {
  content: NavigationContent;
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
