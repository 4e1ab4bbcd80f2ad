import { act, fireEvent, screen, within } from '@testing-library/react';
import { modalAtom, overlayView } from 'platform/overlays';
import { notify } from 'platform/toast';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { storedBlog } from '../../testing/records.ts';
import { currentLocation, renderWithProviders, setTestLanguage } from '../../testing/render-with-providers.tsx';
import { TRASH_BLOG_VIEW, UNDO_MS } from './blog-actions.tsx';
import { BlogsView } from './blogs-view.tsx';

const get = vi.hoisted(() => vi.fn());
const post = vi.hoisted(() => vi.fn());
const del = vi.hoisted(() => vi.fn());
vi.mock('platform/api', async (actual) => ({
  ...(await actual<typeof import('platform/api')>()),
  api: { get, post, delete: del },
}));
vi.mock('platform/toast', () => ({ notify: { error: vi.fn(), success: vi.fn() } }));

const page = (blogs: ReturnType<typeof storedBlog>[], total = blogs.length) => ({ blogs, total, page: 1, limit: 20 });
const scheduled = storedBlog({
  _id: 'b2',
  title: { en: 'Eid fireworks', ar: 'ألعاب العيد النارية' },
  state: 'scheduled',
  publishedAt: '2026-12-18T20:00',
});

describe('blogs list', () => {
  beforeEach(async () => {
    get.mockReset();
    post.mockReset();
    del.mockReset();
    vi.mocked(notify.success).mockReset();
    await setTestLanguage('en');
  });

  it('shows each post’s state, a schedule with its Qatar time, and keeps the filters in the address', async () => {
    get.mockResolvedValue(page([storedBlog(), scheduled], 41));
    renderWithProviders(<BlogsView />, { path: '/admin/blogs' });
    await screen.findByText('Eid fireworks');
    const rows = within(screen.getByRole('table', { name: 'Blog posts' })).getAllByRole('row');
    expect(within(rows[1] as HTMLElement).getByTestId('blog-status').textContent).toBe('Published');
    expect(within(rows[2] as HTMLElement).getByTestId('blog-status').textContent).toBe(
      'Scheduled for 18 December 2026 at 20:00 (Qatar time)',
    );
    expect(screen.getByTestId('blogs-total').textContent).toBe('41 posts');
    // Only a published post has a page to view.
    expect(screen.getAllByRole('link', { name: /View on the site/ })).toHaveLength(1);
    await act(async () => fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'scheduled' } }));
    await act(async () => fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'food' } }));
    expect(currentLocation.search).toBe('?category=food&status=scheduled');
    expect(get).toHaveBeenLastCalledWith('admin/blogs', { page: 1, limit: 20, category: 'food', status: 'scheduled' });
  });

  it("gives each post's minutes to read in the page's language", async () => {
    const minutes = storedBlog({ minutesToRead: { en: 5, ar: 2 } });
    for (const [lang, expected] of [
      ['en', '5'],
      ['ar', '2'],
    ] as const) {
      await setTestLanguage(lang);
      get.mockResolvedValue(page([minutes]));
      const { unmount } = renderWithProviders(<BlogsView />, { path: '/admin/blogs' });
      await screen.findByText(minutes.title[lang]);
      const column = lang === 'en' ? 'Minutes to read' : 'دقائق القراءة';
      const table = screen.getByRole('table');
      const index = within(table)
        .getAllByRole('columnheader')
        .findIndex((header) => header.textContent === column);
      const cells = within(within(table).getAllByRole('row')[1] as HTMLElement).getAllByRole('cell');
      expect(cells[index]?.textContent).toBe(expected);
      unmount();
    }
  });

  it('moves a post to the trash after asking, with an Undo that restores it', async () => {
    get.mockResolvedValue(page([scheduled]));
    const { store } = renderWithProviders(<BlogsView />, { path: '/admin/blogs' });
    await screen.findByText('Eid fireworks');
    fireEvent.click(screen.getByRole('button', { name: 'Move to trash: Eid fireworks' }));
    const modal = store.get(modalAtom);
    expect(modal.view).toBe(TRASH_BLOG_VIEW);
    const View = overlayView('modal', TRASH_BLOG_VIEW);
    if (!View) throw new Error('the trash view is not registered');
    const close = vi.fn();
    del.mockResolvedValue(undefined);
    renderWithProviders(<View close={close} {...modal.props} />);
    const dialog = screen.getByRole('heading', { name: 'Move Eid fireworks to the trash?' }).closest('section');
    await act(async () =>
      fireEvent.click(within(dialog as HTMLElement).getByRole('button', { name: 'Move Eid fireworks to the trash' })),
    );
    expect(del).toHaveBeenCalledWith('admin/blog/b2');
    expect(close).toHaveBeenCalled();
    const [message, options] = vi.mocked(notify.success).mock.calls[0] as unknown as [
      string,
      { duration: number; action: { onClick: () => void } },
    ];
    expect(message).toBe('Eid fireworks was moved to the trash.');
    expect(options.duration).toBe(UNDO_MS);
    post.mockResolvedValue({ ...scheduled, version: 4 });
    await act(async () => options.action.onClick());
    expect(post).toHaveBeenCalledWith('admin/blog/b2/restore');
  });

  it('lists the trash in Arabic with Restore', async () => {
    await setTestLanguage('ar');
    get.mockResolvedValue(page([{ ...scheduled, deletedAt: '2026-11-20T09:00:00.000Z' }]));
    renderWithProviders(<BlogsView />, { path: '/admin/blogs?trash=true' });
    await screen.findByText('ألعاب العيد النارية');
    expect(screen.getByRole('table', { name: 'مقالات المدونة في سلة المحذوفات' })).toBeVisible();
    // The Arabic title first, the English one after it.
    const titles = [...(screen.getByText('ألعاب العيد النارية').parentElement?.children ?? [])];
    expect(titles.map((title) => title.getAttribute('lang'))).toEqual(['ar', 'en']);
    expect(get).toHaveBeenLastCalledWith('admin/blogs', { page: 1, limit: 20, trash: 'true' });
    post.mockResolvedValue(scheduled);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'استعادة ألعاب العيد النارية' })));
    expect(notify.success).toHaveBeenCalledWith('استُعيد ألعاب العيد النارية.');
  });
});
