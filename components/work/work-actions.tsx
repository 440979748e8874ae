import clsx from 'clsx';
import type { SiteContent } from '@/lib/domain/types';
import { PrintButton } from './print-button';
import { ShareButton } from './share-button';
import styles from './work-actions.module.scss';

type Props = {
  /** The work's title as the inquiry and the share sheet name it. */
  title: string;
  /** The mailto link of the inquiry (inquiryHref, lib/domain/works.ts). */
  inquiry: string;
  /** The work page's public address. */
  url: string;
  labels: Pick<SiteContent['work'], 'inquiry' | 'share' | 'copied'>;
  /** The print button's words, where the page prints as a tear sheet; none in the viewer. */
  print?: string;
  className?: string;
};

/** What a visitor can do about a work: ask the artist about it by e-mail, and pass its address on. */
export function WorkActions({ title, inquiry, url, labels, print, className }: Props) {
  return (
    <div className={clsx(styles.actions, className)}>
      <a className={styles.action} href={inquiry}>
        <svg viewBox="0 0 24 24" aria-hidden="true">
          <path d="M3 6h18v12H3zM3 6l9 7 9-7" />
        </svg>
        {labels.inquiry}
      </a>
      <ShareButton url={url} title={title} labels={labels} />
      {print && <PrintButton label={print} />}
    </div>
  );
}
