import type { Lang } from 'contracts/i18n';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { componentDocs } from '../../.storybook/component-docs.ts';
import { arabic, langOf } from '../../.storybook/direction.ts';
import { Gallery, type GalleryImage, type GalleryProps } from './gallery.tsx';

/** A stand-in photo drawn as SVG, so the stories need no files and no network. */
function photo(colour: string, caption: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="640" viewBox="0 0 960 640"><rect width="960" height="640" fill="${colour}"/><text x="480" y="340" font-family="sans-serif" font-size="64" fill="#fff" text-anchor="middle">${caption}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const copy: Record<Lang, { trigger: string; labels: GalleryProps['labels']; items: GalleryImage[] }> = {
  en: {
    trigger: 'View photos',
    labels: {
      gallery: 'Photos of Al Mourjan',
      close: 'Close photos',
      previous: 'Previous photo',
      next: 'Next photo',
      position: (n, total) => `${n} of ${total}`,
    },
    items: [
      { src: photo('#8a1538', 'Dining room'), alt: 'The dining room at dusk' },
      { src: photo('#1d4ed8', 'Terrace'), alt: 'The terrace over the Corniche' },
      { src: photo('#067647', 'Dessert'), alt: 'A plate of kunafa' },
    ],
  },
  ar: {
    trigger: 'عرض الصور',
    labels: {
      gallery: 'صور المرجان',
      close: 'إغلاق الصور',
      previous: 'الصورة السابقة',
      next: 'الصورة التالية',
      position: (n, total) => `${n} من ${total}`,
    },
    items: [
      { src: photo('#8a1538', '1'), alt: 'صالة الطعام عند الغروب' },
      { src: photo('#1d4ed8', '2'), alt: 'الشرفة المطلة على الكورنيش' },
      { src: photo('#067647', '3'), alt: 'طبق كنافة' },
    ],
  },
};

type DemoProps = { lang: Lang; startSlide?: number; defaultOpen?: boolean; onClose: () => void };

/** A trigger button and a Gallery whose `open` state it owns, as a listing page would use it. */
function GalleryDemo({ lang, startSlide, defaultOpen = false, onClose }: DemoProps) {
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
      <Gallery
        open={open}
        items={t.items}
        startSlide={startSlide}
        onClose={close}
        labels={t.labels}
        dir={lang === 'ar' ? 'rtl' : 'ltr'}
      />
    </>
  );
}

const meta = {
  title: 'Components/Gallery',
  subcomponents: { Gallery },
  component: GalleryDemo,
  args: { lang: 'en', startSlide: 1, defaultOpen: false, onClose: fn() },
  argTypes: {
    lang: { control: false, description: 'Set by the Direction toolbar' },
    startSlide: { control: { type: 'number', min: 1, max: 3 } },
  },
  parameters: {
    layout: 'fullscreen',
    ...componentDocs({
      purpose:
        "A listing's full-screen photo carousel: previous and next buttons, arrow keys (mirrored right to left), Escape to close. It opens at `startSlide` (counted from 1) and says which photo of how many is shown.",
      usage: {
        do: [
          "Give every photo an `alt` text in the page's language.",
          'Pass `dir`, so the arrow keys follow the reading direction.',
        ],
        dont: ["Don't use it for one decorative picture.", "Don't move the slides on a timer."],
      },
      frameHeight: '420px',
    }),
  },
} satisfies Meta<typeof GalleryDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = { args: { defaultOpen: true } };

export const OpenAtTheSecondPhoto: Story = { args: { defaultOpen: true, startSlide: 2 } };

export const OpenArabic: Story = { args: { defaultOpen: true }, globals: arabic };

/** Buttons and arrow keys (mirrored right to left) move through the photos; the close button closes. */
const browses: Story['play'] = async ({ canvasElement, globals, args, step }) => {
  const lang = langOf(globals);
  const { labels, trigger: triggerName } = copy[lang];
  const canvas = within(canvasElement);
  const trigger = canvas.getByRole('button', { name: triggerName });
  // `waitFor`: the gallery fades in, and jest-dom counts an element at opacity 0 as hidden.
  const at = (n: number) => waitFor(() => expect(canvas.getByText(labels.position(n, 3))).toBeVisible());

  await step('opens at the first photo with focus inside', async () => {
    await userEvent.click(trigger);
    const dialog = await canvas.findByRole('dialog', { name: labels.gallery });
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await at(1);
  });
  await step('next and previous buttons move, wrapping round', async () => {
    await userEvent.click(canvas.getByRole('button', { name: labels.next }));
    await at(2);
    await userEvent.click(canvas.getByRole('button', { name: labels.previous }));
    await at(1);
    await userEvent.click(canvas.getByRole('button', { name: labels.previous }));
    await at(3);
  });
  await step(`arrow keys move (${lang === 'ar' ? 'left is forward' : 'right is forward'})`, async () => {
    const [forward, back] = lang === 'ar' ? ['{ArrowLeft}', '{ArrowRight}'] : ['{ArrowRight}', '{ArrowLeft}'];
    await userEvent.keyboard(forward);
    await at(1);
    await userEvent.keyboard(forward);
    await at(2);
    await userEvent.keyboard(back);
    await at(1);
  });
  await step('the close button closes it and focus returns to the trigger', async () => {
    await userEvent.click(canvas.getByRole('button', { name: labels.close }));
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await expect(trigger).toHaveFocus();
  });
};

export const Browses: Story = { play: browses };

export const BrowsesArabic: Story = { globals: arabic, play: browses };
