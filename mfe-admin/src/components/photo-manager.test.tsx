import { act, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, setTestLanguage } from '../testing/render-with-providers.tsx';
import { PhotoManager, photosOf } from './photo-manager.tsx';
import { type Upload, UploadRefused } from './upload-media.ts';

const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';
const C = '00000000-0000-4000-8000-00000000000c';

let latest = { coverMediaId: null as string | null, galleryMediaIds: [] as string[] };
function Harness({
  upload,
  cover = null,
  gallery = [],
}: {
  upload: Upload;
  cover?: string | null;
  gallery?: string[];
}) {
  const [value, setValue] = useState({ coverMediaId: cover, galleryMediaIds: gallery });
  latest = value;
  return (
    <PhotoManager coverId={value.coverMediaId} galleryIds={value.galleryMediaIds} onChange={setValue} upload={upload} />
  );
}

const picture = (name: string) => new File([new Uint8Array([1, 2, 3])], name, { type: 'image/jpeg' });
const pick = (...files: File[]) =>
  act(async () => fireEvent.change(screen.getByLabelText('Choose pictures'), { target: { files } }));

describe('photo manager', () => {
  beforeEach(async () => {
    await setTestLanguage('en');
    URL.createObjectURL = vi.fn(() => 'blob:preview');
    URL.revokeObjectURL = vi.fn();
  });

  it('uploads a picked file with its alt texts and progress; the first becomes the cover', async () => {
    let finish: (value: Awaited<ReturnType<Upload>>) => void = () => {};
    const upload = vi.fn<Upload>((_file, _alt, onProgress) => {
      onProgress(0.5);
      return new Promise((resolve) => {
        finish = resolve;
      });
    });
    renderWithProviders(<Harness upload={upload} />);
    await pick(picture('terrace.jpg'));
    fireEvent.change(screen.getByLabelText('Description of terrace.jpg (English)'), {
      target: { value: 'The terrace' },
    });
    fireEvent.change(screen.getByLabelText('Description of terrace.jpg (Arabic)'), { target: { value: 'الشرفة' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Upload terrace.jpg' })));
    expect(upload.mock.calls[0]?.[1]).toEqual({ en: 'The terrace', ar: 'الشرفة' });
    expect(screen.getByLabelText('Uploading terrace.jpg').getAttribute('value')).toBe('0.5');
    await act(async () => finish({ _id: A, src: '/media/a/400.webp', alt: 'The terrace', width: 800, height: 600 }));
    expect(latest).toEqual({ coverMediaId: A, galleryMediaIds: [] });
    expect(screen.queryByTestId('pending-photo')).toBeNull();
    expect(screen.getByRole('img', { name: 'The terrace' })).toBeVisible();
  });

  it('keeps both photos when two uploads finish together, before the form re-renders', async () => {
    const finishes: ((value: Awaited<ReturnType<Upload>>) => void)[] = [];
    const upload = vi.fn<Upload>(() => new Promise((resolve) => finishes.push(resolve)));
    renderWithProviders(<Harness upload={upload} />);
    await pick(picture('one.jpg'), picture('two.jpg'));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Upload one.jpg' })));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Upload two.jpg' })));
    await act(async () => {
      finishes[0]?.({ _id: A, src: '/media/a/preview.webp', alt: '', width: 800, height: 600 });
      finishes[1]?.({ _id: B, src: '/media/b/preview.webp', alt: '', width: 800, height: 600 });
    });
    expect(latest).toEqual({ coverMediaId: A, galleryMediaIds: [B] });
  });

  it('keeps the api’s refusal on the file it refused', async () => {
    const upload = vi.fn<Upload>(async (file) => {
      if (file.name === 'huge.png') throw new UploadRefused('The image is larger than 8 MB');
      return { _id: B, src: '/media/b/400.webp', alt: '', width: 400, height: 300 };
    });
    renderWithProviders(<Harness upload={upload} />);
    await pick(picture('huge.png'), picture('fine.jpg'));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Upload huge.png' })));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Upload fine.jpg' })));
    const [refused] = screen.getAllByTestId('pending-photo');
    expect(within(refused as HTMLElement).getByRole('alert').textContent).toBe('The image is larger than 8 MB');
    expect(within(refused as HTMLElement).getByText('huge.png')).toBeVisible();
    expect(screen.getAllByTestId('pending-photo')).toHaveLength(1);
    expect(latest.coverMediaId).toBe(B);
  });

  it('reorders, chooses the cover and removes', async () => {
    renderWithProviders(<Harness upload={vi.fn()} cover={A} gallery={[B, C]} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Move Photo 3 up' })));
    expect(latest).toEqual({ coverMediaId: A, galleryMediaIds: [C, B] });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Make Photo 3 the cover' })));
    expect(latest).toEqual({ coverMediaId: B, galleryMediaIds: [A, C] });
    // The cover shows first.
    expect(within(screen.getAllByTestId('photo')[0] as HTMLElement).getByText('Cover')).toBeVisible();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Remove Photo 1' })));
    expect(latest).toEqual({ coverMediaId: A, galleryMediaIds: [C] });
  });

  it('lists the cover first, then the gallery without it', () => {
    expect(photosOf(B, [A, B, C])).toEqual([B, A, C]);
    expect(photosOf(null, [A])).toEqual([A]);
  });
});
