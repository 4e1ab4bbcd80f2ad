import type { ReactNode } from 'react';
import { CloseButton } from '../dialog/close-button.tsx';
import { useModalDialog } from '../dialog/use-dialog.ts';
import styles from './drawer.module.css';

export type DrawerProps = {
  /** Whether it is shown (it opens as a modal dialog). */
  open: boolean;
  /** Called on Escape, the close button or a click on the backdrop. */
  onClose: () => void;
  /** Names the dialog for screen readers (translated). */
  label: string;
  /** The close button's name (translated). */
  closeLabel: string;
  /** Inline-start (left in English, right in Arabic) by default. */
  placement?: 'left' | 'right';
  /** A CSS length: the named sizes are resolved by the caller. */
  size?: string;
  /** A white panel (the apply form) instead of the muted surface. */
  white?: boolean;
  children: ReactNode;
};

/** A side panel over the page (native modal dialog: focus kept inside, Escape closes). */
export function Drawer({
  open,
  onClose,
  label,
  closeLabel,
  placement = 'left',
  size = '400px',
  white,
  children,
}: DrawerProps) {
  const ref = useModalDialog(open, onClose);
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop closes; Escape is the dialog's own key
    <dialog
      ref={ref}
      aria-label={label}
      className={`${styles.drawer} ${placement === 'right' ? styles.end : styles.start} ${white ? styles.white : ''}`}
      style={{ inlineSize: `min(${size}, 100vw)` }}
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
