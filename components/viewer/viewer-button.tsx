import type { ReactNode } from 'react';
import styles from './picture-viewer.module.scss';

type Props = {
  label: string;
  onClick: () => void;
  /** For a button that stays on (zoom): said to screen readers, and drawn dark. */
  pressed?: boolean;
  className?: string;
  /** The icon (components/ui/icons). */
  children: ReactNode;
};

/** One of the viewer's round buttons, named by its label alone. */
export function ViewerButton({ label, onClick, pressed, className, children }: Props) {
  return (
    <button type="button" className={`${styles.button} ${className ?? ''}`} onClick={onClick} aria-label={label} aria-pressed={pressed}>
      {children}
    </button>
  );
}
