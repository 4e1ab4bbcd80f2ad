import type { Lang } from 'contracts/i18n';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { componentDocs } from '../../.storybook/component-docs.ts';
import { arabic, langOf } from '../../.storybook/direction.ts';
import { Pager, type PagerLabels } from './pager.tsx';

const copy = {
  en: {
    paging: 'Pages of users',
    previous: 'Previous',
    next: 'Next',
    pageOf: (page: number, count: number) => `Page ${page} of ${count}`,
  },
  ar: {
    paging: 'صفحات المستخدمين',
    previous: 'السابق',
    next: 'التالي',
    pageOf: (page: number, count: number) => `الصفحة ${page} من ${count}`,
  },
} satisfies Record<Lang, PagerLabels>;

type Args = { lang: Lang; start: number; pageCount: number; busy: boolean; onPageChange: (page: number) => void };

/** The page is the caller's (in the URL in the apps): here a state that follows what the pager asks. */
function PagerDemo({ lang, start, pageCount, busy, onPageChange }: Args) {
  const [page, setPage] = useState(start);
  return (
    <Pager
      labels={copy[lang]}
      page={page}
      pageCount={pageCount}
      busy={busy}
      onPageChange={(next) => {
        onPageChange(next);
        setPage(next);
      }}
    />
  );
}

const meta = {
  title: 'Components/Pager',
  subcomponents: { Pager },
  parameters: {
    ...componentDocs({
      purpose:
        'Previous and next around "Page 2 of 5", for lists paged by the server (the admin lists, under Table or alone). The caller owns the page, keeps it in the URL and fetches what `onPageChange` asks for.',
      usage: {
        do: [
          'Keep the page in the URL, so a reload or a shared link shows the same page.',
          'Set `busy` while the next page loads, so a second click does not skip one.',
        ],
        dont: [
          "Don't page a list the browser already holds in full: show it whole or filter it.",
          "Don't use it for public lists: they load more below (LoadMore).",
        ],
      },
    }),
  },
  args: { lang: 'en', start: 1, pageCount: 3, busy: false, onPageChange: fn() },
  argTypes: { lang: { control: false, description: 'Set by the Direction toolbar' } },
  render: (args) => <PagerDemo {...args} />,
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPage: Story = {};

export const FirstPageArabic: Story = { globals: arabic };

export const Busy: Story = { args: { start: 2, busy: true } };

/** From the first page: previous is disabled, next asks for page 2 and the line says so. */
const pagesPlay: Story['play'] = async ({ canvasElement, globals, args }) => {
  const t = copy[langOf(globals)];
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('navigation', { name: t.paging })).toBeVisible();
  await expect(canvas.getByRole('button', { name: t.previous })).toBeDisabled();
  await userEvent.click(canvas.getByRole('button', { name: t.next }));
  await expect(args.onPageChange).toHaveBeenCalledWith(2);
  await expect(canvas.getByText(t.pageOf(2, 3))).toBeVisible();
  await expect(canvas.getByRole('button', { name: t.previous })).toBeEnabled();
};

export const Pages: Story = { play: pagesPlay };

export const PagesArabic: Story = { globals: arabic, play: pagesPlay };
