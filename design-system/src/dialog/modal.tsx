import { DialogFrame, type OverlayProps } from './dialog-frame.tsx';
import styles from './modal.module.css';

export type ModalProps = OverlayProps & {
  /** Sign-in and sign-up show as bordered white cards. */
  card?: boolean;
};

/** A centred modal (native modal dialog: focus kept inside, Escape closes, focus returns after). */
export function Modal({ card, ...overlay }: ModalProps) {
  return (
    <DialogFrame {...overlay} className={`${styles.modal} ${card ? styles.card : ''}`} bodyClassName={styles.body} />
  );
}
