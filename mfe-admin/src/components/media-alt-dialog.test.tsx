import { act, fireEvent, screen } from '@testing-library/react';
import { ApiError } from 'platform/api-client';
import { modalAtom, overlayView } from 'platform/overlays';
import { notify } from 'platform/toast';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, setTestLanguage } from '../testing/render-with-providers.tsx';
import { MEDIA_ALT_VIEW } from './media-alt-dialog.tsx';
import { PhotoManager } from './photo-manager.tsx';

const get = vi.hoisted(() => vi.fn());
const patch = vi.hoisted(() => vi.fn());
vi.mock('platform/api', async (actual) => ({
  ...(await actual<typeof import('platform/api')>()),
  api: { get, patch },
}));
vi.mock('platform/toast', () => ({ notify: { error: vi.fn(), success: vi.fn() } }));

const PHOTO = '00000000-0000-4000-8000-00000000000a';
const stored = { _id: PHOTO, kind: 'image', alt: { en: 'A terrace', ar: 'شرفة' } };

function renderDialog(close = vi.fn()) {
  const View = overlayView('modal', MEDIA_ALT_VIEW);
  if (!View) throw new Error('the alt text view is not registered');
  renderWithProviders(<View id={PHOTO} label="Photo 1" close={close} />);
  return close;
}

describe('a stored photo’s description, changed after its upload', () => {
  beforeEach(async () => {
    get.mockReset();
    patch.mockReset();
    vi.mocked(notify.success).mockReset();
    vi.mocked(notify.error).mockReset();
    await setTestLanguage('en');
  });

  it('opens from the photo’s own button in the photo manager', async () => {
    const { store } = renderWithProviders(
      <PhotoManager coverId={PHOTO} galleryIds={[]} onChange={vi.fn()} upload={vi.fn()} />,
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Describe Photo 1' })));
    expect(store.get(modalAtom)).toMatchObject({
      open: true,
      view: MEDIA_ALT_VIEW,
      props: { id: PHOTO, label: 'Photo 1' },
    });
  });

  it('shows the stored description in both languages and saves the change', async () => {
    get.mockResolvedValue(stored);
    patch.mockResolvedValue({ ...stored, alt: { en: 'A shaded terrace', ar: 'شرفة مظللة' } });
    const close = renderDialog();
    expect(screen.getByRole('heading', { name: 'Description of Photo 1' })).toBeVisible();
    const english = await screen.findByDisplayValue('A terrace');
    expect(screen.getByDisplayValue('شرفة').getAttribute('dir')).toBe('rtl');
    fireEvent.change(english, { target: { value: 'A shaded terrace' } });
    fireEvent.change(screen.getByDisplayValue('شرفة'), { target: { value: 'شرفة مظللة' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save description' })));
    expect(get).toHaveBeenCalledWith(`admin/media/${PHOTO}`);
    expect(patch).toHaveBeenCalledWith(`admin/media/${PHOTO}`, { alt: { en: 'A shaded terrace', ar: 'شرفة مظللة' } });
    expect(notify.success).toHaveBeenCalledWith('The description of Photo 1 was saved.');
    expect(close).toHaveBeenCalled();
  });

  it('refuses a description over 300 characters before sending, and places the api’s errors, in Arabic', async () => {
    await setTestLanguage('ar');
    get.mockResolvedValue(stored);
    const close = renderDialog();
    const english = await screen.findByDisplayValue('A terrace');
    fireEvent.change(english, { target: { value: 'x'.repeat(301) } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'حفظ الوصف' })));
    expect(patch).not.toHaveBeenCalled();
    expect(english.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(english, { target: { value: 'A terrace' } });
    patch.mockRejectedValue(
      new ApiError(400, {
        message: 'بعض المعلومات المرسلة غير صالحة.',
        code: 'VALIDATION_FAILED',
        errors: [{ field: 'alt.ar', rule: 'validation.invalid', message: 'قيمة غير صالحة' }],
      }),
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'حفظ الوصف' })));
    expect(screen.getByDisplayValue('شرفة').getAttribute('aria-invalid')).toBe('true');
    expect(notify.error).toHaveBeenCalledWith('يُرجى تصحيح الحقول المميزة.');
    expect(close).not.toHaveBeenCalled();
  });

  it('says so when the description cannot be loaded, with a retry', async () => {
    get.mockRejectedValue(new Error('offline'));
    renderDialog();
    expect(await screen.findByText('The description could not be loaded.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
