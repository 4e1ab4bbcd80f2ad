import {
  forwardRef,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
  useState,
} from 'react';
import styles from './form-controls.module.css';

type FieldProps = {
  /** The visible label (translated); never a placeholder instead. */
  label: string;
  /** The message under the field (already translated, e.g. the zod schema's), announced and linked to it. */
  error?: string | undefined;
};

function describedBy(id: string, error?: string) {
  return error ? `${id}-error` : undefined;
}
function FieldMessage({ id, error }: { id: string; error?: string | undefined }) {
  return error ? (
    <p id={`${id}-error`} className={styles.error} role="alert">
      {error}
    </p>
  ) : null;
}

/** What ties a control to its label and its message. */
type ControlWiring = { id: string; 'aria-invalid': true | undefined; 'aria-describedby': string | undefined };

/** A control under its visible label, with its message (if any) under it, announced and linked to it. */
function LabelledField({
  id,
  label,
  error,
  children,
}: FieldProps & { id: string | undefined; children: (wiring: ControlWiring) => ReactNode }) {
  const fallback = useId();
  const inputId = id ?? fallback;
  const wiring: ControlWiring = {
    id: inputId,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(inputId, error),
  };
  return (
    <div className={styles.field}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      {children(wiring)}
      <FieldMessage id={inputId} error={error} />
    </div>
  );
}

/** A password input with a show/hide button (labels translated by the caller). */
export const PasswordField = forwardRef<
  HTMLInputElement,
  InputHTMLAttributes<HTMLInputElement> & FieldProps & { showLabel: string; hideLabel: string }
>(function PasswordField({ label, error, showLabel, hideLabel, id, ...rest }, ref) {
  const [visible, setVisible] = useState(false);
  return (
    <LabelledField id={id} label={label} error={error}>
      {(wiring) => (
        <div className={styles.withButton}>
          <input ref={ref} {...wiring} type={visible ? 'text' : 'password'} className={styles.control} {...rest} />
          <button
            type="button"
            className={styles.reveal}
            aria-pressed={visible}
            aria-controls={wiring.id}
            onClick={() => setVisible((v) => !v)}
          >
            {visible ? hideLabel : showLabel}
          </button>
        </div>
      )}
    </LabelledField>
  );
});

export const Textarea = forwardRef<HTMLTextAreaElement, TextareaHTMLAttributes<HTMLTextAreaElement> & FieldProps>(
  function Textarea({ label, error, id, ...rest }, ref) {
    return (
      <LabelledField id={id} label={label} error={error}>
        {(wiring) => <textarea ref={ref} {...wiring} className={`${styles.control} ${styles.textarea}`} {...rest} />}
      </LabelledField>
    );
  },
);

export type Option = { value: string; label: string };

/** One choice from a list: the native select (best keyboard and screen reader support on phones). */
export const Select = forwardRef<
  HTMLSelectElement,
  SelectHTMLAttributes<HTMLSelectElement> & FieldProps & { options: Option[]; placeholder?: string }
>(function Select({ label, error, options, placeholder, id, ...rest }, ref) {
  return (
    <LabelledField id={id} label={label} error={error}>
      {(wiring) => (
        <select ref={ref} {...wiring} className={styles.control} {...rest}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </LabelledField>
  );
});

/** Several choices: a labelled group of checkboxes (filters). */
export function MultiSelect({
  legend,
  options,
  value,
  onChange,
  name,
}: {
  legend: string;
  options: Option[];
  value: string[];
  onChange: (next: string[]) => void;
  name: string;
}) {
  return (
    <fieldset className={styles.group}>
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className={styles.choice}>
          <input
            type="checkbox"
            name={name}
            value={option.value}
            checked={value.includes(option.value)}
            onChange={(event) =>
              onChange(event.target.checked ? [...value, option.value] : value.filter((v) => v !== option.value))
            }
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}

export const Checkbox = forwardRef<
  HTMLInputElement,
  InputHTMLAttributes<HTMLInputElement> & { label: ReactNode; error?: string | undefined }
>(function Checkbox({ label, error, id, ...rest }, ref) {
  const fallback = useId();
  const inputId = id ?? fallback;
  return (
    <div className={styles.field}>
      <label className={styles.choice} htmlFor={inputId}>
        <input
          ref={ref}
          id={inputId}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(inputId, error)}
          {...rest}
        />
        <span>{label}</span>
      </label>
      <FieldMessage id={inputId} error={error} />
    </div>
  );
});

/** One of a few choices shown at once (e.g. the role at sign-up). */
export function RadioGroup({
  legend,
  name,
  options,
  value,
  onChange,
  error,
}: {
  legend: string;
  name: string;
  options: Option[];
  value: string | undefined;
  onChange: (value: string) => void;
  error?: string | undefined;
}) {
  const id = useId();
  return (
    <fieldset
      className={styles.group}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy(id, error)}
    >
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className={styles.choice}>
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
          />
          {option.label}
        </label>
      ))}
      <FieldMessage id={id} error={error} />
    </fieldset>
  );
}

/** An on/off setting, announced as a switch. */
export function Switch({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <label className={styles.choice} htmlFor={id}>
      <input
        id={id}
        type="checkbox"
        role="switch"
        className={styles.switch}
        checked={checked}
        aria-checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      {label}
    </label>
  );
}
