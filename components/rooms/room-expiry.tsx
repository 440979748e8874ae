'use client';

import type { ReactNode } from 'react';
import { useToday } from '@/hooks/use-today';
import { isRoomOpen } from '@/lib/domain/rooms';

type Props = {
  /** The room's last day, '2027-06-30'. */
  until: string;
  /** The build's day in Germany. */
  built: string;
  /** What the room says once it is closed, made at build. */
  closed: ReactNode;
  /** The note and the works, while it is open. */
  children: ReactNode;
};

/**
 * The room's note and works while it is open by the visitor's day, and the closed message from the
 * day after its last: a page built while the room was open still closes on time between builds. Not
 * at midnight in front of a collector who is looking at the works: when the page is opened, or the
 * tab shown again.
 */
export function RoomExpiry({ until, built, closed, children }: Props) {
  return isRoomOpen(until, useToday(built, { atMidnight: false })) ? children : closed;
}
