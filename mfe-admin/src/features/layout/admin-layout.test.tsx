import { act, fireEvent, screen, within } from '@testing-library/react';
import { drawerAtom, overlayView } from 'platform/overlays';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, setTestLanguage } from '../../testing/render-with-providers.tsx';
import { ADMIN_MENU_VIEW, AdminLayout } from './admin-layout.tsx';

describe('AdminLayout', () => {
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
      ['Activity', '/admin/activity'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Users Management' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Overview' }).hasAttribute('aria-current')).toBe(false);
    expect(screen.getByRole('heading', { name: 'Users' })).toBeTruthy();
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
});
