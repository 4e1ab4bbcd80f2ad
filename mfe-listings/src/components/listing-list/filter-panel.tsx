import { Button } from 'design-system/button';
import { Checkbox, MultiSelect, type Option } from 'design-system/form-controls';
import { Inline } from 'design-system/inline';
import { Stack } from 'design-system/stack';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LISTINGS_NAMESPACE } from './i18n/register.ts';
import styles from './listing-list.module.css';

/** One filter of a list: several choices of an enumeration, or an on/off condition. */
export type FilterField =
  | { kind: 'options'; name: string; legend: string; options: Option[] }
  | { kind: 'toggle'; name: string; label: string };

export type FilterPanelProps = {
  fields: FilterField[];
  filters: Record<string, unknown>;
  onChange: (patch: Record<string, unknown>) => void;
  onReset: () => void;
};

/** The filters of a list (the sidebar on wide screens, the drawer view on small ones); each change applies at once. */
export function FilterPanel({ fields, filters, onChange, onReset }: FilterPanelProps) {
  const { t } = useTranslation(LISTINGS_NAMESPACE);
  const headingId = useId();
  const toggles = fields.filter((field) => field.kind === 'toggle');
  const groups = fields.filter((field) => field.kind === 'options');
  return (
    <Stack as="section" gap={6} aria-labelledby={headingId}>
      <Inline gap={2} justify="space-between" align="center">
        <h2 id={headingId} className={styles.panelTitle}>
          {t('listing.filters')}
        </h2>
        <Button variant="ghost" className={styles.resetButton} onClick={onReset}>
          {t('listing.reset')}
        </Button>
      </Inline>
      <div className={styles.toggles}>
        {toggles.map((field) => (
          <Checkbox
            key={field.name}
            name={field.name}
            label={field.label}
            checked={filters[field.name] === true}
            onChange={(event) => onChange({ [field.name]: event.target.checked })}
          />
        ))}
      </div>
      {groups.map((field) => (
        <div key={field.name} className={styles.group}>
          <MultiSelect
            name={field.name}
            legend={field.legend}
            options={field.options}
            value={(filters[field.name] as string[] | undefined) ?? []}
            onChange={(next) => onChange({ [field.name]: next })}
          />
        </div>
      ))}
    </Stack>
  );
}
