import { type ListingSort, restaurantSorts } from 'contracts/enums';
import { Select } from 'design-system/form-controls';
import { useTranslation } from 'react-i18next';
import { LISTINGS_NAMESPACE } from './i18n/register.ts';
import styles from './listing-list.module.css';

/** "Sort by" for restaurants and shops (the same seven orders). */
export function SortSelect({ value, onChange }: { value: ListingSort; onChange: (sort: ListingSort) => void }) {
  const { t } = useTranslation(LISTINGS_NAMESPACE);
  return (
    <div className={styles.sort}>
      <Select
        label={t('listing.sortBy')}
        name="sort"
        value={value}
        options={restaurantSorts.map((sort) => ({ value: sort, label: t(`listing.sort.${sort}`) }))}
        onChange={(event) => onChange(event.target.value as ListingSort)}
      />
    </div>
  );
}
