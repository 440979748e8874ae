import { PageHeader } from '@/components/frame/page-header';
import { workFigureLabels } from '@/lib/labels/work-figure';
import { formatRun } from '@/lib/domain/dates';
import { isRoomOpen } from '@/lib/domain/rooms';
import type { GalleryPicture, SiteContent } from '@/lib/domain/types';
import { fill } from '@/lib/labels/fill';
import { RoomClosed } from './room-closed';
import { RoomExpiry } from './room-expiry';
import { RoomWork } from './room-work';
import styles from './room-page.module.scss';

/** What a room's page shows of it: not its key, nor its file. */
export type RoomView = { title: string; note?: string; until: string };

type Props = {
  room: RoomView;
  /** The room's works, in the order the artist chose them. */
  works: { picture: GalleryPicture; slug: string }[];
  /** How many works the gallery has. */
  total: number;
  /** The build's day in Germany, '2026-11-24'. */
  built: string;
  content: SiteContent;
};

/** The note, the last day, and the works, while the room is open. */
function Selection({ room, works, total, content }: Omit<Props, 'built'>) {
  const labels = content.rooms;
  const figureLabels = workFigureLabels(content.work);
  return (
    <>
      <div className={styles.text}>
        {room.note?.split(/\n\s*\n/).map((paragraph, index) => <p key={index}>{paragraph}</p>)}
        <p className={styles.until}>{fill(labels.openUntil, { date: formatRun(room.until) })}</p>
      </div>
      <section className={styles.works} aria-label={labels.works}>
        {works.map(({ picture, slug }, index) => (
          <RoomWork key={slug} picture={picture} slug={slug} total={total} email={content.email} labels={figureLabels} first={index === 0} />
        ))}
      </section>
    </>
  );
}

/**
 * A private viewing room: a selection the artist sends one collector or gallerist, at an address
 * no page links to. Its note and each work large, with caption, price and inquiry, until its last
 * day; after it, kindly closed, with no work shown: at build, and between builds by the visitor's day.
 */
export function RoomPage({ room, works, total, built, content }: Props) {
  const closed = (
    <div className={styles.text}>
      <RoomClosed title={room.title} until={room.until} email={content.email} labels={content.rooms} />
    </div>
  );
  return (
    <main id="inhalt" className={styles.page}>
      <PageHeader artist={content.nameWords.join(' ')} />
      <header className={styles.intro}>
        <p className={styles.kind}>{content.rooms.kind}</p>
        <h1 className={styles.title}>{room.title}</h1>
      </header>
      {isRoomOpen(room.until, built) ? (
        <RoomExpiry until={room.until} built={built} closed={closed}>
          <Selection room={room} works={works} total={total} content={content} />
        </RoomExpiry>
      ) : (
        closed
      )}
    </main>
  );
}
