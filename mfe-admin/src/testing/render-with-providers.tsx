import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { Lang } from 'contracts/i18n';
import { createStore, Provider } from 'jotai';
import { i18next, initI18n } from 'platform/i18n';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import '../i18n/register.ts';

/** i18next with this remote's namespace, in the language a test asks for. */
export async function setTestLanguage(lang: Lang) {
  await initI18n();
  await i18next.changeLanguage(lang);
}

/** Where the router is, for tests of state kept in the address. */
export const currentLocation = { pathname: '', search: '' };

function LocationProbe() {
  const location = useLocation();
  currentLocation.pathname = location.pathname;
  currentLocation.search = location.search;
  return null;
}

/**
 * A component as the shell would host it: its own session store, query cache and router, opened at
 * `path` (matched against `route` when the component reads route parameters). Pass the `client` of
 * an earlier render to share its cache, as the shell's modal host shares the page's.
 */
export function renderWithProviders(
  node: ReactNode,
  {
    store = createStore(),
    path = '/',
    route = '*',
    client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } }),
  }: { store?: ReturnType<typeof createStore>; path?: string; route?: string; client?: QueryClient } = {},
) {
  return {
    store,
    client,
    ...render(
      <Provider store={store}>
        <QueryClientProvider client={client}>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path={route} element={node} />
            </Routes>
            <LocationProbe />
          </MemoryRouter>
        </QueryClientProvider>
      </Provider>,
    ),
  };
}
