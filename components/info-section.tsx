import { assetUrl, CURRICULUM_FILE, PORTRAIT_FILE } from '@/lib/assets';
import type { SiteContent } from '@/lib/types';
import { InfoReveal } from './info-reveal';
import styles from './info-section.module.scss';

/** 'zur bildermacherin': the portrait, a few words about how she works, and her CV. */
export function InfoSection({ content }: { content: SiteContent }) {
  const { info } = content;
  return (
    <section id="info" className={styles.section} aria-labelledby="info-heading" tabIndex={-1}>
      <InfoReveal
        portrait={<img className={styles.portrait} src={assetUrl(PORTRAIT_FILE)} alt={info.portraitAlt} width={600} height={750} loading="lazy" />}
        heading={
          <h2 id="info-heading" className={styles.heading}>
            {info.heading}
          </h2>
        }
      >
        <p className={styles.paragraph}>{info.paragraph}</p>
        <a className={styles.curriculum} href={assetUrl(CURRICULUM_FILE)} target="_blank" rel="noopener noreferrer">
          {info.curriculumLabel}
        </a>
      </InfoReveal>
    </section>
  );
}
