import {
  type ColumnDef,
  flexRender,
  type RowData,
  rowSortingFeature,
  type SortingState,
  tableFeatures,
  useTable,
} from '@tanstack/react-table';
import { type ReactNode, useMemo } from 'react';
import { Pager, type PagerLabels } from '../pager/pager.tsx';
import { Skeleton } from '../skeleton/skeleton.tsx';
import styles from './table.module.css';

/** A column: its header, how a row shows in it, and whether the server can sort by it. */
export type TableColumn<Row extends RowData> = {
  id: string;
  /** Text, or a control (a row selection's "whole page" checkbox). */
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  sortable?: boolean;
};

/** The server-side sort a list shows: a column id and a direction (none: the server's own order). */
export type TableSort = { id: string; desc: boolean } | null;

type TableLabels = PagerLabels;

export type TableProps<Row extends RowData> = {
  /** Names the table for screen readers (a visible heading may say the same). */
  caption: string;
  /** The columns: header, how a row shows in it, and whether the server sorts by it. */
  columns: TableColumn<Row>[];
  /** The rows of the page shown, in the server's order. */
  rows: Row[];
  /** A row's stable key (its id). */
  rowKey: (row: Row) => string;
  /** The sort the rows are in (from the URL). */
  sort?: TableSort;
  /** Called with the sort a header asks for; the page fetches it (and keeps it in the URL). */
  onSortChange?: (sort: TableSort) => void;
  /** The page shown, counted from 1. */
  page: number;
  /** How many pages the server has. */
  pageCount: number;
  /** Called with the page a person asks for; the page fetches it. */
  onPageChange: (page: number) => void;
  /** Rows of skeletons while the first page (or a new one) loads. */
  loading?: boolean;
  /** How many skeleton rows to show while loading. */
  loadingRows?: number;
  /** Shown in the table's body when no row matches. */
  empty: ReactNode;
  /** The pager's translated labels. */
  labels: TableLabels;
};

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

/** Sorting is the only table feature used (its state and header toggles); the server sorts the rows. */
const features = tableFeatures({ rowSortingFeature });

/**
 * The one table of every admin list, on TanStack Table (headless: markup, styles and RTL are ours).
 * Sorting and paging are the server's (`manualSorting`; pages are the caller's numbers): the table
 * only reports what a person asked for. Row actions are links and buttons in cells, so Tab reaches each of them.
 */
export function Table<Row extends RowData>({
  caption,
  columns,
  rows,
  rowKey,
  sort = null,
  onSortChange,
  page,
  pageCount,
  onPageChange,
  loading = false,
  loadingRows = 5,
  empty,
  labels,
}: TableProps<Row>) {
  const sorting: SortingState = sort ? [sort] : [];
  const canSort = Boolean(onSortChange);
  // The table rebuilds its columns when their definitions change: keep them as stable as the input.
  const columnDefs = useMemo(
    () =>
      columns.map(
        (column): ColumnDef<typeof features, Row> => ({
          id: column.id,
          // The table sorts nothing itself (manualSorting), but a column without an accessor
          // cannot be sorted at all: this one reads the field the column is named after.
          accessorFn: (row) => (row as Record<string, unknown>)[column.id],
          header: typeof column.header === 'string' ? column.header : () => column.header,
          cell: ({ row }) => column.cell(row.original),
          enableSorting: Boolean(column.sortable && canSort),
        }),
      ),
    [columns, canSort],
  );
  const table = useTable({
    features,
    data: rows,
    columns: columnDefs,
    getRowId: rowKey,
    manualSorting: true,
    state: { sorting },
    // Ascending first, then descending, then back to ascending: a list always has some order.
    enableSortingRemoval: false,
    sortDescFirst: false,
    onSortingChange: (updater) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      onSortChange?.(next[0] ? { id: next[0].id, desc: next[0].desc } : null);
    },
  });

  return (
    <div className={styles.wrapper}>
      <div className={styles.scroller}>
        <table className={styles.table} aria-busy={loading || undefined}>
          <caption className={styles.caption}>{caption}</caption>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  const sortable = header.column.getCanSort();
                  const title = flexRender(header.column.columnDef.header, header.getContext());
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      className={styles.th}
                      aria-sort={sortable ? (sorted ? ARIA_SORT[sorted] : 'none') : undefined}
                    >
                      {sortable ? (
                        <button
                          type="button"
                          className={styles.sortButton}
                          onClick={header.column.getToggleSortingHandler()}
                        >
                          {title}
                          <span aria-hidden="true" className={styles.sortMark}>
                            {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
                          </span>
                        </button>
                      ) : (
                        title
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {loading ? (
              Array.from({ length: loadingRows }, (_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity
                <tr key={index} data-testid="table-loading-row">
                  {columns.map((column) => (
                    <td key={column.id} className={styles.td}>
                      <Skeleton />
                    </td>
                  ))}
                </tr>
              ))
            ) : rows.length === 0 ? (
              <tr>
                <td colSpan={columns.length} className={styles.empty}>
                  {empty}
                </td>
              </tr>
            ) : (
              table.getRowModel().rows.map((row) => (
                <tr key={row.id} className={styles.row}>
                  {row.getAllCells().map((cell) => (
                    <td key={cell.id} className={styles.td}>
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <Pager labels={labels} page={page} pageCount={pageCount} onPageChange={onPageChange} busy={loading} />
    </div>
  );
}
