'use client';

import type { ComponentProps } from 'react';
import { useInView } from 'react-intersection-observer';
import { ResponsivePicture } from '@/components/ui/responsive-picture';

/** A screen ahead: fetched while the visitor scrolls towards it, after the first paint and the scripts. */
const NEAR = '100% 0px';

type Props = Omit<ComponentProps<typeof ResponsivePicture>, 'load' | 'loading'>;

/**
 * The portrait, fetched only once its place nears the view. A lazy image alone is fetched at once
 * where the browser counts it near (Chromium: 1250 px and more below the screen), which on a phone
 * put it among the files the first paint waited for. Until then it waits in <noscript>, for
 * visitors without JavaScript.
 */
export function InfoPortrait(props: Props) {
  const { ref, inView } = useInView({ triggerOnce: true, rootMargin: NEAR, fallbackInView: true });
  return (
    <div ref={ref}>
      <ResponsivePicture {...props} load={inView} />
    </div>
  );
}
