import { ResponsivePicture } from '@/components/ui/responsive-picture';
import { WorkActions } from '@/components/work/work-actions';
import { WorkCaption } from '@/components/work/work-caption';
import type { WorkFigureLabels } from '@/components/work/work-figure';
import { assetUrl } from '@/lib/domain/assets';
import { madeImage } from '@/lib/domain/gallery';
import { absoluteUrl } from '@/lib/domain/site-url';
import type { GalleryPicture } from '@/lib/domain/types';
import { describeWork, inquiryHref, workPath } from '@/lib/domain/works';
import styles from './room-work.module.scss';

type Props = {
  picture: GalleryPicture;
  slug: string;
  /** How many works the gallery has (for a work's description where it has none). */
  total: number;
  email: string;
  labels: WorkFigureLabels;
  /** The room's first work: its picture is the page's largest paint. */
  first: boolean;
};

/** The width a work is drawn at: the column's, or less where the screen's height limits it. */
const sizes = (aspect: number) => `min(100vw - 2rem, (100svh - 10rem) * ${aspect.toFixed(3)}, 56rem)`;

/**
 * One work of a room, large: its title, the picture whole, its details, whether it can be had and
 * at what price, and an inquiry. The inquiry and sharing pass on the work's public page, never the room's.
 */
export function RoomWork({ picture, slug, total, email, labels, first }: Props) {
  const { title, alt, details, availability } = describeWork(picture, total, labels);
  const url = absoluteUrl(workPath(slug));
  const made = madeImage(picture);
  const heading = `raum-werk-${slug}`;
  return (
    <article className={styles.work} aria-labelledby={heading}>
      <h2 id={heading} className={styles.title}>
        {title}
      </h2>
      <figure className={styles.figure}>
        {made ? (
          <ResponsivePicture
            className={styles.picture}
            source={made}
            kind="full"
            alt={alt}
            sizes={sizes(made.width / made.height)}
            fit="contain"
            loading={first ? 'eager' : 'lazy'}
            priority={first}
          />
        ) : (
          <img className={styles.image} src={assetUrl(picture.url)} alt={alt} loading={first ? 'eager' : 'lazy'} />
        )}
        <WorkCaption place="viewer" details={details} availability={availability} styles={styles} />
      </figure>
      <WorkActions title={title} inquiry={inquiryHref(email, picture, url, labels, title)} url={url} labels={labels} />
    </article>
  );
}
