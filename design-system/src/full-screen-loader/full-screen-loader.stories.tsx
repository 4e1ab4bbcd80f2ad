import type { Lang } from 'contracts/i18n';
import { expect, within } from 'storybook/test';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { arabic, langOf } from '../../.storybook/direction.ts';
import { FullScreenLoader } from './full-screen-loader.tsx';

const label = { en: 'Loading…', ar: 'جارٍ التحميل…' } satisfies Record<Lang, string>;

const meta = {
  title: 'Components/FullScreenLoader',
  args: { lang: 'en' as Lang },
  argTypes: { lang: { control: false, description: 'Set by the Direction toolbar' } },
  parameters: { layout: 'fullscreen' },
  render: ({ lang }) => <FullScreenLoader label={label[lang]} />,
} satisfies Meta<{ lang: Lang }>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Screen readers hear the label; the logo and the spinner are decoration. */
export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(label[langOf(globals)]);
  },
};

export const DefaultArabic: Story = { globals: arabic };
