import 'design-system/markdown-test-dom';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { ApiError } from 'platform/api-client';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { storedBlog } from '../../testing/records.ts';
import { currentLocation, renderWithProviders, setTestLanguage } from '../../testing/render-with-providers.tsx';
import { BlogForm } from './blog-form.tsx';

const put = vi.hoisted(() => vi.fn());
const post = vi.hoisted(() => vi.fn());
const get = vi.hoisted(() => vi.fn());
vi.mock('platform/api', async (actual) => ({
  ...(await actual<typeof import('platform/api')>()),
  api: { put, post, get },
}));
const notify = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock('platform/toast', () => ({ notify }));

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

/** Every field of a new post, in English. */
function writePost() {
  type('Title (English)', 'Karak at sunset');
  fireEvent.blur(screen.getByLabelText('Title (English)'));
  type('Title (Arabic)', 'كرك عند الغروب');
  type('Excerpt (English)', 'Tea by the sea.');
  type('Excerpt (Arabic)', 'شاي على البحر.');
  type('Body (Markdown) (English)', '## Tea\n\n- karak');
  type('Body (Markdown) (Arabic)', '## شاي\n\n- كرك');
  type('Author (English)', 'Mariam');
  type('Author (Arabic)', 'مريم');
  type('Category', 'food');
}

describe('blog form', () => {
  beforeEach(async () => {
    put.mockReset();
    post.mockReset();
    get.mockReset();
    notify.error.mockReset();
    notify.success.mockReset();
    await setTestLanguage('en');
  });

  it('previews the body with the public renderer: sanitised, Arabic right to left', async () => {
    renderWithProviders(<BlogForm />);
    await act(async () => {
      type('Body (Markdown) (Arabic)', '## شاي\n\n- كرك\n\n<img src="x.webp" alt="" onerror="window.hacked = 1">');
      type('Body (Markdown) (English)', '[Souq](https://example.qa)');
    });
    const ar = screen.getByTestId('blog-preview-ar');
    expect(ar.getAttribute('dir')).toBe('rtl');
    expect(ar.getAttribute('lang')).toBe('ar');
    expect(ar.querySelector('h2')?.textContent).toBe('شاي');
    expect(ar.querySelector('li')?.textContent).toBe('كرك');
    expect(ar.querySelector('[onerror]')).toBeNull();
    const en = screen.getByTestId('blog-preview-en');
    expect(en.getAttribute('dir')).toBe('ltr');
    expect(en.querySelector('a')?.getAttribute('href')).toBe('https://example.qa');
  });

  it('schedules a new post: POST with the Qatar time, then the edit page with the minutes to read', async () => {
    post.mockImplementation(async (_path: string, body: Record<string, unknown>) =>
      storedBlog({
        ...(body as object),
        _id: 'new-id',
        state: 'scheduled',
        minutesToRead: { en: 4, ar: 1 },
        version: 1,
      }),
    );
    renderWithProviders(<BlogForm />, { path: '/admin/blogs/add-blog' });
    writePost();
    await act(async () => fireEvent.click(screen.getByLabelText('Schedule')));
    type('Publication time (Qatar time)', '2099-05-01T18:30');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Schedule' })));
    expect(post).toHaveBeenCalledTimes(1);
    const [path, body] = post.mock.calls[0] as [string, Record<string, unknown>];
    expect(path).toBe('admin/blog');
    expect(body).toMatchObject({
      slug: 'karak-at-sunset',
      category: 'food',
      status: 'published',
      publishedAt: '2099-05-01T18:30',
      body: { en: '## Tea\n\n- karak', ar: '## شاي\n\n- كرك' },
    });
    expect(notify.success).toHaveBeenCalledWith('Added.');
    expect(currentLocation.pathname).toBe('/admin/blogs/edit-blog/new-id');
    expect(screen.getByTestId('blog-minutes').textContent).toBe('4 minutes to read (counted by the server when saved)');
    expect(screen.getByTestId('blog-status').textContent).toMatch(/^Scheduled for 1 May 2099/);
  });

  it('refuses a schedule that is not ahead, and an empty one, sending nothing', async () => {
    renderWithProviders(<BlogForm />);
    writePost();
    await act(async () => fireEvent.click(screen.getByLabelText('Schedule')));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Schedule' })));
    expect(screen.getByText('This field is required')).toBeVisible();
    type('Publication time (Qatar time)', '2020-05-01T18:30');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Schedule' })));
    expect(screen.getByText('Choose a time ahead, or publish now.')).toBeVisible();
    expect(post).not.toHaveBeenCalled();
  });

  it('Ctrl+S saves an edit with PUT and the version it loaded; a draft has no time', async () => {
    const record = storedBlog();
    put.mockResolvedValue({ ...record, status: 'draft', state: 'draft', publishedAt: null, version: 3 });
    renderWithProviders(<BlogForm record={record} />);
    await act(async () => fireEvent.click(screen.getByLabelText('Save as draft')));
    await act(async () => fireEvent.keyDown(window, { key: 's', ctrlKey: true }));
    expect(put).toHaveBeenCalledTimes(1);
    const [path, body] = put.mock.calls[0] as [string, Record<string, unknown>];
    expect(path).toBe(`admin/blog/${record._id}`);
    expect(body).toMatchObject({ version: 2, status: 'draft', publishedAt: null });
    expect(notify.success).toHaveBeenCalledWith('Saved.');
  });

  it('puts the api’s field errors on their fields, the publication time on the time input', async () => {
    post.mockRejectedValue(
      new ApiError(400, {
        code: 'VALIDATION_FAILED',
        message: 'Invalid input',
        errors: [
          { field: 'slug', rule: 'validation.invalid', message: 'Invalid value' },
          { field: 'publishedAt', rule: 'validation.invalidDate', message: 'Invalid date' },
        ],
      }),
    );
    renderWithProviders(<BlogForm />);
    writePost();
    await act(async () => fireEvent.click(screen.getByLabelText('Schedule')));
    type('Publication time (Qatar time)', '2099-05-01T18:30');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Schedule' })));
    expect(screen.getByLabelText('Slug').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Publication time (Qatar time)').getAttribute('aria-invalid')).toBe('true');
  });

  it('shows what someone else changed on a version conflict, in Arabic', async () => {
    await setTestLanguage('ar');
    const record = storedBlog();
    const theirs = { ...record, version: 5, category: 'travel' as const, title: { ...record.title, ar: 'عنوان آخر' } };
    put.mockRejectedValueOnce(
      new ApiError(409, { code: 'VERSION_CONFLICT', message: 'conflict', current: theirs } as never),
    );
    renderWithProviders(<BlogForm record={record} />);
    await act(async () => fireEvent.keyDown(window, { key: 's', ctrlKey: true }));
    const panel = screen.getByRole('alert', { name: /غيّر شخص آخر/ });
    expect(within(panel).getByText('الفئة').parentElement?.textContent).toContain('«سفر»');
    expect(panel.textContent).toContain('عنوان آخر');
    put.mockResolvedValueOnce({ ...theirs, version: 6 });
    await act(async () => fireEvent.click(within(panel).getByRole('button', { name: 'احفظ نسختي فوق نسختهم' })));
    expect((put.mock.calls[1] as [string, { version: number }])[1].version).toBe(5);
  });
});
