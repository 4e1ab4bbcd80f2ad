import type { PagerLabels } from 'design-system/pager';
import { Table, type TableProps } from 'design-system/table';
import { formatCount } from 'platform/intl';
import { useAdminText } from '../lib/use-admin-text.ts';

/** The pager's labels every back-office list shares; `label` names whose pages they are. */
export function usePagerLabels(label: string): PagerLabels {
  const { t, lang } = useAdminText();
  return {
    paging: label,
    previous: t('formParts.paging.previous'),
    next: t('formParts.paging.next'),
    pageOf: (page, count) =>
      t('formParts.paging.pageOf', { page: formatCount(page, lang), count: formatCount(count, lang) }),
  };
}

/** A back-office list's table: the design system's, its pager labelled as every list's is. */
export function AdminTable<Row extends object>({
  pagingLabel,
  ...table
}: Omit<TableProps<Row>, 'labels'> & { /** Names the list's pages for screen readers. */ pagingLabel: string }) {
  return <Table<Row> {...table} labels={usePagerLabels(pagingLabel)} />;
}
