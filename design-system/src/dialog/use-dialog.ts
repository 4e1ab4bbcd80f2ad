import { type RefObject, useEffect, useRef } from 'react';

/**
 * Drives a native <dialog> as a modal: the browser gives focus trapping, Escape, the top
 * layer and inert background; we only mirror `open` and report closes.
 */
export function useModalDialog(open: boolean, onClose: () => void): RefObject<HTMLDialogElement | null> {
  const ref = useRef<HTMLDialogElement>(null);
  // Closing because `open` turned false must not report a close the parent already knows about.
  const closingOnRequest = useRef(false);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal?.() ?? dialog.setAttribute('open', '');
    if (!open && dialog.open) {
      closingOnRequest.current = true;
      dialog.close?.() ?? dialog.removeAttribute('open');
    }
  }, [open]);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const closed = () => {
      if (closingOnRequest.current) closingOnRequest.current = false;
      else onClose();
    };
    dialog.addEventListener('close', closed);
    return () => dialog.removeEventListener('close', closed);
  }, [onClose]);
  return ref;
}
