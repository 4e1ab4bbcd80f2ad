import type { Lang } from 'contracts/i18n';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { componentDocs } from '../../.storybook/component-docs.ts';
import { arabic, langOf } from '../../.storybook/direction.ts';
import { Pager } from '../pager/pager.tsx';
import { Table, type TableSort } from './table.tsx';

type Person = { id: string; name: string; email: string; joined: string };

const copy = {
  en: {
    caption: 'Users',
    name: 'Name',
    email: 'Email',
    joined: 'Signed up',
    open: 'Open',
    empty: 'No users match these filters.',
    labels: { paging: 'Pages of users', previous: 'Previous', next: 'Next' },
    pageOf: (page: number, count: number) => `Page ${page} of ${count}`,
    people: [
      { id: '1', name: 'Aisha Al-Thani', email: 'aisha@example.com', joined: '3 March 2026' },
      { id: '2', name: 'Badr Hassan', email: 'badr@example.com', joined: '9 April 2026' },
      { id: '3', name: 'Carla Mendes', email: 'carla@example.com', joined: '1 May 2026' },
    ],
  },
  ar: {
    caption: 'المستخدمون',
    name: 'الاسم',
    email: 'البريد الإلكتروني',
    joined: 'تاريخ التسجيل',
    open: 'فتح',
    empty: 'لا يوجد مستخدمون مطابقون لعوامل التصفية.',
    labels: { paging: 'صفحات المستخدمين', previous: 'السابق', next: 'التالي' },
    pageOf: (page: number, count: number) => `الصفحة ${page} من ${count}`,
    people: [
      { id: '1', name: 'عائشة آل ثاني', email: 'aisha@example.com', joined: '3 مارس 2026' },
      { id: '2', name: 'بدر حسن', email: 'badr@example.com', joined: '9 أبريل 2026' },
      { id: '3', name: 'كارلا منديز', email: 'carla@example.com', joined: '1 مايو 2026' },
    ],
  },
} satisfies Record<Lang, unknown>;

type DemoProps = { lang: Lang; loading?: boolean; emptyList?: boolean };

/** A table whose sort and page the demo keeps, as a page keeps them in its URL. */
function TableDemo({ lang, loading = false, emptyList = false }: DemoProps) {
  const t = copy[lang];
  const [sort, setSort] = useState<TableSort>(null);
  const [page, setPage] = useState(1);
  const rows = emptyList ? [] : [...t.people].sort((a, b) => (sort?.desc ? -1 : 1) * a.name.localeCompare(b.name));
  return (
    <Table<Person>
      caption={t.caption}
      columns={[
        { id: 'name', header: t.name, cell: (row) => row.name, sortable: true },
        { id: 'email', header: t.email, cell: (row) => row.email },
        { id: 'joined', header: t.joined, cell: (row) => row.joined },
        {
          id: 'actions',
          header: t.open,
          cell: (row) => <a href={`#user-${row.id}`}>{`${t.open}: ${row.name}`}</a>,
        },
      ]}
      rows={rows}
      rowKey={(row) => row.id}
      sort={sort}
      onSortChange={setSort}
      page={page}
      pageCount={emptyList ? 0 : 3}
      onPageChange={setPage}
      loading={loading}
      empty={t.empty}
      labels={{ ...t.labels, pageOf: t.pageOf }}
    />
  );
}

const meta = {
  title: 'Components/Table',
  subcomponents: { Table, Pager },
  component: TableDemo,
  args: { lang: 'en', loading: false, emptyList: false },
  argTypes: { lang: { control: false, description: 'Set by the Direction toolbar' } },
  parameters: {
    layout: 'padded',
    ...componentDocs({
      purpose:
        "The one table of every admin list (TanStack Table, headless): headers that sort, skeleton rows while loading, an empty state, and the Pager below. Sorting and paging are the server's: the table reports what a person asks for.",
      usage: {
        do: [
          'Keep the sort and the page in the URL and fetch what `onSortChange` and `onPageChange` ask for.',
          'Put row actions as links and buttons in cells, so Tab reaches each.',
        ],
        dont: ["Don't sort or page rows in the browser.", "Don't make a whole row clickable."],
      },
    }),
  },
} satisfies Meta<typeof TableDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const DefaultArabic: Story = { globals: arabic };
export const Loading: Story = { args: { loading: true } };
export const LoadingArabic: Story = { args: { loading: true }, globals: arabic };
export const Empty: Story = { args: { emptyList: true } };
export const EmptyArabic: Story = { args: { emptyList: true }, globals: arabic };

/** Sorts from the keyboard (aria-sort follows), pages, and reaches a row's action with Tab. */
const sortsAndPages: Story['play'] = async ({ canvasElement, globals }) => {
  const t = copy[langOf(globals)];
  const canvas = within(canvasElement);
  const header = canvas.getByRole('columnheader', { name: new RegExp(t.name) });
  await expect(header).toHaveAttribute('aria-sort', 'none');
  within(header).getByRole('button').focus();
  await userEvent.keyboard('{Enter}');
  await expect(header).toHaveAttribute('aria-sort', 'ascending');
  await userEvent.keyboard('{Enter}');
  await expect(header).toHaveAttribute('aria-sort', 'descending');
  await userEvent.click(canvas.getByRole('button', { name: t.labels.next }));
  await expect(canvas.getByText(t.pageOf(2, 3))).toBeVisible();
  // From the header, Tab reaches the first row's action: row actions are ordinary tab stops.
  within(header).getByRole('button').focus();
  await userEvent.tab();
  await expect(canvas.getAllByRole('link')[0]).toHaveFocus();
};

export const SortsAndPages: Story = { play: sortsAndPages };
export const SortsAndPagesArabic: Story = { globals: arabic, play: sortsAndPages };
