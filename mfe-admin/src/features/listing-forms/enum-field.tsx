import type { Bilingual } from 'contracts/enums';
import { Controller, get, useFormContext } from 'react-hook-form';
import { EnumMultiSelect } from '../../components/enum-multi-select.tsx';
import { useAdminText } from '../../lib/use-admin-text.ts';

/** One enumeration field of the form as a multi-select, labelled from `listingForms.fields`. */
export function EnumField<T extends string>({
  name,
  enumeration,
}: {
  name: string;
  enumeration: { values: readonly T[]; labels: Record<T, Bilingual> };
}) {
  const { t, fieldError } = useAdminText();
  const { control, formState } = useFormContext();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <EnumMultiSelect
          legend={t(`listingForms.fields.${name}`)}
          name={name}
          enumeration={enumeration}
          value={field.value as T[]}
          onChange={field.onChange}
          error={fieldError(get(formState.errors, name))}
        />
      )}
    />
  );
}
