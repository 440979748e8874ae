import { preload } from 'react-dom';
import { assetUrl } from '@/lib/domain/assets';
import { variantFile } from '@/lib/domain/picture-files';
import type { SiteContent, SiteImage } from '@/lib/domain/types';
import { ResponsivePicture, srcSet } from '@/components/ui/responsive-picture';
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
  // Seen with the name, so requested at once, at the width this screen needs. Not with high priority:
  // the name is the page's largest paint (a picture that fills the screen counts as its background),
  // and its fonts come first.
  preload(assetUrl(variantFile(background.image.base, 'full', background.image.fullWidths.at(-1)!, 'jpg')), {
    as: 'image',
    type: 'image/avif',
    imageSrcSet: srcSet(background.image, 'full', 'avif'),
    imageSizes: sizes,
  });
  return (
    <section className={styles.landing} aria-labelledby="artist-name">
      <div className={styles.backdrop} aria-hidden="true">
        <ResponsivePicture
          className={styles.background}
          source={background}
          kind="full"
          alt=""
          sizes={sizes}
          fit="cover"
          loading="eager"
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
