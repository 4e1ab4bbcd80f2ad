import type { RestaurantInput } from 'contracts/schemas/restaurant';
import { TextField } from 'design-system/text-field';
import { type Control, get, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { numberOrBlank } from '../lib/number-input.ts';
import { useAdminText } from '../lib/use-admin-text.ts';
import { BilingualField } from './bilingual-field.tsx';
import styles from './form-parts.module.css';
import { MoveButtons, SortableList } from './sortable-list.tsx';

type MenuForm = Pick<RestaurantInput, 'menu'>;

/** A new item: blank until typed (the price too, which the schema then refuses until it is a number). */
export const emptyMenuItem = () => ({
  name: { en: '', ar: '' },
  description: { en: '', ar: '' },
  priceQar: '' as unknown as number,
});

/**
 * The menu as sections of items (English and Arabic names, a QAR price, an optional description);
 * sections and items are added, removed and reordered by drag or keyboard. Inside a form with `menu`.
 */
export function MenuEditor() {
  const { t } = useAdminText();
  const { control } = useFormContext<MenuForm>();
  const { fields, append, remove, move } = useFieldArray({ control, name: 'menu' });
  const titles = useWatch({ control, name: 'menu' }) ?? [];
  const label = (index: number) => titles[index]?.title?.en || t('formParts.menu.section', { n: index + 1 });
  return (
    <section className={styles.menu} aria-labelledby="menu-title">
      <h3 id="menu-title" className={styles.sectionTitle}>
        {t('formParts.menu.title')}
      </h3>
      <SortableList
        rows={fields.map((field, index) => ({ id: field.id, label: label(index) }))}
        onMove={move}
        renderItem={(index, handle) => (
          <fieldset className={styles.menuSection}>
            <legend className={styles.legend}>{label(index)}</legend>
            <div className={styles.itemBar}>
              {handle}
              <MoveButtons index={index} count={fields.length} label={label(index)} onMove={move} />
              <button type="button" className={styles.small} onClick={() => remove(index)}>
                {t('formParts.menu.removeSection', { section: label(index) })}
              </button>
            </div>
            <SectionFields control={control} index={index} sectionLabel={label(index)} />
          </fieldset>
        )}
      />
      <button
        type="button"
        className={styles.add}
        onClick={() => append({ title: { en: '', ar: '' }, items: [emptyMenuItem()] })}
      >
        {t('formParts.menu.addSection')}
      </button>
    </section>
  );
}

function SectionFields({
  control,
  index,
  sectionLabel,
}: {
  control: Control<MenuForm>;
  index: number;
  sectionLabel: string;
}) {
  const { t, fieldError } = useAdminText();
  const { register, formState } = useFormContext<MenuForm>();
  const { fields, append, remove, move } = useFieldArray({ control, name: `menu.${index}.items` });
  const items = useWatch({ control, name: `menu.${index}.items` }) ?? [];
  const base = `menu.${index}` as const;
  const errorAt = (path: string) => fieldError(get(formState.errors, path));
  const itemLabel = (j: number) => items[j]?.name?.en || t('formParts.menu.item', { n: j + 1, section: sectionLabel });
  return (
    <>
      <BilingualField
        label={t('formParts.menu.sectionTitle', { n: index + 1 })}
        en={register(`${base}.title.en`)}
        ar={register(`${base}.title.ar`)}
        errors={{ en: errorAt(`${base}.title.en`), ar: errorAt(`${base}.title.ar`) }}
      />
      <SortableList
        rows={fields.map((field, j) => ({ id: field.id, label: itemLabel(j) }))}
        onMove={move}
        renderItem={(j, handle) => {
          const item = `${base}.items.${j}` as const;
          return (
            <fieldset className={styles.menuItem}>
              <legend className={styles.legend}>{itemLabel(j)}</legend>
              <div className={styles.itemBar}>
                {handle}
                <MoveButtons index={j} count={fields.length} label={itemLabel(j)} onMove={move} />
                <button type="button" className={styles.small} disabled={fields.length === 1} onClick={() => remove(j)}>
                  {t('formParts.menu.removeItem', { item: itemLabel(j) })}
                </button>
              </div>
              <BilingualField
                label={t('formParts.menu.itemName', { item: j + 1, section: index + 1 })}
                en={register(`${item}.name.en`)}
                ar={register(`${item}.name.ar`)}
                errors={{ en: errorAt(`${item}.name.en`), ar: errorAt(`${item}.name.ar`) }}
              />
              <TextField
                type="number"
                inputMode="decimal"
                min={0}
                step="0.5"
                label={t('formParts.menu.price', { item: j + 1, section: index + 1 })}
                error={errorAt(`${item}.priceQar`)}
                {...register(`${item}.priceQar`, { setValueAs: numberOrBlank })}
              />
              <BilingualField
                multiline
                label={t('formParts.menu.description', { item: j + 1, section: index + 1 })}
                en={register(`${item}.description.en`)}
                ar={register(`${item}.description.ar`)}
                errors={{ en: errorAt(`${item}.description.en`), ar: errorAt(`${item}.description.ar`) }}
              />
            </fieldset>
          );
        }}
      />
      <button type="button" className={styles.small} onClick={() => append(emptyMenuItem())}>
        {t('formParts.menu.addItem', { section: sectionLabel })}
      </button>
    </>
  );
}
