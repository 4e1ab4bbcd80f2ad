import type { Lang } from 'contracts/i18n';
import { expect, within } from 'storybook/test';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { componentDocs } from '../../.storybook/component-docs.ts';
import { arabic } from '../../.storybook/direction.ts';
import { TextField } from './text-field.tsx';

const copy = {
  en: { label: 'Email', hint: 'We never share it.', error: 'Invalid email address' },
  ar: { label: 'البريد الإلكتروني', hint: 'لن نشاركه أبدًا.', error: 'عنوان البريد الإلكتروني غير صالح' },
} satisfies Record<Lang, { label: string; hint: string; error: string }>;

type Args = { lang: Lang; withError: boolean };

const meta = {
  title: 'Components/TextField',
  subcomponents: { TextField },
  parameters: {
    ...componentDocs({
      purpose:
        "A labelled input with its hint and its error text, both linked to it for screen readers; it forwards its ref for react-hook-form's `register`.",
      usage: {
        do: [
          'Use the input type that brings the right keyboard on phones (email, tel).',
          "Show the zod schema's translated message as `error`.",
        ],
        dont: ["Don't use a placeholder as the label.", "Don't clear what was typed when it is wrong."],
      },
    }),
  },
  args: { lang: 'en', withError: false },
  argTypes: { lang: { control: false, description: 'Set by the Direction toolbar' } },
  render: ({ lang, withError }) => (
    <TextField
      label={copy[lang].label}
      hint={copy[lang].hint}
      error={withError ? copy[lang].error : undefined}
      type="email"
    />
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const DefaultArabic: Story = { globals: arabic };

/** The error is announced and linked to the input it belongs to. */
export const WithError: Story = {
  args: { withError: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    const error = canvas.getByRole('alert');
    await expect(input.getAttribute('aria-describedby')).toContain(error.id);
  },
};
export const WithErrorArabic: Story = { args: { withError: true }, globals: arabic };
