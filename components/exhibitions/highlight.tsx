'use client';

import type { ReactNode } from 'react';
import { useToday } from '@/hooks/use-today';

type Props = {
  built: string;
  /** Each show's days, the earliest first: shows with days that were on or to come at build. */
  shows: { from: string; to?: string }[];
  /** Each show as it reads while on, and before it begins, made at build. */
  now: ReactNode[];
  next: ReactNode[];
  label: string;
  className?: string;
};

/** The highlight's choice by the visitor's day: the shows on now, then the next; nothing with none. */
export function Highlight({ built, shows, now, next: nextViews, label, className }: Props) {
  const today = useToday(built);
  // Those not ended: the ones begun are on now; of those to come, the earliest is next.
  const open = shows.filter((show) => today <= (show.to ?? show.from));
  const next = open.find((show) => show.from > today);
  const shown = open.filter((show) => show.from <= today || show === next);
  if (shown.length === 0) return null;
  return (
    <section className={className} aria-label={label}>
      {shown.map((show) => {
        const index = shows.indexOf(show);
        return show === next ? nextViews[index] : now[index];
      })}
    </section>
  );
}
