'use client';

import { useCallback, useEffect, useState } from 'react';
import { useScrollTo } from '@/hooks/use-scroll-to';
import type { SectionId, SiteContent } from '@/lib/types';
import { MenuView } from './menu-view';
import { NavigationView } from './navigation-view';

/** Holds the one show-menu state that the side bar and the overlay menu both read. */
export function SiteNavigation({ content }: { content: SiteContent }) {
  const [showMenu, setShowMenu] = useState(false);
  const scrollTo = useScrollTo();

  const toggleMenu = useCallback(() => setShowMenu((shown) => !shown), []);
  const closeMenu = useCallback(() => setShowMenu(false), []);
  const choose = useCallback(
    (section: SectionId) => {
      setShowMenu(false);
      scrollTo({ target: section });
    },
    [scrollTo],
  );

  useEffect(() => {
    if (!showMenu) return;
    const closeOnEscape = (event: KeyboardEvent) => event.key === 'Escape' && closeMenu();
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [showMenu, closeMenu]);

  return (
    <>
      <NavigationView content={content} showMenu={showMenu} onToggleMenu={toggleMenu} />
      <MenuView content={content} showMenu={showMenu} onChoose={choose} />
    </>
  );
}
