import { useEffect, useRef } from 'react';
import { assetUrl } from '@/lib/assets';
import type { GalleryPicture } from '@/lib/types';
import styles from './picture-modal.module.scss';

type Props = { picture: GalleryPicture; alt: string; closeLabel: string; onClose: () => void };

/** The picture at full size over the page, with a close button. */
export function PictureModal({ picture, alt, closeLabel, onClose }: Props) {
  const closeButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    closeButton.current?.focus();
    const closeOnEscape = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    document.addEventListener('keydown', closeOnEscape);
    // The page behind stays where it is while the picture is open.
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', closeOnEscape);
      document.body.style.overflow = overflow;
    };
  }, [onClose]);

  return (
    <div className={styles.modal} role="dialog" aria-modal="true" aria-label={alt}>
      <img key={picture.url} className={styles.image} src={assetUrl(picture.url)} alt={alt} />
      <button ref={closeButton} type="button" className={styles.close} onClick={onClose} aria-label={closeLabel}>
        <svg viewBox="0 0 24 24" aria-hidden="true">
          <path d="M5 5l14 14M19 5L5 19" />
        </svg>
      </button>
    </div>
  );
}
