import type { UseEmblaCarouselType } from 'embla-carousel-react';
import type { SiteContent } from '@/lib/domain/types';
import { fill } from '@/lib/labels/fill';
import { useDotButtons } from './use-dot-buttons';
import styles from './carousel-controls.module.scss';

type Props = { api: UseEmblaCarouselType[1]; labels: Pick<SiteContent['gallery'], 'goToSlide'> };

/** One dot per category on a phone: as many as there are categories, however many pictures. */
export function CategoryDots({ api, labels }: Props) {
  const { stops, current, goTo } = useDotButtons(api);
  return (
    <div className={styles.dots}>
      {stops.map((stop) => (
        <button
          key={stop}
          type="button"
          className={styles.dot}
          onClick={() => goTo(stop)}
          aria-label={fill(labels.goToSlide, { n: stop + 1 })}
          aria-current={stop === current ? 'true' : undefined}
        />
      ))}
    </div>
  );
}
