import { useEffect, useRef } from 'react';

/**
 * A <dialog> shown modal (the page behind it inert) while `open` holds, and closed when it stops.
 * Opened from the keyboard, the browser puts the focus on its first button, with a ring; opened with
 * a mouse or finger (or by the address), the dialog itself takes the focus, so no ring shows on a
 * button nobody chose (WebKit rings it) and Tab still goes on to the buttons.
 */
export function useModalDialog(open: boolean) {
  const dialog = useRef<HTMLDialogElement>(null);
  const byKeyboard = useRef(false);

  useEffect(() => {
    const onKey = () => (byKeyboard.current = true);
    const onPointer = () => (byKeyboard.current = false);
    document.addEventListener('keydown', onKey, true);
    document.addEventListener('pointerdown', onPointer, true);
    return () => {
      document.removeEventListener('keydown', onKey, true);
      document.removeEventListener('pointerdown', onPointer, true);
    };
  }, []);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      element.showModal();
      // focusVisible: false says the same in words, to the browsers that read it (Firefox).
      if (!byKeyboard.current) element.focus({ preventScroll: true, focusVisible: false } as FocusOptions);
    }
    if (!open && element.open) element.close();
  }, [open]);
  return dialog;
}
