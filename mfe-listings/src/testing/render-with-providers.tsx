/** Test-only: the providers the shell gives a page (jotai store, query client, router, i18n). */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { User } from 'contracts/schemas/user';
import { createStore, Provider } from 'jotai';
import { initI18n } from 'platform/i18n';
import { sessionAtom, signedIn, signedOut } from 'platform/session';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';

const testUser: User = {
  _id: '00000000-0000-4000-8000-0000000000aa',
  fullName: 'Noor Test',
  email: 'noor@example.com',
  role: 'user',
  location: null,
  phoneNumber: null,
  emailVerified: true,
  createdAt: '2025-01-01T00:00:00.000Z',
};

export async function setUpI18n(lang: 'en' | 'ar' = 'en') {
  const i18n = await initI18n();
  await i18n.changeLanguage(lang);
  return i18n;
}

/**
 * Renders `node` at `url` in a memory router, as the route `path` (any path by default), with a fresh
 * store and a fresh (or the given) query client.
 */
export function renderWithProviders(
  node: ReactNode,
  options: { url?: string; path?: string; signedIn?: boolean; queryClient?: QueryClient } = {},
) {
  const store = createStore();
  store.set(sessionAtom, options.signedIn ? signedIn(testUser) : signedOut);
  const queryClient =
    options.queryClient ??
    new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter([{ path: options.path ?? '*', element: node }], {
    initialEntries: [options.url ?? '/'],
  });
  const view = render(
    <Provider store={store}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </Provider>,
  );
  return { ...view, store, queryClient, router };
}

type StubAnswer = { status?: number; body: unknown };

/**
 * Answers the API client's fetches by path (`restaurant/…`, `ads`…); the first
 * prefix that matches wins, anything else is an empty success.
 */
export function stubApiFetch(answers: Record<string, StubAnswer>) {
  const calls: string[] = [];
  const fetchStub = async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    const path = url.pathname.replace('/api/v1/', '');
    calls.push(`${path}${url.search}`);
    const match = Object.entries(answers).find(([prefix]) => path === prefix || path.startsWith(`${prefix}/`));
    const answer = match?.[1] ?? { body: { data: {} } };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { fetchStub, calls };
}
