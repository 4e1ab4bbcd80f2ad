import { Button } from 'design-system/button';
import { FieldError } from 'design-system/text-field';
import { useId } from 'react';
import dialogStyles from './dialog.module.css';

/**
 * The content of a modal view that confirms a deletion: what is deleted, what follows, the api's
 * refusal if it refused, and the confirm button (naming the thing) beside Cancel.
 */
export function ConfirmDelete({
  title,
  text,
  error,
  confirmLabel,
  cancelLabel,
  busy,
  onConfirm,
  onCancel,
}: {
  title: string;
  text: string;
  error: string | undefined;
  confirmLabel: string;
  cancelLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const id = useId();
  return (
    <section className={dialogStyles.dialog} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      <p>{text}</p>
      {error ? <FieldError message={error} /> : null}
      <div className={dialogStyles.dialogActions}>
        <Button type="button" onClick={onConfirm} loading={busy}>
          {confirmLabel}
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel}>
          {cancelLabel}
        </Button>
      </div>
    </section>
  );
}
