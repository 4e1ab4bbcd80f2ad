import { DialogFrame, type OverlayProps } from '../dialog/dialog-frame.tsx';
import styles from './drawer.module.css';

export type DrawerProps = OverlayProps & {
  /** Inline-start (left in English, right in Arabic) by default. */
  placement?: 'left' | 'right';
  /** A CSS length: the named sizes are resolved by the caller. */
  size?: string;
  /** A white panel (the apply form) instead of the muted surface. */
  white?: boolean;
};

/** A side panel over the page (native modal dialog: focus kept inside, Escape closes). */
export function Drawer({ placement = 'left', size = '400px', white, ...overlay }: DrawerProps) {
  return (
    <DialogFrame
      {...overlay}
      className={`${styles.drawer} ${placement === 'right' ? styles.end : styles.start} ${white ? styles.white : ''}`}
      style={{ inlineSize: `min(${size}, 100vw)` }}
      bodyClassName={styles.body}
    />
  );
}
