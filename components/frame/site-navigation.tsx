'use client';

import { usePathname } from 'next/navigation';
import { useCallback, useEffect, useState } from 'react';
import { afterNextPaint } from '@/lib/browser/after-paint';
import { useHydratedMark } from './use-hydrated-mark';
import { useScrollTo } from './use-scroll-to';
import type { SectionId } from '@/lib/domain/types';
import { MenuView } from './menu-view';
import { MENU_ID, NavigationView, type NavigationContent } from './navigation-view';

/** Holds the one show-menu state that the side bar and the overlay menu both read, on every page. */
export function SiteNavigation({ content }: { content: NavigationContent }) {
  const [showMenu, setShowMenu] = useState(false);
  const scrollTo = useScrollTo();
  const currentPath = usePathname();

  const toggleMenu = useCallback(() => setShowMenu((shown) => !shown), []);
  const choose = useCallback(
    (section?: SectionId) => {
      setShowMenu(false);
      // A section of another page (or another page) is the link's to reach.
      if (!section || !document.getElementById(section)) return false;
      // Once there, the section takes the focus, so the keyboard goes on from where the eyes are.
      void scrollTo({ target: section })?.finished.then(() => document.getElementById(section)?.focus({ preventScroll: true }));
      return true;
    },
    [scrollTo],
  );
  const closeMenu = useCallback(() => setShowMenu(false), []);
  useMenuFocus(showMenu, closeMenu);
  useHydratedMark();

  return (
    <NavigationView
      content={content}
      showMenu={showMenu}
      onToggleMenu={toggleMenu}
      menu={<MenuView content={content} showMenu={showMenu} onChoose={choose} currentPath={currentPath} />}
    />
  );
}

/**
 * While the menu is open the page behind it is inert, so focus stays in the navigation; Escape
 * closes the menu (and nothing else: a work page's Escape would leave it) and gives the focus back
 * to the burger.
 */
function useMenuFocus(showMenu: boolean, close: () => void) {
  useEffect(() => {
    if (!showMenu) return;
    const behind = document.querySelectorAll('main, body > footer');
    // Making the page inert restyles every element in it (the gallery's hundreds of thumbnails):
    // done once the menu has painted, so the tap is answered first.
    const cancelInert = afterNextPaint(() => behind.forEach((element) => element.setAttribute('inert', '')));
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      close();
      document.querySelector<HTMLElement>(`[aria-controls="${MENU_ID}"]`)?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      cancelInert();
      for (const element of behind) element.removeAttribute('inert');
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [showMenu, close]);
}
