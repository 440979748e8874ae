import { useEffect, useRef } from 'react';

/** A <dialog> shown modal (the page behind it inert) while `open` holds, and closed when it stops. */
export function useModalDialog(open: boolean) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);
  return dialog;
}
