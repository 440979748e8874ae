import type { SiteContent, SiteImage } from '@/lib/domain/types';
import { ResponsivePicture } from '@/components/ui/responsive-picture';
import { firstScreen } from '@/lib/domain/first-screen';
import styles from './landing.module.scss';

/** The first layer: the artist's name over a faded tree, the tagline on the right, one line at the bottom. */
export function Landing({ content, background }: { content: SiteContent; background: SiteImage }) {
  // The tree covers a box as wide as the screen and 120% as high (on a tall phone, the picture is
  // wider still). It is shown faded to a quarter, where half its resolution looks the same and costs
  // far fewer bytes: half the screen's width, or where the screen is narrower than the picture's
  // shape, 60% of its height in the picture's shape. A media query, not max(), which WebKit does
  // not read in `sizes`.
  const aspect = background.width / background.height;
  const sizes = `(min-aspect-ratio: ${Math.round(aspect * 1200)}/1000) 50vw, calc(60vh * ${aspect.toFixed(3)})`;
  // Lazy and of low priority, though on the first screen: requested once the page is laid out, so the
  // stylesheets and the fonts of the words (the largest paint) have the line to themselves first, and
  // the faded tree follows them.
  return (
    // The first screen: the page paints with its rules alone, and what follows waits (lib/domain/first-screen.ts).
    <section className={styles.landing} aria-labelledby="artist-name" {...firstScreen}>
      <div className={styles.backdrop} aria-hidden="true">
        <ResponsivePicture
          className={styles.background}
          source={background}
          kind="full"
          alt=""
          sizes={sizes}
          fit="cover"
          loading="lazy"
          priority="low"
        />
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
