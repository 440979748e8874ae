'use client';

import clsx from 'clsx';
import { useEffect, useState } from 'react';
import styles from './work-actions.module.scss';

/** How long 'Adresse kopiert' stays. */
const CONFIRMATION_MS = 4000;

type Props = { url: string; title: string; labels: { share: string; copied: string } };

/**
 * Opens the system's share sheet where there is one (phones, Safari), and otherwise copies the
 * work's address and says so. Hidden where scripts do not run (it could do nothing there), and
 * in the page from the start where they do, so nothing moves when it comes alive.
 */
export function ShareButton({ url, title, labels }: Props) {
  const [confirmation, setConfirmation] = useState('');

  useEffect(() => {
    if (!confirmation) return;
    const timer = setTimeout(() => setConfirmation(''), CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [confirmation]);

  const share = async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        // Closing the sheet is the visitor's choice; anything else falls back to copying.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setConfirmation(labels.copied);
    } catch {
      // No clipboard either (an old browser, a denied permission): the address itself, to copy by hand.
      setConfirmation(url);
    }
  };

  return (
    <>
      <button type="button" className={clsx(styles.action, styles.scripted)} onClick={share}>
        <svg viewBox="0 0 24 24" aria-hidden="true">
          <path d="M12 3v12M7.5 7.5L12 3l4.5 4.5M5 12v8h14v-8" />
        </svg>
        {labels.share}
      </button>
      <span className={styles.confirmation} role="status">
        {confirmation}
      </span>
    </>
  );
}
