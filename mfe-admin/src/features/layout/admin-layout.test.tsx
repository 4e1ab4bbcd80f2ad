import { act, fireEvent, screen, within } from '@testing-library/react';
import { drawerAtom, overlayView } from 'platform/overlays';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, setTestLanguage } from '../../testing/render-with-providers.tsx';
import { ADMIN_MENU_VIEW, AdminLayout } from './admin-layout.tsx';

const get = vi.hoisted(() => vi.fn());
vi.mock('platform/api', async (actual) => ({ ...(await actual<typeof import('platform/api')>()), api: { get } }));

describe('AdminLayout', () => {
  beforeEach(() => {
    get.mockReset();
    get.mockResolvedValue({ unreadMessages: 0 });
  });

  it('lists the sections that have pages, marking the current one', async () => {
    await setTestLanguage('en');
    renderWithProviders(
      <AdminLayout current="users">
        <h1>Users</h1>
      </AdminLayout>,
    );
    const nav = screen.getByRole('navigation', { name: 'Admin sections' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Overview', '/admin/dashboard'],
      ['Users Management', '/admin/users'],
      ['Restaurants', '/admin/restaurants'],
      ['Gift Shops', '/admin/gifts'],
      ['Blogs', '/admin/blogs'],
      ['Ads Management', '/admin/ads'],
      ['Messages', '/admin/messages'],
      ['Activity', '/admin/activity'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Users Management' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Overview' }).hasAttribute('aria-current')).toBe(false);
    expect(screen.getByRole('heading', { name: 'Users' })).toBeVisible();
  });

  it('shows the unread messages count from the statistics beside Messages, in the page’s digits', async () => {
    get.mockResolvedValue({ unreadMessages: 1234 });
    await setTestLanguage('ar');
    renderWithProviders(
      <AdminLayout current="messages">
        <h1>الرسائل</h1>
      </AdminLayout>,
    );
    expect((await screen.findByTestId('unread-count')).textContent).toBe('1,234');
    expect(get).toHaveBeenCalledWith('admin/statistics');
    const link = screen.getByRole('link', { name: /^الرسائل.*1,234 غير مقروءة$/ });
    expect(link.getAttribute('aria-current')).toBe('page');
  });

  it('opens the sections in the shell’s drawer from the menu button, and a section closes it', async () => {
    await setTestLanguage('ar');
    const { store } = renderWithProviders(
      <AdminLayout current="dashboard">
        <h1>نظرة عامة</h1>
      </AdminLayout>,
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'قائمة الإدارة' })));
    const drawer = store.get(drawerAtom);
    expect(drawer).toMatchObject({ open: true, view: ADMIN_MENU_VIEW, props: { current: 'dashboard' } });
    // The shell's drawer host renders the registered view; render it as the host would.
    const View = overlayView('drawer', ADMIN_MENU_VIEW);
    if (!View) throw new Error('the admin menu view is not registered');
    let closed = false;
    renderWithProviders(<View current="dashboard" close={() => (closed = true)} />);
    const navs = screen.getAllByRole('navigation', { name: 'أقسام الإدارة' });
    const inDrawer = navs[navs.length - 1] as HTMLElement;
    const current = within(inDrawer).getByRole('link', { name: 'نظرة عامة' });
    expect(current.getAttribute('aria-current')).toBe('page');
    fireEvent.click(within(inDrawer).getByRole('link', { name: 'إدارة المستخدمين' }));
    expect(closed).toBe(true);
  });

  it('keeps a section marked on the pages below it (a listing’s add and edit forms)', async () => {
    await setTestLanguage('en');
    renderWithProviders(
      <AdminLayout current="dashboard">
        <h1>Add restaurant</h1>
      </AdminLayout>,
      { path: '/admin/restaurants/edit-restaurant/00000000-0000-4000-8000-000000000001' },
    );
    const nav = screen.getByRole('navigation', { name: 'Admin sections' });
    expect(within(nav).getByRole('link', { name: 'Restaurants' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Gift Shops' }).hasAttribute('aria-current')).toBe(false);
    expect(within(nav).getByRole('link', { name: 'Overview' }).hasAttribute('aria-current')).toBe(false);
  });
});
