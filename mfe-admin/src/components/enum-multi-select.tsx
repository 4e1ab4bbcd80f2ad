import type { Bilingual } from 'contracts/enums';
import { MultiSelect } from 'design-system/form-controls';
import { FieldError } from 'design-system/text-field';
import { useId } from 'react';
import { useAdminText } from '../lib/use-admin-text.ts';
import styles from './form-parts.module.css';

/** A multi-select over one of contracts' enumerations, its labels in the page's language. */
export function EnumMultiSelect<T extends string>({
  legend,
  name,
  enumeration,
  value,
  onChange,
  error,
}: {
  legend: string;
  name: string;
  enumeration: { values: readonly T[]; labels: Record<T, Bilingual> };
  value: readonly T[];
  onChange: (next: T[]) => void;
  error?: string | undefined;
}) {
  const { lang } = useAdminText();
  const id = useId();
  const options = enumeration.values.map((code) => ({ value: code, label: enumeration.labels[code][lang] }));
  return (
    <div className={styles.enumGroup} data-invalid={error ? true : undefined}>
      <MultiSelect
        legend={legend}
        name={name}
        options={options}
        value={[...value]}
        onChange={(next) => onChange(enumeration.values.filter((code) => next.includes(code)))}
      />
      {error ? <FieldError id={`${id}-error`} message={error} /> : null}
    </div>
  );
}
