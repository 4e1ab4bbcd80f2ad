import { forwardRef, type InputHTMLAttributes, useId } from 'react';
import styles from '../form-controls/form-controls.module.css';

export type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  /** The visible label (translated); never a placeholder instead. */
  label: string;
  /** A message under the field (already translated), announced and linked to the input. */
  error?: string | undefined;
  /** A line of help under the field (already translated), linked to the input. */
  hint?: string | undefined;
};

/** A labelled input with its error text; works with react-hook-form's `register` (forwards the ref). */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, id, className, ...rest },
  ref,
) {
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  const describedBy =
    [hint ? `${inputId}-hint` : null, error ? `${inputId}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`${styles.field} ${className ?? ''}`}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      <input
        ref={ref}
        id={inputId}
        className={styles.control}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...rest}
      />
      {hint ? (
        <p id={`${inputId}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? <FieldError id={`${inputId}-error`} message={error} /> : null}
    </div>
  );
});

/** The error text under a form field. */
export function FieldError({ id, message }: { id?: string; message: string }) {
  return (
    <p id={id} className={styles.error} role="alert">
      {message}
    </p>
  );
}
