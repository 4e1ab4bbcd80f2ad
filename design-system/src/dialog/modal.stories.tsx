import type { Lang } from 'contracts/i18n';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { componentDocs } from '../../.storybook/component-docs.ts';
import { arabic, langOf } from '../../.storybook/direction.ts';
import { pressEscape } from '../../.storybook/interactions.ts';
import { Modal } from './modal.tsx';

const copy = {
  en: {
    trigger: 'Open sign-in',
    label: 'Sign in',
    close: 'Close',
    title: 'Welcome back',
    body: 'Sign in to save your favourite restaurants and gift shops.',
    action: 'Continue',
  },
  ar: {
    trigger: 'فتح تسجيل الدخول',
    label: 'تسجيل الدخول',
    close: 'إغلاق',
    title: 'مرحبًا بعودتك',
    body: 'سجّل الدخول لحفظ مطاعمك ومحلات الهدايا المفضلة لديك.',
    action: 'متابعة',
  },
} satisfies Record<Lang, Record<string, string>>;

type DemoProps = { lang: Lang; card?: boolean; defaultOpen?: boolean; onClose: () => void };

/** A trigger button and a Modal whose `open` state it owns, as an app would use it. */
function ModalDemo({ lang, card = false, defaultOpen = false, onClose }: DemoProps) {
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
      <Modal open={open} onClose={close} label={t.label} closeLabel={t.close} card={card}>
        <h2>{t.title}</h2>
        <p>{t.body}</p>
        <button type="button" onClick={close}>
          {t.action}
        </button>
      </Modal>
    </>
  );
}

const meta = {
  title: 'Components/Modal',
  subcomponents: { Modal },
  parameters: {
    ...componentDocs({
      purpose:
        'A centred dialog over the page (a native `<dialog>`): focus stays inside, Escape and the close button close it, and focus returns to what opened it. `card` gives the bordered white look of sign-in and sign-up.',
      usage: {
        do: [
          'Name it (`label`, usually its heading) and translate the close label.',
          'Close it when its task succeeds; it also closes on every path change.',
        ],
        dont: [
          "Don't open a modal from a modal.",
          "Don't put a long form or a whole page in it: use a page or a Drawer.",
        ],
      },
      frameHeight: '420px',
    }),
  },
  component: ModalDemo,
  args: { lang: 'en', card: false, defaultOpen: false, onClose: fn() },
  argTypes: { lang: { control: false, description: 'Set by the Direction toolbar' } },
} satisfies Meta<typeof ModalDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = { args: { defaultOpen: true } };

export const Card: Story = { args: { defaultOpen: true, card: true } };

export const OpenArabic: Story = { args: { defaultOpen: true }, globals: arabic };

const opensAndCloses: Story['play'] = async ({ canvasElement, globals, args, step }) => {
  const t = copy[langOf(globals)];
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

  await step('opens with focus inside the dialog', async () => {
    const dialog = await open();
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
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

export const OpensAndClosesArabic: Story = { globals: arabic, play: opensAndCloses };
