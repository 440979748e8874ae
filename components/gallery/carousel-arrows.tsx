import type { UseEmblaCarouselType } from 'embla-carousel-react';
import { ArrowLeftIcon, ArrowRightIcon } from '@/components/ui/icons';
import type { SiteContent } from '@/lib/domain/types';
import { usePrevNextButtons } from './use-prev-next-buttons';
import styles from './carousel-controls.module.scss';

type Props = { api: UseEmblaCarouselType[1]; labels: Pick<SiteContent['gallery'], 'previous' | 'next'> };

/** Back and on, each disabled where the carousel cannot go. */
export function CarouselArrows({ api, labels }: Props) {
  const { canGoBack, canGoOn, goBack, goOn } = usePrevNextButtons(api);
  return (
    // One group, so a line too narrow for the dots beside them takes both arrows to the next.
    <div className={styles.arrows}>
      <button type="button" className={styles.arrow} onClick={goBack} disabled={!canGoBack} aria-label={labels.previous}>
        <ArrowLeftIcon />
      </button>
      <button type="button" className={styles.arrow} onClick={goOn} disabled={!canGoOn} aria-label={labels.next}>
        <ArrowRightIcon />
      </button>
    </div>
  );
}
