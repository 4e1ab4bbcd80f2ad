import type { Lang } from 'contracts/i18n';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { componentDocs } from '../../.storybook/component-docs.ts';
import { arabic } from '../../.storybook/direction.ts';
import { PageHeader } from './page-header.tsx';

const copy = {
  en: { title: 'Contact us', intro: 'Questions, corrections or a listing to add: we answer within two working days.' },
  ar: { title: 'اتصل بنا', intro: 'أسئلة أو تصحيحات أو منشأة تريد إضافتها: نرد خلال يومي عمل.' },
};

const meta = {
  title: 'Layout/PageHeader',
  subcomponents: { PageHeader },
  parameters: {
    ...componentDocs({
      purpose:
        "A page's one `h1` and what introduces it (a line of text, the record's facts, its actions), a small step apart. The page's Stack spaces it from what follows.",
      usage: {
        do: [
          'Give every page exactly one, first in its `main`.',
          'Set `titleId` when a form or a landmark is named by the title.',
        ],
        dont: [
          "Don't use it for a section's heading: that is an `h2` in its Panel.",
          "Don't put the page's controls (filters, search) in it: they follow it.",
        ],
      },
    }),
  },
  args: { lang: 'en' as Lang },
  argTypes: { lang: { control: false, description: 'Set by the Direction toolbar' } },
  render: ({ lang }) => (
    <PageHeader title={copy[lang].title}>
      <p>{copy[lang].intro}</p>
    </PageHeader>
  ),
} satisfies Meta<{ lang: Lang }>;

export default meta;
type Story = StoryObj<typeof meta>;
export const Default: Story = {};
export const DefaultArabic: Story = { globals: arabic };
