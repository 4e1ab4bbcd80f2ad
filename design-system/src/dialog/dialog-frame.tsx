import type { CSSProperties, ReactNode } from 'react';
import { CloseButton } from './close-button.tsx';
import { useModalDialog } from './use-dialog.ts';

/** What every overlay of the design system (a modal, a drawer) is asked. */
export type OverlayProps = {
  /** Whether it is shown (it opens as a modal dialog). */
  open: boolean;
  /** Called on Escape, the close button or a click on the backdrop; focus then returns to what opened it. */
  onClose: () => void;
  /** Names the dialog for screen readers (translated; usually its heading). */
  label: string;
  /** The close button's name (translated). */
  closeLabel: string;
  children: ReactNode;
};

type DialogFrameProps = OverlayProps & {
  /** The dialog's own look (centred, at a side) and the class of the body inside it. */
  className: string;
  bodyClassName: string | undefined;
  style?: CSSProperties;
};

/**
 * A native modal dialog with a close button: focus kept inside, Escape or a click on the backdrop
 * closes, focus returns after. Its children mount only while it is open.
 */
export function DialogFrame({
  open,
  onClose,
  label,
  closeLabel,
  className,
  bodyClassName,
  style,
  children,
}: DialogFrameProps) {
  const ref = useModalDialog(open, onClose);
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop closes; Escape is the dialog's own key
    <dialog
      ref={ref}
      aria-label={label}
      className={className}
      style={style}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className={bodyClassName}>
        <CloseButton label={closeLabel} onClick={onClose} />
        {open ? children : null}
      </div>
    </dialog>
  );
}
