import { assetUrl } from '@/lib/domain/assets';
import { madeImage, pictureAlt } from '@/lib/domain/gallery';
import { langOfPicture } from '@/lib/domain/locale';
import type { GalleryPicture, SiteContent } from '@/lib/domain/types';
import { workHref } from '@/lib/domain/works';
import { AvailabilityDot } from './availability-dot';
import { WorkTilePicture, type TilePlace } from './work-tile-picture';
import styles from './work-tile.module.scss';

type Props = {
  picture: GalleryPicture;
  slug: string;
  /** How many works the gallery has (for a work's description where it has none). */
  total: number;
  content: SiteContent;
  /** 'works': the page of all works, its titles small and quiet; 'exhibition': an exhibition's page, its titles as its heading's. */
  place: TilePlace;
};

/**
 * A work as a tile leading to its page: the picture whole in a square, its title, and the red dot
 * where it is spoken for. The title names the link; the picture beside it adds nothing a screen
 * reader should repeat.
 */
export function WorkTile({ picture, slug, total, content, place }: Props) {
  const made = madeImage(picture);
  return (
    <a href={workHref(slug, undefined, content.root)} className={styles.tile}>
      <span className={styles.frame}>
        {made ? (
          <WorkTilePicture className={styles.picture} image={made.image} width={made.width} height={made.height} place={place} />
        ) : (
          <img className={styles.plain} src={assetUrl(picture.thumb)} alt="" loading="lazy" />
        )}
      </span>
      <span className={styles[place]}>
        <span lang={langOfPicture(picture, content)}>{picture.title ?? pictureAlt(picture, total)}</span>
        <AvailabilityDot status={picture.status} at="end" words={content.gallery.spokenFor} />
      </span>
    </a>
  );
}
