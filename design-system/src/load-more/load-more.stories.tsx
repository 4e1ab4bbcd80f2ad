import type { Lang } from 'contracts/i18n';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { componentDocs } from '../../.storybook/component-docs.ts';
import { arabic, langOf } from '../../.storybook/direction.ts';
import { LoadMore } from './load-more.tsx';

const copy = {
  en: {
    summary: 'Showing 1 - 12 out of 64 results',
    label: 'Load more',
    loading: 'Loading…',
    error: 'We could not load more results. Please try again.',
  },
  ar: {
    summary: 'عرض 1 - 12 من أصل 64 نتيجة',
    label: 'عرض المزيد',
    loading: 'جارٍ التحميل…',
    error: 'تعذر تحميل المزيد من النتائج. يرجى المحاولة مرة أخرى.',
  },
};

type Args = { lang: Lang; loading: boolean; hasMore: boolean; failed?: boolean; onLoadMore: () => void };

const meta = {
  title: 'Components/LoadMore',
  subcomponents: { LoadMore },
  parameters: {
    ...componentDocs({
      purpose:
        'The end of a public list: "Showing 1 - X out of Y results", a button for the next page, and what went wrong with the last one (the button asks again).',
      usage: {
        do: [
          "Pass the summary and labels translated, with the page's digits.",
          'Keep the button in place while the next page loads (`loading`).',
        ],
        dont: ["Don't load the next page on scroll by itself.", "Don't hide the summary once every result is shown."],
      },
    }),
  },
  args: { lang: 'en', loading: false, hasMore: true, onLoadMore: fn() },
  argTypes: { lang: { control: false, description: 'Set by the Direction toolbar' } },
  render: ({ lang, failed, ...props }) => (
    <LoadMore
      summary={copy[lang].summary}
      label={copy[lang].label}
      loadingLabel={copy[lang].loading}
      error={failed ? copy[lang].error : undefined}
      {...props}
    />
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const More: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const t = copy[langOf(globals)];
    await userEvent.click(within(canvasElement).getByRole('button', { name: t.label }));
    await expect(args.onLoadMore).toHaveBeenCalledOnce();
  },
};
export const MoreArabic: Story = { ...More, globals: arabic };
export const Loading: Story = { args: { loading: true } };
export const AllShown: Story = { args: { hasMore: false } };
export const Failed: Story = {
  args: { failed: true },
  play: async ({ canvasElement, globals }) => {
    const t = copy[langOf(globals)];
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(t.error);
  },
};
export const FailedArabic: Story = { ...Failed, globals: arabic };
