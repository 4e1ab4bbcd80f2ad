import type { Lang } from 'contracts/i18n';
import { expect, within } from 'storybook/test';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { componentDocs } from '../../.storybook/component-docs.ts';
import { arabic, langOf } from '../../.storybook/direction.ts';
import { FullScreenLoader } from './full-screen-loader.tsx';

const label = { en: 'Loading…', ar: 'جارٍ التحميل…' } satisfies Record<Lang, string>;

const meta = {
  title: 'Components/FullScreenLoader',
  subcomponents: { FullScreenLoader },
  args: { lang: 'en' as Lang },
  argTypes: { lang: { control: false, description: 'Set by the Direction toolbar' } },
  parameters: {
    layout: 'fullscreen',
    ...componentDocs({
      purpose:
        'The whole-screen loader shown while a page or an app part loads: the logo at once, a spinner only after a second (`SPINNER_GRACE_MS`), so a quick load never flashes a ring.',
      usage: {
        do: [
          'Use it for the first load of a page or a remote.',
          'Pass a translated `label`: it is announced as a status.',
        ],
        dont: [
          "Don't use it for a part of a page: use Skeleton or Spinner.",
          "Don't show it over content that is already on screen.",
        ],
      },
      frameHeight: '320px',
    }),
  },
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
