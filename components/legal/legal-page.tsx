import { PageHeader } from '@/components/frame/page-header';
import { slugify } from '@/lib/domain/slug';
import { germanSpaces } from '@/lib/domain/typography';
import type { LegalPage as LegalPageContent } from '@/lib/domain/types';
import styles from './legal-page.module.scss';

/** Text with '[…]' places the artist still has to fill in, shown marked. */
function Marked({ text }: { text: string }) {
  return germanSpaces(text)
    .split(/(\[[^\]]+\])/)
    .map((part, index) => (part.startsWith('[') ? <mark key={index}>{part}</mark> : part));
}

export function LegalPage({ page, artist }: { page: LegalPageContent; artist: string }) {
  return (
    <main id="inhalt" className={styles.page}>
      <PageHeader artist={artist} />
      <h1 className={styles.title}>{page.title}</h1>
      {page.sections.map((section) => (
        // Each section can be linked to: the works' licence data points to '#urheberrecht'.
        <section key={section.heading} id={slugify(section.heading)} className={styles.section}>
          <h2 className={styles.heading}>{germanSpaces(section.heading)}</h2>
          {section.paragraphs.map((paragraph, index) => (
            <p key={index}>
              <Marked text={paragraph} />
            </p>
          ))}
        </section>
      ))}
    </main>
  );
}
