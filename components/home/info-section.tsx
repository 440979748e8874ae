import { assetUrl } from '@/lib/domain/assets';
import { PRICE_LIST_FILE } from '@/lib/domain/price-list';
import type { SiteContent, SiteImage } from '@/lib/domain/types';
import { InfoPortrait } from './info-portrait';
import { InfoReveal } from './info-reveal';
import { langOf } from '@/lib/domain/locale';
import styles from './info-section.module.scss';

/** 'zur bildermacherin': the portrait, a few words about how she works, her CV, and her price list where she publishes it. */
export function InfoSection({ content, portrait }: { content: SiteContent; portrait: SiteImage }) {
  const { info } = content;
  return (
    <section id="info" className={styles.section} aria-labelledby="info-heading" tabIndex={-1}>
      <InfoReveal
        portrait={
          <InfoPortrait
            className={styles.portrait}
            source={portrait}
            kind="full"
            alt={info.portraitAlt}
            lang={langOf(content, 'info.portraitAlt')}
            sizes="(min-width: 1088px) 26rem, (min-width: 769px) 38vw, (min-width: 456px) 22rem, calc(100vw - 55px - 3rem)"
            fit="cover"
          />
        }
        heading={
          <h2 id="info-heading" className={styles.heading}>
            {info.heading}
          </h2>
        }
      >
        <p className={styles.paragraph}>{info.paragraph}</p>
        <div className={styles.downloads}>
          <a className={styles.download} href={assetUrl(content.curriculum)} target="_blank" rel="noopener noreferrer">
            {info.curriculumLabel}
          </a>
          {content.priceListLink && (
            <a className={styles.download} href={assetUrl(PRICE_LIST_FILE)} target="_blank" rel="noopener noreferrer">
              {content.priceListLink}
            </a>
          )}
        </div>
      </InfoReveal>
    </section>
  );
}
