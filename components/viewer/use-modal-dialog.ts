import { type RefObject, useEffect, useLayoutEffect, useRef } from 'react';
import { afterNextPaint } from '@/lib/browser/after-paint';

/**
 * A <dialog> shown modal (the page behind it inert) while `open` holds, and closed when it stops.
 *
 * Making the page inert restyles every element of it, which on a phone with a catalogue of hundreds
 * is most of a tap's time. So the dialog first covers the page as it is (marked data-opening, which
 * its stylesheet shows in the modal dialog's place), and is made modal once that has painted.
 *
 * Opened from the keyboard, the browser puts the focus on its first button, with a ring; opened with
 * a mouse or finger (or by the address), the dialog itself takes the focus, so no ring shows on a
 * button nobody chose (WebKit rings it) and Tab still goes on to the buttons.
 *
 * `coverRef` is given what shows the dialog's paper over the page ahead of `open`, with nothing on it yet.
 */
export function useModalDialog(open: boolean, coverRef?: RefObject<(() => void) | null>) {
  const dialog = useRef<HTMLDialogElement>(null);
  const byKeyboard = useRef(false);

  useEffect(() => {
    if (!coverRef) return;
    coverRef.current = () => dialog.current?.setAttribute('data-opening', '');
    return () => {
      coverRef.current = null;
    };
  }, [coverRef]);

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

  // Before the paint, so the frame that answers the tap already shows the dialog.
  useLayoutEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (!open) {
      element.removeAttribute('data-opening');
      if (element.open) element.close();
      return;
    }
    if (element.open) return;
    // focusVisible: false says the same in words, to the browsers that read it (Firefox).
    const focusDialog = () => element.focus({ preventScroll: true, focusVisible: false } as FocusOptions);
    element.setAttribute('data-opening', '');
    // Keys go to the viewer from its first frame.
    focusDialog();
    return afterNextPaint(() => {
      element.showModal();
      element.removeAttribute('data-opening');
      if (!byKeyboard.current) focusDialog();
    });
  }, [open]);
  return dialog;
}
