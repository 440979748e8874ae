import type { MouseEvent } from 'react';
import { useInView } from 'react-intersection-observer';
import { useImageStatus } from '@/components/ui/use-image-status';
import { assetUrl } from '@/lib/domain/assets';
import { madeImage } from '@/lib/domain/gallery';
import type { GalleryPicture } from '@/lib/domain/types';
import { ResponsivePicture } from '@/components/ui/responsive-picture';
import styles from './thumbnail.module.scss';

// How wide a thumbnail is drawn, so the browser fetches the width it needs: five to a row on a
// phone, two or three slides across wider (less the side bar and the gallery's margins).
export const SIZES = {
  tile: 'calc((100vw - 55px - 3rem) / 5)',
  slide: '(min-width: 1088px) calc((100vw - 90px - 4rem) / 3), calc((100vw - 90px - 4rem) / 2)',
};

type Props = {
  picture: GalleryPicture;
  /** The work's own page: where the link goes without JavaScript, or in a new tab. */
  href: string;
  alt: string;
  /** 'tile' fills a square of the phone grid, 'slide' shows the whole picture on a desktop slide. */
  fit: 'tile' | 'slide';
  /** The picture's `show` flag: it has been in view once, in either layout. */
  show: boolean;
  onShow: (picture: GalleryPicture) => void;
  onOpen: (picture: GalleryPicture) => void;
};

/**
 * One thumbnail: a link to the work's page (which is what it stays without JavaScript) that opens
 * the viewer instead. Its picture and blurred placeholder come only once the `show` flag says it is
 * near (until then the tile is plain paper), so a phone's first view does not wait on the gallery.
 */
export function Thumbnail({ picture, href, alt, fit, show, onShow, onOpen }: Props) {
  const { ref } = useInView({
    triggerOnce: true,
    skip: show,
    rootMargin: '200px',
    fallbackInView: true,
    onChange: (inView) => inView && onShow(picture),
  });
  const made = madeImage(picture);
  const { status, onLoad, onError } = useImageStatus(picture.url);
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    // A modified click (new tab, new window) keeps the link's own meaning.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    onOpen(picture);
  };
  return (
    // Named by its picture even before the picture itself is fetched.
    <a
      ref={ref}
      href={href}
      className={`${styles.thumbnail} ${styles[fit]}`}
      onClick={open}
      data-picture={picture.index}
      aria-label={alt}
    >
      {status === 'failed' ? (
        // A file that does not load leaves a quiet tile with the title, never a broken image.
        <span className={styles.missing}>{picture.title}</span>
      ) : made ? (
        <ResponsivePicture
          source={made}
          kind="thumb"
          alt={alt}
          sizes={SIZES[fit]}
          fit={fit === 'tile' ? 'cover' : 'contain'}
          reveal={show}
          load={show}
          // A whole picture on a slide leaves paper beside it, where the blur would show as a rim.
          loaded={fit === 'slide' && status === 'loaded'}
          onLoad={onLoad}
          onError={onError}
        />
      ) : (
        // A gallery.json written by hand has one thumbnail file per picture.
        <img
          className={`${styles.image} ${show ? styles.shown : ''}`}
          src={assetUrl(picture.thumb)}
          alt={alt}
          loading="lazy"
          decoding="async"
          data-show={show}
          onError={onError}
        />
      )}
    </a>
  );
}
