import type { Lang } from 'contracts/i18n';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { componentDocs } from '../../.storybook/component-docs.ts';
import { arabic } from '../../.storybook/direction.ts';
import { Button } from '../button/button.tsx';
import { EmptyState } from './empty-state.tsx';

const copy = {
  en: {
    title: 'No Saved Listings',
    text: 'Save restaurants and shops to find them here.',
    action: 'Browse restaurants',
  },
  ar: { title: 'لا توجد قوائم محفوظة', text: 'احفظ المطاعم والمتاجر لتجدها هنا.', action: 'تصفح المطاعم' },
};

const meta = {
  title: 'Components/EmptyState',
  subcomponents: { EmptyState },
  parameters: {
    ...componentDocs({
      purpose:
        'What a list shows when there is nothing to show: a title, one line of help and an action (reset the filters, try again). `alert` announces it when it replaces results after a change.',
      usage: {
        do: [
          'Say why it is empty and what to do next, with one action.',
          'Set `alert` when it appears after a filter change or a failed load.',
        ],
        dont: [
          "Don't show it while the list is still loading: use Skeleton.",
          "Don't show error codes or blame the reader.",
        ],
      },
    }),
  },
  args: { lang: 'en' as Lang },
  argTypes: { lang: { control: false, description: 'Set by the Direction toolbar' } },
  render: ({ lang }) => (
    <EmptyState title={copy[lang].title} text={copy[lang].text} action={<Button>{copy[lang].action}</Button>} />
  ),
} satisfies Meta<{ lang: Lang }>;

export default meta;
type Story = StoryObj<typeof meta>;
export const Default: Story = {};
export const DefaultArabic: Story = { globals: arabic };
