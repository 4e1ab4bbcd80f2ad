import { render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { MemoryRouter, type RouteObject, useLocation, useRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { GuestOnly, RequireAdmin, RequireAuth } from './guards.tsx';
import { sessionAtom, signedIn, signedOut } from './session.ts';

const person = (role: 'user' | 'admin') => ({
  _id: '00000000-0000-4000-8000-000000000001',
  fullName: 'Ali',
  email: 'ali@example.qa',
  role,
  location: null,
  phoneNumber: null,
  emailVerified: true,
  createdAt: '2026-01-01T00:00:00.000Z',
});

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

/** The routes as the shell renders them: declaratively, with `useRoutes`. */
function Routes({ table }: { table: RouteObject[] }) {
  return useRoutes(table);
}

function visit(path: string, session: typeof signedOut) {
  const store = createStore();
  store.set(sessionAtom, session);
  const table: RouteObject[] = [
    { path: '/', element: <Where /> },
    {
      path: '/sign-in',
      element: (
        <GuestOnly>
          <Where />
        </GuestOnly>
      ),
    },
    {
      path: '/settings',
      element: (
        <RequireAuth>
          <p>settings</p>
        </RequireAuth>
      ),
    },
    {
      path: '/admin/users',
      element: (
        <RequireAdmin>
          <p>admin users</p>
        </RequireAdmin>
      ),
    },
  ];
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes table={table} />
      </MemoryRouter>
    </Provider>,
  );
}

describe('route guards', () => {
  it('sends visitors from private routes to sign-in with a way back', () => {
    visit('/settings', signedOut);
    expect(screen.getByTestId('where').textContent).toBe('/sign-in?returnTo=%2Fsettings');
  });

  it('lets signed-in users into private routes', () => {
    visit('/settings', signedIn(person('user')));
    expect(screen.getByText('settings')).toBeVisible();
  });

  it('refuses admin routes to non-admins and lets admins in', () => {
    visit('/admin/users', signedIn(person('user')));
    expect(screen.getByTestId('where').textContent).toBe('/');
  });

  it('lets admins into admin routes', () => {
    visit('/admin/users', signedIn(person('admin')));
    expect(screen.getByText('admin users')).toBeVisible();
  });

  it('sends signed-in users away from auth pages, to their return path when it is local', () => {
    visit('/sign-in?returnTo=%2Fsettings', signedIn(person('user')));
    expect(screen.getByText('settings')).toBeVisible();
  });

  it('ignores a return path to another site', () => {
    visit('/sign-in?returnTo=%2F%2Fevil.example', signedIn(person('user')));
    expect(screen.getByTestId('where').textContent).toBe('/');
  });
});
