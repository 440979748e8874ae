import { useSyncExternalStore } from 'react';
import { berlinToday } from '@/lib/domain/dates';

const subscribe = () => () => {};

/**
 * The day in Germany ('2026-11-23'): the build's day while the page is prerendered and hydrated,
 * the visitor's clock's right after, so a page built days ago never shows an ended show as on now.
 */
export function useToday(built: string): string {
  return useSyncExternalStore(subscribe, () => berlinToday(new Date()), () => built);
}
