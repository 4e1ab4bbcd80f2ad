import type { Lang } from 'contracts/i18n';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { componentDocs } from '../../.storybook/component-docs.ts';
import { arabic, langOf } from '../../.storybook/direction.ts';
import { Button, type ButtonProps } from './button.tsx';

const copy = {
  en: { label: 'Save', loading: 'Saving…' },
  ar: { label: 'حفظ', loading: 'جارٍ الحفظ…' },
} satisfies Record<Lang, { label: string; loading: string }>;

type Args = Omit<ButtonProps, 'children'> & { lang: Lang };

const meta = {
  title: 'Components/Button',
  parameters: {
    ...componentDocs({
      purpose:
        'The action button: **primary** for the one main action of a view, **secondary** for the others, **ghost** for quiet actions in toolbars and cards. While `loading` it keeps its size and focus, hides its label behind three dots and ignores clicks.',
      usage: {
        do: [
          'Use one primary button per view or dialog.',
          'Label it with a verb that says what happens: Save, Send message.',
          'Pass `loadingLabel` with `loading`, so screen readers hear the wait.',
        ],
        dont: [
          "Don't disable a button to show it is busy: use `loading` (a disabled button drops keyboard focus).",
          "Don't use a button to go to another page: use a link.",
          "Don't put an icon alone in it: use IconButton, which is named by its label.",
        ],
      },
    }),
  },
  component: Button,
  args: { lang: 'en', variant: 'primary', loading: false, disabled: false, onClick: fn() },
  argTypes: {
    lang: { control: false, description: 'Set by the Direction toolbar' },
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost'] },
  },
  render: ({ lang, ...props }) => (
    <Button {...props} loadingLabel={copy[lang].loading}>
      {copy[lang].label}
    </Button>
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};

export const Secondary: Story = { args: { variant: 'secondary' } };

export const Ghost: Story = { args: { variant: 'ghost' } };

export const Disabled: Story = { args: { disabled: true } };

export const Loading: Story = { args: { loading: true } };

export const PrimaryArabic: Story = { globals: arabic };

export const LoadingArabic: Story = { args: { loading: true }, globals: arabic };

export const Clicks: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const button = within(canvasElement).getByRole('button', { name: copy[langOf(globals)].label });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

/** While loading: the label is hidden behind the loader, the button says it is busy and ignores clicks. */
const loadingPlay: Story['play'] = async ({ canvasElement, globals, args }) => {
  const t = copy[langOf(globals)];
  const canvas = within(canvasElement);
  const button = canvas.getByRole('button', { name: t.loading });
  await expect(button).toHaveAttribute('aria-busy', 'true');
  await expect(canvas.getByText(t.label)).not.toBeVisible();
  await expect(canvas.getByRole('status')).toBeVisible();
  await userEvent.click(button);
  await expect(args.onClick).not.toHaveBeenCalled();
};

/** Without a `loadingLabel` the button keeps its own label as its name while it loads. */
export const LoadingWithoutLoadingLabel: Story = {
  args: { loading: true },
  render: ({ lang, ...props }) => <Button {...props}>{copy[lang].label}</Button>,
  play: async ({ canvasElement, globals }) => {
    const t = copy[langOf(globals)];
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: t.label })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByText(t.label)).not.toBeVisible();
  },
};

export const LoadingIgnoresClicks: Story = { args: { loading: true }, play: loadingPlay };

export const LoadingIgnoresClicksArabic: Story = { args: { loading: true }, globals: arabic, play: loadingPlay };
