import { act, fireEvent, screen, within } from '@testing-library/react';
import { ApiError } from 'platform/api-client';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { storedAd } from '../../testing/records.ts';
import { renderWithProviders, setTestLanguage } from '../../testing/render-with-providers.tsx';
import { AdForm } from './ad-form.tsx';

const post = vi.hoisted(() => vi.fn());
const patch = vi.hoisted(() => vi.fn());
vi.mock('platform/api', async (actual) => ({
  ...(await actual<typeof import('platform/api')>()),
  api: { post, patch },
}));
vi.mock('platform/toast', () => ({ notify: { error: vi.fn(), success: vi.fn() } }));

const stored = storedAd();

const VIDEO_ID = '0b7c1a8e-1111-4bbb-8ccc-000000000001';
const POSTER_ID = '0b7c1a8e-1111-4bbb-8ccc-000000000002';

/** An upload that stores each file at once under the next id. */
function fakeUpload(ids: string[]) {
  return vi.fn(async (file: File, _alt: { en: string; ar: string }, onProgress: (fraction: number) => void) => {
    onProgress(1);
    const _id = ids.shift() ?? 'none';
    return {
      _id,
      src: `/media/${_id}/${file.type.startsWith('video') ? 'video' : '800.webp'}`,
      alt: '',
      width: 1,
      height: 1,
    };
  });
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const pick = (label: string, file: File) =>
  act(async () => fireEvent.change(screen.getByLabelText(label), { target: { files: [file] } }));

describe('the advertisement form', () => {
  beforeEach(async () => {
    post.mockReset();
    patch.mockReset();
    await setTestLanguage('en');
  });

  it('creates a video ad of the tab with its uploaded video and poster through POST admin/ad', async () => {
    post.mockResolvedValue({ ...stored, _id: 'new' });
    const close = vi.fn();
    const upload = fakeUpload([VIDEO_ID, POSTER_ID]);
    renderWithProviders(<AdForm category="home" close={close} upload={upload} />);
    type('Title (English)', 'Karak week');
    type('Title (Arabic)', 'أسبوع الكرك');
    await act(async () => fireEvent.click(screen.getByRole('radio', { name: 'Video' })));
    await pick('Video file (MP4 or WebM)', new File(['v'], 'ad.webm', { type: 'video/webm' }));
    await pick('Poster image', new File(['p'], 'poster.png', { type: 'image/png' }));
    expect(upload).toHaveBeenCalledWith(
      expect.any(File),
      { en: 'Karak week', ar: 'أسبوع الكرك' },
      expect.any(Function),
    );
    type('Target link', '/restaurants');
    type('Active from', '2026-12-01');
    type('Active to', '2026-12-31');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add advertisement' })));
    expect(post).toHaveBeenCalledWith('admin/ad', {
      category: 'home',
      title: { en: 'Karak week', ar: 'أسبوع الكرك' },
      targetUrl: '/restaurants',
      activeFrom: '2026-12-01',
      activeTo: '2026-12-31',
      status: 'active',
      priority: 5,
      mediaKind: 'video',
      imageMediaId: null,
      videoMediaId: VIDEO_ID,
      posterMediaId: POSTER_ID,
    });
    expect(close).toHaveBeenCalled();
  });

  it('refuses a target link that is neither an http(s) address nor a path of the site, before sending', async () => {
    renderWithProviders(<AdForm category="home" ad={stored} close={vi.fn()} upload={fakeUpload([])} />);
    type('Target link', '//evil.example');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save changes' })));
    expect(patch).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Target link').getAttribute('aria-invalid')).toBe('true');
  });

  it('an edit sends only the fields that changed through PATCH admin/ad/:id', async () => {
    patch.mockResolvedValue(stored);
    const close = vi.fn();
    renderWithProviders(<AdForm category="home" ad={stored} close={close} upload={fakeUpload([])} />);
    type('Title (English)', 'Late menu');
    await act(async () => fireEvent.click(screen.getByRole('radio', { name: 'On: shown during its dates' })));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save changes' })));
    expect(patch).toHaveBeenCalledWith(`admin/ad/${stored._id}`, {
      title: { en: 'Late menu', ar: 'قائمة المساء' },
      status: 'active',
    });
    expect(close).toHaveBeenCalled();
  });

  it('an ended ad, switched on, reads Ended in its form and never Active (English and Arabic)', async () => {
    const ended = storedAd({ status: 'active', state: 'ended', activeFrom: '2025-01-01', activeTo: '2025-12-31' });
    const { unmount } = renderWithProviders(
      <AdForm category="home" ad={ended} close={vi.fn()} upload={fakeUpload([])} />,
    );
    expect(screen.getByTestId('ad-state').textContent).toBe('Ended');
    expect(screen.queryByText('Active')).toBeNull();
    expect(screen.getByRole('radio', { name: 'On: shown during its dates' })).toHaveProperty('checked', true);
    unmount();
    await setTestLanguage('ar');
    renderWithProviders(<AdForm category="home" ad={ended} close={vi.fn()} upload={fakeUpload([])} />);
    expect(screen.getByTestId('ad-state').textContent).toBe('منتهٍ');
    expect(screen.queryByText('نشط')).toBeNull();
  });

  it('an edit that changes nothing sends nothing', async () => {
    const close = vi.fn();
    renderWithProviders(<AdForm category="home" ad={stored} close={close} upload={fakeUpload([])} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save changes' })));
    expect(patch).not.toHaveBeenCalled();
    expect(close).toHaveBeenCalled();
  });

  it('shows the api’s field errors on their fields, in the page’s language', async () => {
    await setTestLanguage('ar');
    patch.mockRejectedValue(
      new ApiError(400, {
        message: 'بعض المعلومات المرسلة غير صالحة.',
        code: 'VALIDATION_FAILED',
        errors: [{ field: 'activeTo', rule: 'validation.endBeforeStart', message: 'x' }],
      }),
    );
    const close = vi.fn();
    renderWithProviders(<AdForm category="home" ad={stored} close={close} upload={fakeUpload([])} />);
    type('ينتهي في', '2026-11-15');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'حفظ التغييرات' })));
    const field = screen.getByLabelText('ينتهي في');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    const message = document.getElementById(field.getAttribute('aria-describedby')?.split(' ').pop() ?? '');
    expect(within(message as HTMLElement).getByText(/.+/)).toBeVisible();
    expect(close).not.toHaveBeenCalled();
  });

  it('will not save a video ad without its video file, and says so on the field, in English and Arabic', async () => {
    const { unmount } = renderWithProviders(<AdForm category="home" close={vi.fn()} upload={fakeUpload([])} />);
    type('Title (English)', 'Karak week');
    type('Title (Arabic)', 'أسبوع الكرك');
    type('Target link', '/restaurants');
    await act(async () => fireEvent.click(screen.getByRole('radio', { name: 'Video' })));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add advertisement' })));
    expect(post).not.toHaveBeenCalled();
    expect(await screen.findByText('A video ad needs its video file')).toBeVisible();
    unmount();
    await setTestLanguage('ar');
    renderWithProviders(
      <AdForm category="home" ad={{ ...stored, videoMediaId: null }} close={vi.fn()} upload={fakeUpload([])} />,
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'حفظ التغييرات' })));
    expect(patch).not.toHaveBeenCalled();
    expect(await screen.findByText('يحتاج إعلان الفيديو إلى ملف الفيديو')).toBeVisible();
  });

  it('sets the priority an ad is weighed by among its category’s running ads (1 to 10)', async () => {
    patch.mockResolvedValue(stored);
    renderWithProviders(<AdForm category="home" ad={stored} close={vi.fn()} upload={fakeUpload([])} />);
    type('Priority (1 to 10)', '12');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save changes' })));
    expect(patch).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Priority (1 to 10)').getAttribute('aria-invalid')).toBe('true');
    type('Priority (1 to 10)', '8');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save changes' })));
    expect(patch).toHaveBeenCalledWith(`admin/ad/${stored._id}`, { priority: 8 });
  });
});
