import Link from 'next/link';
import { GALLERY_PATH } from '@/lib/domain/works';
import styles from './work-header.module.scss';

/** The top of a work's page and of the page of all works: the artist's name home, and the way back to the gallery. */
export function WorkHeader({ artist, gallery }: { artist: string; gallery: string }) {
  return (
    <header className={styles.header}>
      <Link href="/" className={styles.artist} prefetch={false}>
        {artist}
      </Link>
      <Link href={GALLERY_PATH} className={styles.back} prefetch={false}>
        {gallery}
      </Link>
    </header>
  );
}
