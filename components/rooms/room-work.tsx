import { ResponsivePicture } from '@/components/ui/responsive-picture';
import { WorkFigure } from '@/components/work/work-figure';
import type { WorkFigureLabels } from '@/lib/labels/work-figure';
import { assetUrl } from '@/lib/domain/assets';
import { madeImage, pictureAlt } from '@/lib/domain/gallery';
import { absoluteUrl } from '@/lib/domain/site-url';
import type { GalleryPicture, MadeImage } from '@/lib/domain/types';
import { workPath } from '@/lib/domain/works';
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

/** The works' column at its widest (room-page.module.scss), and the picture's height: the screen's less 10rem, at least 16rem (room-work.module.scss). */
const COLUMN_REM = 56;
const ABOVE_AND_BELOW_REM = 10;
const LEAST_HEIGHT_REM = 16;
/** From this width the column has its widest: 56rem beside the navigation bar (90px) and the frame's insets (2 × 4rem, globals.scss). */
const FULL_COLUMN_PX = COLUMN_REM * 16 + 90 + 2 * 64;

/**
 * The width a work is drawn at: the column's, or less where the screen's height limits it. As a list of media queries and
 * calc(), never min() or max(), which WebKit reads as invalid in `sizes` and takes the whole
 * screen's width. Every width named is at least the drawn one, so the file is never too small;
 * where the screen is about as wide as the picture, either may be named.
 */
function roomSizes({ width, height }: MadeImage): string {
  const aspect = (width / height).toFixed(3);
  const byHeight = `calc((100vh - ${ABOVE_AND_BELOW_REM}rem) * ${aspect})`;
  const tallEnough = (COLUMN_REM / (width / height) + ABOVE_AND_BELOW_REM).toFixed(2);
  return [
    `(max-height: ${LEAST_HEIGHT_REM + ABOVE_AND_BELOW_REM}rem) calc(${LEAST_HEIGHT_REM}rem * ${aspect})`,
    `(min-width: ${FULL_COLUMN_PX}px) and (min-height: ${tallEnough}rem) ${COLUMN_REM}rem`,
    `(min-width: ${FULL_COLUMN_PX}px) ${byHeight}`,
    `(min-aspect-ratio: ${width}/${height}) ${byHeight}`,
    // Else the column: the screen less the navigation bar and the frame's insets, as globals.scss sets them per width.
    '(max-width: 767.98px) calc(100vw - 55px - 3rem)',
    '(max-width: 1087.98px) calc(100vw - 90px - 5rem)',
    'calc(100vw - 90px - 8rem)',
  ].join(', ');
}

/**
 * One work of a room, large, as its own page shows it: the picture whole, its title, details,
 * whether it can be had (with the red dot where it is spoken for) and at what price, and an inquiry
 * in the words its status asks for. The inquiry and sharing pass on the work's public page, never the room's.
 */
export function RoomWork({ picture, slug, total, email, labels, first }: Props) {
  const alt = pictureAlt(picture, total);
  const made = madeImage(picture);
  const loading = first ? 'eager' : 'lazy';
  return (
    <article className={styles.work}>
      <WorkFigure picture={picture} total={total} url={absoluteUrl(workPath(slug))} email={email} labels={labels} place="room" styles={styles}>
        {made ? (
          <ResponsivePicture className={styles.picture} source={made} kind="full" alt={alt} sizes={roomSizes(made)} fit="contain" loading={loading} priority={first} shaped />
        ) : (
          <img className={styles.image} src={assetUrl(picture.url)} alt={alt} loading={loading} />
        )}
      </WorkFigure>
    </article>
  );
}
