import type { Availability } from '@/lib/domain/availability';
import styles from './availability-dot.module.scss';

/** A work spoken for: sold, or reserved. */
export type SpokenFor = Extract<Availability, 'verkauft' | 'reserviert'>;

/** Whether the galleries' red dot marks the work: a full one when sold, half of one when reserved. */
export const isSpokenFor = (status?: Availability): status is SpokenFor => status === 'verkauft' || status === 'reserviert';

type Props = {
  status?: Availability;
  /** The side of the words it stands on: before the caption's availability, after a tile's title; none where it stands alone (a phone's square). */
  at?: 'start' | 'end';
  /** Its words for screen readers, where the words beside it do not say it (lib/labels: gallery.spokenFor). */
  words?: Record<SpokenFor, string>;
  /** Places the dot where it stands alone. */
  className?: string;
};

/**
 * The galleries' red dot beside a sold work, half of one beside a reserved work, the same in every
 * place the site shows a work. The dot is for the eye; `words` say it to a screen reader. Nothing
 * for a work that can still be had.
 */
export function AvailabilityDot({ status, at, words, className }: Props) {
  if (!isSpokenFor(status)) return null;
  return (
    <>
      {/* After words, a word joiner keeps it from wrapping onto a line of its own; neither is read out. */}
      <span className={className} aria-hidden="true">
        {at === 'end' && '\u2060'}
        <span className={at ? `${styles.dot} ${styles[at]}` : styles.dot} data-status={status} />
      </span>
      {/* With a space, so every browser keeps the words apart from the title (most would: their box is out of the flow). */}
      {words && <span className="visually-hidden"> {words[status]}</span>}
    </>
  );
}
