import { type RefObject, useEffect, useRef } from 'react';

/**
 * Drives a native <dialog> as a modal: the browser gives focus trapping, Escape, the top
 * layer and inert background; we only mirror `open` and report closes.
 */
export function useModalDialog(open: boolean, onClose: () => void): RefObject<HTMLDialogElement | null> {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal?.() ?? dialog.setAttribute('open', '');
    if (!open && dialog.open) dialog.close?.() ?? dialog.removeAttribute('open');
  }, [open]);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const closed = () => onClose();
    dialog.addEventListener('close', closed);
    return () => dialog.removeEventListener('close', closed);
  }, [onClose]);
  return ref;
}
