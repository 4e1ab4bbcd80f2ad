import type { Lang } from 'contracts/i18n';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { componentDocs } from '../../.storybook/component-docs.ts';
import { arabic, langOf } from '../../.storybook/direction.ts';
import { edgeOf, pressEscape } from '../../.storybook/interactions.ts';
import { Drawer } from './drawer.tsx';

const copy = {
  en: {
    trigger: 'Show filters',
    label: 'Filters',
    close: 'Close filters',
    title: 'Filters',
    options: ['Open now', 'Delivery', 'Family friendly'],
  },
  ar: {
    trigger: 'عرض عوامل التصفية',
    label: 'عوامل التصفية',
    close: 'إغلاق عوامل التصفية',
    title: 'عوامل التصفية',
    options: ['مفتوح الآن', 'توصيل', 'مناسب للعائلات'],
  },
} satisfies Record<Lang, unknown>;

type DemoProps = {
  lang: Lang;
  placement?: 'left' | 'right';
  size?: string;
  white?: boolean;
  defaultOpen?: boolean;
  onClose: () => void;
};

/** A trigger button and a Drawer whose `open` state it owns, as an app would use it. */
function DrawerDemo({ lang, placement, size, white, defaultOpen = false, onClose }: DemoProps) {
  const [open, setOpen] = useState(defaultOpen);
  const t = copy[lang];
  const close = () => {
    setOpen(false);
    onClose();
  };
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        {t.trigger}
      </button>
      <Drawer
        open={open}
        onClose={close}
        label={t.label}
        closeLabel={t.close}
        placement={placement}
        size={size}
        white={white}
      >
        <h2>{t.title}</h2>
        {t.options.map((option) => (
          <p key={option}>
            <label>
              <input type="checkbox" /> {option}
            </label>
          </p>
        ))}
      </Drawer>
    </>
  );
}

const meta = {
  title: 'Components/Drawer',
  subcomponents: { Drawer },
  component: DrawerDemo,
  args: { lang: 'en', placement: 'left', size: '320px', white: false, defaultOpen: false, onClose: fn() },
  argTypes: {
    lang: { control: false, description: 'Set by the Direction toolbar' },
    placement: { control: 'inline-radio', options: ['left', 'right'] },
  },
  parameters: {
    layout: 'fullscreen',
    ...componentDocs({
      purpose:
        "A side panel over the page (a native modal dialog) for the side menu, filters, the photo gallery and the apply form. It opens from the inline start (left in English, right in Arabic) unless placed; `size` is a CSS length the caller resolves from the spec's sm, default, lg, xl and full.",
      usage: {
        do: [
          'Use it for filters and menus on small screens.',
          'Give `size` as a pixel or percentage length (500px, 50%).',
          'Use `white` for the apply form.',
        ],
        dont: [
          'Don\'t set `placement` to mean "start": leave it out and Arabic mirrors it.',
          "Don't keep it open across navigation: it closes on every path change.",
        ],
      },
      frameHeight: '420px',
    }),
  },
} satisfies Meta<typeof DrawerDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = { args: { defaultOpen: true } };

export const OpenAtTheEnd: Story = { args: { defaultOpen: true, placement: 'right', white: true } };

export const OpenArabic: Story = { args: { defaultOpen: true }, globals: arabic };

/** Opens, keeps focus inside, sits on the side its placement names (mirrored in Arabic), closes. */
const opensAndCloses: Story['play'] = async ({ canvasElement, globals, args, step }) => {
  const lang = langOf(globals);
  const t = copy[lang];
  const canvas = within(canvasElement);
  const trigger = canvas.getByRole('button', { name: t.trigger });
  const open = async () => {
    await userEvent.click(trigger);
    const dialog = await canvas.findByRole<HTMLDialogElement>('dialog', { name: t.label });
    await expect(dialog.open).toBe(true);
    return dialog;
  };
  // The dialog reports a close (Escape, its button) with a `close` event, a task after it hides.
  const expectClosed = async () => {
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await expect(trigger).toHaveFocus();
    args.onClose.mockClear();
  };

  await step('opens with focus inside, on its side of the screen', async () => {
    const dialog = await open();
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    const atStart = (args.placement ?? 'left') === 'left';
    const startEdge = lang === 'ar' ? 'right' : 'left';
    const endEdge = lang === 'ar' ? 'left' : 'right';
    await expect(edgeOf(dialog)).toBe(atStart ? startEdge : endEdge);
  });
  await step('Escape closes it and focus returns to the trigger', async () => {
    await pressEscape(canvas.getByRole<HTMLDialogElement>('dialog'));
    await expectClosed();
  });
  await step('the close button closes it', async () => {
    await open();
    await userEvent.click(canvas.getByRole('button', { name: t.close }));
    await expectClosed();
  });
};

export const OpensAndCloses: Story = { play: opensAndCloses };

export const OpensAndClosesAtTheEnd: Story = { args: { placement: 'right' }, play: opensAndCloses };

export const OpensAndClosesArabic: Story = { globals: arabic, play: opensAndCloses };

export const OpensAndClosesAtTheEndArabic: Story = {
  args: { placement: 'right' },
  globals: arabic,
  play: opensAndCloses,
};
