import { assetUrl, BACKGROUND_FILE } from '@/lib/assets';
import type { SiteContent } from '@/lib/types';
import styles from './landing.module.scss';

/** The first layer: the artist's name over a faded tree, the tagline on the right, one line at the bottom. */
export function Landing({ content }: { content: SiteContent }) {
  return (
    <section className={styles.landing} aria-labelledby="artist-name">
      <div className={styles.backdrop} aria-hidden="true">
        <img className={styles.background} src={assetUrl(BACKGROUND_FILE)} alt="" width={2000} height={1250} fetchPriority="high" />
      </div>
      <div className={styles.nameBox}>
        <h1 id="artist-name" className={styles.name}>
          {content.nameWords.map((word, index) => (
            <span key={index}>
              {word}
              {index < content.nameWords.length - 1 ? ' ' : ''}
            </span>
          ))}
        </h1>
      </div>
      <p className={styles.tagline}>{content.tagline}</p>
      <p className={styles.description}>{content.landingDescription}</p>
    </section>
  );
}
