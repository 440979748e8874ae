import Link from 'next/link';
import { slugify } from '@/lib/domain/slug';
import type { LegalPage as LegalPageContent } from '@/lib/domain/types';
import styles from './legal-page.module.scss';

/** Text with '[…]' places the artist still has to fill in, shown marked. */
function Marked({ text }: { text: string }) {
  return text.split(/(\[[^\]]+\])/).map((part, index) => (part.startsWith('[') ? <mark key={index}>{part}</mark> : part));
}

export function LegalPage({ page, home }: { page: LegalPageContent; home: string }) {
  return (
    <main id="inhalt" className={styles.page}>
      {/* Not prefetched: the home page's payload carries preload hints (its stylesheet, the landing
          tree) that this page never uses, and the browser warns about each one. */}
      <Link href="/" className={styles.home} prefetch={false}>
        {home}
      </Link>
      <h1 className={styles.title}>{page.title}</h1>
      {page.sections.map((section) => (
        // Each section can be linked to: the works' licence data points to '#urheberrecht'.
        <section key={section.heading} id={slugify(section.heading)} className={styles.section}>
          <h2 className={styles.heading}>{section.heading}</h2>
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
