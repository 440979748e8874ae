'use client';

import clsx from 'clsx';
import styles from './work-actions.module.scss';

/**
 * Every font face the page declares, loaded. A browser printing from its menu first loads what the
 * printed page needs, but asked by a script Chromium prints at once: right after the page came, the
 * tear sheet would be set in the fallbacks.
 */
async function fontsLoaded() {
  await Promise.allSettled([...document.fonts].filter((face) => face.status === 'unloaded').map((face) => face.load()));
  await document.fonts.ready;
}

/**
 * Prints the work's page as its tear sheet (or saves it as a PDF, as the browser offers). Hidden
 * where scripts do not run, like sharing: there it could do nothing the browser's menu does not.
 */
export function PrintButton({ label }: { label: string }) {
  return (
    <button type="button" className={clsx(styles.action, styles.scripted)} onClick={() => void fontsLoaded().then(() => window.print())}>
      <svg viewBox="0 0 24 24" aria-hidden="true">
        <path d="M7 9V3h10v6M7 17H4v-7h16v7h-3M7 14h10v7H7z" />
      </svg>
      {label}
    </button>
  );
}
