import type { SiteContent } from '@/lib/domain/types';
import styles from './social-links.module.scss';

export type SocialContent = Pick<SiteContent, 'social' | 'email' | 'socialNetworkUrl' | 'photoProfileUrl'>;

/** The artist's social network page, her photo-sharing profile and her e-mail address. */
export function SocialLinks({ content }: { content: SocialContent }) {
  return (
    <ul className={styles.links}>
      <li>
        <a href={content.socialNetworkUrl} target="_blank" rel="noopener noreferrer" aria-label={content.social.socialNetwork}>
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path d="M13.5 21v-7.5H16l.5-3h-3V8.7c0-.9.3-1.5 1.6-1.5h1.5V4.5c-.3 0-1.2-.1-2.2-.1-2.2 0-3.7 1.3-3.7 3.8v2.3H8v3h2.7V21z" />
          </svg>
        </a>
      </li>
      <li>
        <a href={content.photoProfileUrl} target="_blank" rel="noopener noreferrer" aria-label={content.social.photos}>
          <svg viewBox="0 0 24 24" aria-hidden="true" className={styles.outline}>
            <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
            <circle cx="12" cy="12" r="4" />
            <circle cx="17.2" cy="6.8" r="0.6" />
          </svg>
        </a>
      </li>
      <li>
        <a href={`mailto:${content.email}`} aria-label={`${content.social.email}: ${content.email}`}>
          <svg viewBox="0 0 24 24" aria-hidden="true" className={styles.outline}>
            <rect x="3" y="5.5" width="18" height="13" rx="1.5" />
            <path d="m3.5 6.5 8.5 6.5 8.5-6.5" />
          </svg>
        </a>
      </li>
    </ul>
  );
}
