import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';

/** Tests only: the providers a page finds under the shell (jotai store, query client). */
export function renderWithProviders(
  node: ReactNode,
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  store = createStore(),
) {
  return {
    client,
    store,
    ...render(
      <Provider store={store}>
        <QueryClientProvider client={client}>{node}</QueryClientProvider>
      </Provider>,
    ),
  };
}

type StubAnswer = { status?: number; body: unknown };

/**
 * Tests only: answers the API client's fetches by path (`restaurant/…`, `ads`…); the first
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
