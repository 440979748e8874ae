'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';

type Props = { previous: string; next: string; gallery: string };

/** On a work's page, as in the viewer: the arrow keys go to the works beside it, Escape to the gallery. */
export function WorkKeys({ previous, next, gallery }: Props) {
  const router = useRouter();
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      // While the menu is open the page lies inert behind it, and its keys belong to the menu.
      if (document.querySelector('main')?.inert) return;
      const target = { ArrowLeft: previous, ArrowRight: next, Escape: gallery }[event.key];
      if (!target) return;
      event.preventDefault();
      router.push(target);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [router, previous, next, gallery]);
  return null;
}
