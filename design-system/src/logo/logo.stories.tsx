import type { Lang } from 'contracts/i18n';
import { expect, within } from 'storybook/test';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { componentDocs } from '../../.storybook/component-docs.ts';
import { arabic, langOf } from '../../.storybook/direction.ts';
import { Logo, type LogoVariant } from './logo.tsx';

const brand = { en: 'Qatar Directory', ar: 'دليل قطر' } satisfies Record<Lang, string>;

type Args = { lang: Lang; variant: LogoVariant };

const meta = {
  title: 'Components/Logo',
  subcomponents: { Logo },
  parameters: {
    ...componentDocs({
      purpose:
        "The brand's mark and name, linking home: **default** in the brand colours, **white** on the brand colour or photos, **circle** for the mark alone.",
      usage: {
        do: [
          "Pass the brand's name in the page's language as `label` (the link's name).",
          'Use white on brand-coloured or dark backgrounds.',
        ],
        dont: [
          "Don't recolour, stretch or redraw the mark.",
          "Don't use it as decoration without the link: use LogoMark.",
        ],
      },
    }),
  },
  args: { lang: 'en', variant: 'default' },
  argTypes: {
    lang: { control: false, description: 'Set by the Direction toolbar' },
    variant: { control: 'inline-radio', options: ['default', 'white', 'circle'] },
  },
  render: ({ lang, variant }) => <Logo variant={variant} label={brand[lang]} href="#home" />,
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const link = within(canvasElement).getByRole('link', { name: brand[langOf(globals)] });
    await expect(link).toHaveAttribute('href', '#home');
  },
};

/** On a coloured band (as in a footer), the name follows the band's text colour. */
export const White: Story = {
  args: { variant: 'white' },
  render: ({ lang, variant }) => (
    <div style={{ background: 'var(--color-brand)', color: 'var(--color-on-brand)', padding: 'var(--space-4)' }}>
      <Logo variant={variant} label={brand[lang]} href="#home" />
    </div>
  ),
};

/** The mark alone; the brand's name stays the link's accessible name. */
export const Circle: Story = {
  args: { variant: 'circle' },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('link', { name: brand[langOf(globals)] })).toBeInTheDocument();
  },
};

export const DefaultArabic: Story = { globals: arabic };
