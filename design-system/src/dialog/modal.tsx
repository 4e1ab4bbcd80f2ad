import type { ReactNode } from 'react';
import { CloseButton } from './close-button.tsx';
import styles from './modal.module.css';
import { useModalDialog } from './use-dialog.ts';

export type ModalProps = {
  /** Whether it is shown (it opens as a modal dialog). */
  open: boolean;
  /** Called on Escape or the close button; focus then returns to what opened it. */
  onClose: () => void;
  /** Names the dialog for screen readers (translated; usually its heading). */
  label: string;
  /** The close button's name (translated). */
  closeLabel: string;
  /** Sign-in and sign-up show as bordered white cards. */
  card?: boolean;
  children: ReactNode;
};

/** A centred modal (native modal dialog: focus kept inside, Escape closes, focus returns after). */
export function Modal({ open, onClose, label, closeLabel, card, children }: ModalProps) {
  const ref = useModalDialog(open, onClose);
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop closes; Escape is the dialog's own key
    <dialog
      ref={ref}
      aria-label={label}
      className={`${styles.modal} ${card ? styles.card : ''}`}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className={styles.body}>
        <CloseButton label={closeLabel} onClick={onClose} />
        {open ? children : null}
      </div>
    </dialog>
  );
}
