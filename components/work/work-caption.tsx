import clsx from 'clsx';
import type { Availability } from '@/lib/domain/availability';
import { germanSpaces } from '@/lib/domain/typography';
import { AvailabilityDot, isSpokenFor } from '@/components/ui/availability-dot';
import captionStyles from './work-caption.module.scss';

/** The class names a place gives the caption's parts: the page and the viewer each draw it their own way. */
export type CaptionStyles = { caption?: string; counter?: string; title?: string; details?: string; availability?: string };

type Props = {
  /** 'page': the title is the page's h1 and each line a paragraph; 'room': the same under the room's h1, so an h2; 'viewer': one line of spans. */
  place: 'page' | 'room' | 'viewer';
  /** The title shown, if any. */
  title?: string;
  /** Year, technique and size (captionDetails, lib/domain/works.ts). */
  details: string;
  /** Whether the work can be had (availabilityText, lib/domain/works.ts). */
  availability: string;
  /** Sold and reserved works carry the galleries' red dot (full, or half). */
  status?: Availability;
  /** Where the work stands among all ('3 / 22'): for the eye only, as the viewer's label says it in words. */
  counter?: { n: number; total: number };
  styles: CaptionStyles;
  /** 'de' where the title or the details are her German words on a page in another language. */
  titleLang?: 'de';
  detailsLang?: 'de';
};

/** A work's caption: its title, its details and whether it can be had. */
export function WorkCaption({ place, title, details, availability, status, counter, styles, titleLang, detailsLang }: Props) {
  const Title = TITLE[place];
  const Line = place === 'viewer' ? 'span' : 'p';
  return (
    <figcaption className={styles.caption}>
      {counter && (
        <span className={styles.counter} aria-hidden="true">
          {counter.n} / {counter.total}
        </span>
      )}
      {title && (
        <Title className={styles.title} lang={titleLang}>
          {title}
        </Title>
      )}
      {details && (
        <Line className={styles.details} lang={detailsLang}>
          {germanSpaces(details)}
        </Line>
      )}
      {availability && (
        <Line className={clsx(styles.availability, isSpokenFor(status) && captionStyles.spokenFor)}>
          <AvailabilityDot status={status} at="start" />
          {availability}
        </Line>
      )}
    </figcaption>
  );
}

const TITLE = { page: 'h1', room: 'h2', viewer: 'span' } as const;
