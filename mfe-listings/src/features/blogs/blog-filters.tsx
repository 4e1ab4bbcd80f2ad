import { type BlogSort, blogCategories, blogSorts } from 'contracts/enums';
import { blogListFilters } from 'contracts/list-filters';
import { Select } from 'design-system/form-controls';
import { currentLang } from 'platform/i18n';
import { useTranslation } from 'react-i18next';
import { FiltersDrawerBody } from '../../components/listing-list/listing-layout.tsx';
import { useUrlFilters } from '../../lib/url-filters.ts';
import styles from './blogs.module.css';
import { LISTINGS_NAMESPACE } from './i18n/register.ts';
import '../../components/listing-list/i18n/register.ts';
import { Stack } from 'design-system/stack';

/** The drawer view name of the blog list's filters (spec §2: "filter menus for blogs"). */
export const BLOG_FILTERS_VIEW = 'blog-filters';

/** How many of the blog list's choices differ from its defaults (for the phone's Filters button). */
export function activeBlogFilters(filters: { category?: string; sort?: string }): number {
  return (filters.category ? 1 : 0) + (filters.sort && filters.sort !== 'newest' ? 1 : 0);
}

/** The sort select, reading and writing the URL query. */
export function BlogSortSelect() {
  const { t } = useTranslation(LISTINGS_NAMESPACE);
  const { filters, update } = useUrlFilters(blogListFilters);
  return (
    <Select
      label={t('blogs.sortLabel')}
      value={filters.sort ?? 'newest'}
      onChange={(event) => {
        const sort = event.target.value as BlogSort;
        update({ sort: sort === 'newest' ? undefined : sort });
      }}
      options={blogSorts.map((sort) => ({ value: sort, label: t(`blogs.sorts.${sort}`) }))}
    />
  );
}

/** The category chips, reading and writing the URL query. */
export function BlogCategoryChips() {
  const { t, i18n } = useTranslation(LISTINGS_NAMESPACE);
  const lang = currentLang(i18n);
  const { filters, update } = useUrlFilters(blogListFilters);
  return (
    <fieldset className={styles.chipGroup}>
      <legend className={styles.chipsLabel}>{t('blogs.categoriesLabel')}</legend>
      <div className={styles.chips}>
        <button
          type="button"
          className={styles.chip}
          aria-pressed={!filters.category}
          onClick={() => update({ category: undefined })}
        >
          {t('blogs.allCategories')}
        </button>
        {blogCategories.values.map((category) => (
          <button
            key={category}
            type="button"
            className={styles.chip}
            aria-pressed={filters.category === category}
            onClick={() => update({ category: filters.category === category ? undefined : category })}
          >
            {blogCategories.labels[category][lang]}
          </button>
        ))}
      </div>
    </fieldset>
  );
}

/** On a phone, the sort and the categories in the drawer, with a button back to the posts. */
export function BlogFiltersDrawer({ close }: { close: () => void }) {
  return (
    <FiltersDrawerBody
      panel={
        <Stack gap={6}>
          <BlogSortSelect />
          <BlogCategoryChips />
        </Stack>
      }
      close={close}
    />
  );
}
