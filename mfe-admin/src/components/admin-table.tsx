import type { Lang } from 'contracts/i18n';
import { Button } from 'design-system/button';
import type { PagerLabels } from 'design-system/pager';
import { Table, type TableColumn, type TableProps } from 'design-system/table';
import { formatCount, formatDateTime } from 'platform/intl';
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

/** The trash's column of when each record went there, in Qatar time. */
export function deletedAtColumn<Row extends { deletedAt: string | null }>(
  header: string,
  lang: Lang,
): TableColumn<Row> {
  return { id: 'deletedAt', header, cell: (row) => (row.deletedAt ? formatDateTime(row.deletedAt, lang) : '') };
}

/** The trash's column of Restore buttons, each named by its record (`named`) for screen readers. */
export function restoreColumn<Row extends object>(labels: {
  header: string;
  restore: string;
  named: (row: Row) => string;
  onRestore: (row: Row) => void;
}): TableColumn<Row> {
  return {
    id: 'actions',
    header: labels.header,
    cell: (row) => (
      <Button type="button" variant="secondary" aria-label={labels.named(row)} onClick={() => labels.onRestore(row)}>
        {labels.restore}
      </Button>
    ),
  };
}
