import { useId } from 'react';
import listStyles from './list-filters.module.css';

/** A labelled select of a list's filter bar; the empty value is "any" (`allLabel`). */
export function FilterSelect<T extends string>({
  label,
  allLabel,
  value,
  options,
  onChange,
}: {
  label: string;
  allLabel: string;
  value: T | undefined;
  options: readonly { value: T; label: string }[];
  onChange: (value: T | undefined) => void;
}) {
  const id = useId();
  return (
    <div className={listStyles.field}>
      <label htmlFor={id} className={listStyles.label}>
        {label}
      </label>
      <select
        id={id}
        className={listStyles.select}
        value={value ?? ''}
        onChange={(event) => onChange((event.target.value || undefined) as T | undefined)}
      >
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
