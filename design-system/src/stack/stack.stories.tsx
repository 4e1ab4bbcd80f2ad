import type { Lang } from 'contracts/i18n';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { componentDocs } from '../../.storybook/component-docs.ts';
import { arabic } from '../../.storybook/direction.ts';
import { Button } from '../button/button.tsx';
import { Stack } from './stack.tsx';

const copy = {
  en: { title: 'Opening hours', text: 'Open every day from 8 am to 11 pm.', action: 'Call the restaurant' },
  ar: {
    title: 'ساعات العمل',
    text: 'مفتوح يومياً من الثامنة صباحاً حتى الحادية عشرة مساءً.',
    action: 'اتصل بالمطعم',
  },
};

const meta = {
  title: 'Layout/Stack',
  subcomponents: { Stack },
  parameters: {
    ...componentDocs({
      purpose:
        "Children one under the other, `gap` apart (a step of the spacing scale), in a column that never grows wider than a phone's screen. It drops its children's own block margins: the gap is the only space between them.",
      usage: {
        do: [
          'Space the parts of a page, a form or a section with a Stack, not with margins on the parts.',
          'Pick the element with `as`: a list is a `ul` of `li`, a form a `form`.',
          '`align="start"` for children that keep their own width (a button, a link).',
        ],
        dont: [
          "Don't give a stack's child a margin to push it further: nest a Stack with its own gap.",
          "Don't use it for things side by side: that is Inline.",
        ],
      },
    }),
  },
  args: { lang: 'en' as Lang },
  argTypes: { lang: { control: false, description: 'Set by the Direction toolbar' } },
  render: ({ lang }) => (
    <Stack as="section" gap={4} align="start" aria-labelledby="stack-title">
      <h2 id="stack-title">{copy[lang].title}</h2>
      <p>{copy[lang].text}</p>
      <Button>{copy[lang].action}</Button>
    </Stack>
  ),
} satisfies Meta<{ lang: Lang }>;

export default meta;
type Story = StoryObj<typeof meta>;
export const Default: Story = {};
export const DefaultArabic: Story = { globals: arabic };
