import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { initI18n, registerNamespace } from 'platform/i18n';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import ar from '../i18n/ar.json';
import en from '../i18n/en.json';

// The MF runtime's remotes, stood in for: each module id renders its own name.
vi.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: async (id: string) => ({ default: () => <p>{id}</p> }),
}));
const { AppRoutes } = await import('./route-table.tsx');

beforeAll(async () => {
  await initI18n();
  registerNamespace('common', { en, ar });
});

describe('AppRoutes', () => {
  it("renders the route table declaratively: the layout around each route's remote page or Page Not Found", async () => {
    render(
      <Provider store={createStore()}>
        <QueryClientProvider client={new QueryClient()}>
          <MemoryRouter initialEntries={['/coming-soon', '/nowhere']} initialIndex={1}>
            <AppRoutes />
          </MemoryRouter>
        </QueryClientProvider>
      </Provider>,
    );
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    expect(screen.getByText('Doha, Qatar')).toBeVisible(); // the layout's footer
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Go back' })));
    expect(await screen.findByText('mfe_listings/coming-soon-page')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Page Not Found' })).toBeNull();
  });
});
