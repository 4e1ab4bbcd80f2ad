import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { Lang } from 'contracts/i18n';
import { createStore, Provider } from 'jotai';
import { i18next, initI18n } from 'platform/i18n';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import '../i18n/register.ts';

/** i18next with this remote's namespace, in the language a test asks for. */
export async function setTestLanguage(lang: Lang) {
  await initI18n();
  await i18next.changeLanguage(lang);
}

/** A component as the shell would host it: its own session store, query cache and router. */
export function renderWithProviders(node: ReactNode, { store = createStore(), path = '/' } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return {
    store,
    ...render(
      <Provider store={store}>
        <QueryClientProvider client={client}>
          <MemoryRouter initialEntries={[path]}>{node}</MemoryRouter>
        </QueryClientProvider>
      </Provider>,
    ),
  };
}
