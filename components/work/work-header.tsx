import Link from 'next/link';
import { GALLERY_PATH } from '@/lib/domain/works';
import styles from './work-header.module.scss';

/** The top of a work's page, of the page of all works and of an exhibition's: the artist's name home, and the way back (to the gallery). */
export function WorkHeader({ artist, gallery, back = GALLERY_PATH }: { artist: string; gallery: string; back?: string }) {
  return (
    <header className={styles.header}>
      <Link href="/" className={styles.artist} prefetch={false}>
        {artist}
      </Link>
      <Link href={back} className={styles.back} prefetch={false}>
        {gallery}
      </Link>
    </header>
  );
}
