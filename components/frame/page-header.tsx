import { BASE_PATH } from '@/config/site';
import styles from './page-header.module.scss';

type Props = {
  /** The artist's name, which leads home. */
  artist: string;
  /** Where the page leads back to, if anywhere but home: a work's page to the gallery, an exhibition's to the list. */
  back?: { href: string; label: string };
  /** The home page in the page's language. */
  home?: string;
};

/** The top of every page but the home page: the artist's name home, and the way back. */
export function PageHeader({ artist, back, home = '/' }: Props) {
  return (
    <header className={styles.header}>
      <a href={`${BASE_PATH}${home}`} className={styles.artist}>
        {artist}
      </a>
      {back && (
        <a href={`${BASE_PATH}${back.href}`} className={styles.back}>
          {back.label}
        </a>
      )}
    </header>
  );
}
