import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Table, type TableColumn, type TableProps } from './table.tsx';

type Person = { id: string; name: string; email: string };
const people: Person[] = [
  { id: 'a', name: 'Aisha', email: 'aisha@example.com' },
  { id: 'b', name: 'Badr', email: 'badr@example.com' },
];
const columns: TableColumn<Person>[] = [
  { id: 'name', header: 'Name', cell: (row) => <a href={`/user/${row.id}`}>{row.name}</a>, sortable: true },
  { id: 'email', header: 'Email', cell: (row) => row.email },
];
const labels = {
  paging: 'Pages',
  previous: 'Previous',
  next: 'Next',
  pageOf: (p: number, n: number) => `Page ${p} of ${n}`,
};

function renderTable(props: Partial<TableProps<Person>> = {}) {
  const onPageChange = vi.fn();
  const onSortChange = vi.fn();
  render(
    <Table
      caption="People"
      columns={columns}
      rows={people}
      rowKey={(row) => row.id}
      page={1}
      pageCount={3}
      onPageChange={onPageChange}
      onSortChange={onSortChange}
      empty="No people"
      labels={labels}
      {...props}
    />,
  );
  return { onPageChange, onSortChange };
}

describe('Table', () => {
  it('shows a row per record with its cells, named by its caption', () => {
    renderTable();
    const table = screen.getByRole('table', { name: 'People' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByRole('link', { name: 'Aisha' })).toHaveProperty(
      'href',
      expect.stringContaining('/user/a'),
    );
  });

  it('marks sortable headers with aria-sort and reports the sort a header asks for', () => {
    const { onSortChange } = renderTable({ sort: { id: 'name', desc: false } });
    const name = screen.getByRole('columnheader', { name: /Name/ });
    expect(name.getAttribute('aria-sort')).toBe('ascending');
    expect(screen.getByRole('columnheader', { name: 'Email' }).hasAttribute('aria-sort')).toBe(false);
    fireEvent.click(within(name).getByRole('button'));
    expect(onSortChange).toHaveBeenCalledWith({ id: 'name', desc: true });
  });

  it('an unsorted sortable header says none and asks for ascending first', () => {
    const { onSortChange } = renderTable();
    const name = screen.getByRole('columnheader', { name: /Name/ });
    expect(name.getAttribute('aria-sort')).toBe('none');
    fireEvent.click(within(name).getByRole('button'));
    expect(onSortChange).toHaveBeenCalledWith({ id: 'name', desc: false });
  });

  it('pages forwards and backwards, and cannot go before the first or past the last page', () => {
    const { onPageChange } = renderTable({ page: 3 });
    expect(screen.getByText('Page 3 of 3')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it('shows skeleton rows while loading, and says the table is busy', () => {
    renderTable({ loading: true, loadingRows: 4 });
    expect(screen.getAllByTestId('table-loading-row')).toHaveLength(4);
    expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByText('Aisha')).toBeNull();
  });

  it('shows the empty state across the table when no row matches', () => {
    renderTable({ rows: [], pageCount: 0 });
    const cell = screen.getByText('No people');
    expect(cell.getAttribute('colspan')).toBe('2');
    expect(screen.getByText('Page 1 of 1')).toBeVisible();
  });
});
