import { errorMessage } from 'contracts/errors';
import { componentDocs } from 'design-system/storybook/component-docs';
import { arabic, langOf } from 'design-system/storybook/direction';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { useAdminText } from '../lib/use-admin-text.ts';
import { adminStories, adminT } from '../testing/story-providers.tsx';
import { PhotoManager } from './photo-manager.tsx';
import { type Upload, UploadRefused } from './upload-media.ts';

/** A picture drawn on the spot (a flat colour with a sun), so no story fetches one. */
function drawPicture(hue: number): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = 320;
  canvas.height = 240;
  const context = canvas.getContext('2d') as CanvasRenderingContext2D;
  context.fillStyle = `hsl(${hue} 45% 55%)`;
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.fillStyle = `hsl(${(hue + 40) % 360} 80% 85%)`;
  context.beginPath();
  context.arc(240, 70, 36, 0, Math.PI * 2);
  context.fill();
  return canvas;
}

async function pictureFile(name: string, hue: number): Promise<File> {
  const blob = await new Promise<Blob | null>((resolve) => drawPicture(hue).toBlob(resolve, 'image/png'));
  return new File([blob ?? new Blob()], name, { type: 'image/png' });
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Stands in for `POST admin/media`: reports progress, then answers the picture as a data URL
 * (or refuses it as too large), so the stories never send a file anywhere.
 */
function fakeUpload(lang: 'en' | 'ar', refuse: boolean): Upload {
  return async (file, alt, onProgress) => {
    for (const fraction of [0.25, 0.5, 0.75]) {
      onProgress(fraction);
      await delay(60);
    }
    if (refuse) throw new UploadRefused(errorMessage('MEDIA_TOO_LARGE', lang));
    const src = URL.createObjectURL(file);
    return { _id: crypto.randomUUID(), src, alt: alt[lang], width: 320, height: 240 };
  };
}

/** The manager with the listing's photos in the demo's state, as the form keeps cover and gallery. */
function PhotoManagerDemo({ refuse = false }: { refuse?: boolean }) {
  const { lang } = useAdminText();
  const [value, setValue] = useState({ coverMediaId: null as string | null, galleryMediaIds: [] as string[] });
  return (
    <PhotoManager
      coverId={value.coverMediaId}
      galleryIds={value.galleryMediaIds}
      onChange={setValue}
      upload={fakeUpload(lang, refuse)}
    />
  );
}

const meta = {
  title: 'Forms/Photo manager',
  component: PhotoManagerDemo,
  subcomponents: { PhotoManager },
  args: { refuse: false },
  ...adminStories,
  parameters: {
    layout: 'padded',
    ...componentDocs({
      purpose:
        "A listing's photos: drop or pick pictures, describe each in both languages before it is uploaded (the api keeps the description with the picture), follow the upload, reorder by drag or with the move buttons, choose the cover, remove. A refused file keeps the api's message beside it. (In these stories the upload is a stand-in: nothing is sent.)",
      usage: {
        do: [
          'Ask for both descriptions before the upload: they cannot be changed afterwards.',
          'Let the first picture become the cover, and offer "Make … the cover" on the others.',
        ],
        dont: [
          "Don't upload on drop without the descriptions.",
          "Don't reorder by drag alone: the move buttons are the keyboard's way.",
        ],
      },
    }),
  },
} satisfies Meta<typeof PhotoManagerDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

type Context = Parameters<NonNullable<Story['play']>>[0];

/** Picks two pictures and describes the first in both languages. */
async function pickTwo(context: Context) {
  const t = adminT(context);
  const canvas = within(context.canvasElement);
  const files = [await pictureFile('terrace.png', 200), await pictureFile('dining-room.png', 20)];
  await userEvent.upload(canvas.getByLabelText(t('formParts.photos.pick')), files);
  await userEvent.type(
    canvas.getByLabelText(t('formParts.photos.altEn', { file: 'terrace.png' })),
    'The terrace at dusk',
  );
  await userEvent.type(
    canvas.getByLabelText(t('formParts.photos.altAr', { file: 'terrace.png' })),
    'الشرفة عند الغروب',
  );
  return { t, canvas };
}

/** Two pictures waiting for their descriptions and their upload. */
const describes: Story['play'] = async (context) => {
  await pickTwo(context);
};

export const Describing: Story = { play: describes };
export const DescribingArabic: Story = { globals: arabic, play: describes };

/** Uploads both: the first becomes the cover, the second can be made the cover instead. */
const uploadsTwo: Story['play'] = async (context) => {
  const { t, canvas } = await pickTwo(context);
  for (const file of ['terrace.png', 'dining-room.png']) {
    await userEvent.click(canvas.getByRole('button', { name: t('formParts.photos.upload', { file }) }));
  }
  await waitFor(() => expect(canvas.getAllByTestId('photo')).toHaveLength(2));
  await expect(canvas.getByText(t('formParts.photos.cover'))).toBeVisible();
  const second = t('formParts.photos.photo', { n: 2 });
  await expect(canvas.getByRole('button', { name: t('formParts.photos.makeCover', { photo: second }) })).toBeVisible();
};

export const Uploaded: Story = { play: uploadsTwo };
export const UploadedArabic: Story = { globals: arabic, play: uploadsTwo };

/** The api refuses the file: its message stays beside the picture, which can be discarded. */
const refused: Story['play'] = async (context) => {
  const { t, canvas } = await pickTwo(context);
  await userEvent.click(canvas.getByRole('button', { name: t('formParts.photos.upload', { file: 'terrace.png' }) }));
  const alert = await canvas.findByRole('alert');
  await expect(alert).toHaveTextContent(errorMessage('MEDIA_TOO_LARGE', langOf(context.globals)));
};

export const Refused: Story = { args: { refuse: true }, play: refused };
export const RefusedArabic: Story = { args: { refuse: true }, globals: arabic, play: refused };

/** No photos yet: the drop zone and the file button. */
export const Empty: Story = {};
