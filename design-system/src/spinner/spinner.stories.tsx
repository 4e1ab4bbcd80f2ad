import type { Lang } from 'contracts/i18n';
import { expect, within } from 'storybook/test';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { componentDocs } from '../../.storybook/component-docs.ts';
import { arabic, langOf } from '../../.storybook/direction.ts';
import { Spinner } from './spinner.tsx';

const label = { en: 'Loading…', ar: 'جارٍ التحميل…' } satisfies Record<Lang, string>;

const meta = {
  title: 'Components/Spinner',
  subcomponents: { Spinner },
  parameters: {
    ...componentDocs({
      purpose:
        'A turning ring for a part of a page that is busy. With a `label` it is an announced status; without one it is decoration inside something that already says it is busy. `hiddenForMs` keeps short waits free of it.',
      usage: {
        do: [
          'Give it a translated label when nothing else announces the wait.',
          'Delay it with `hiddenForMs` where most waits are short.',
        ],
        dont: [
          "Don't use it for a whole page: use FullScreenLoader.",
          "Don't use it where the content's shape is known: use Skeleton.",
        ],
      },
    }),
  },
  args: { lang: 'en' as Lang },
  argTypes: { lang: { control: false, description: 'Set by the Direction toolbar' } },
  render: ({ lang }) => <Spinner label={label[lang]} />,
} satisfies Meta<{ lang: Lang }>;

export default meta;
type Story = StoryObj<typeof meta>;

/** With a label it is a status; the ring itself is hidden from screen readers. */
export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(label[langOf(globals)]);
  },
};

export const DefaultArabic: Story = { globals: arabic };
