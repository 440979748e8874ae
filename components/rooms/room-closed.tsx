import { formatRun } from '@/lib/domain/dates';
import type { SiteContent } from '@/lib/domain/types';
import { fill } from '@/lib/labels/fill';
import styles from './room-closed.module.scss';

type Props = {
  title: string;
  until: string;
  email: string;
  labels: SiteContent['rooms'];
};

/** A room after its last day: kindly closed, with no work shown, and a way to ask the artist. Said where the note was, in its place's text. */
export function RoomClosed({ title, until, email, labels }: Props) {
  return (
    <>
      <p>{fill(labels.closed, { date: formatRun(until) })}</p>
      <p>{labels.closedAsk}</p>
      <a className={styles.write} href={`mailto:${email}?subject=${encodeURIComponent(title)}`}>
        {labels.closedWrite}
      </a>
    </>
  );
}
