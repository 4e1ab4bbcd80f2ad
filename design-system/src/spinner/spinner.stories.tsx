import type { Lang } from 'contracts/i18n';
import { expect, within } from 'storybook/test';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { arabic, langOf } from '../../.storybook/direction.ts';
import { Spinner } from './spinner.tsx';

const label = { en: 'Loading…', ar: 'جارٍ التحميل…' } satisfies Record<Lang, string>;

const meta = {
  title: 'Components/Spinner',
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
