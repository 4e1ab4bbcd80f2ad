/**
 * A remote's standalone harness (its pages without the shell, for Fast Refresh): the providers
 * the shell gives pages — session store, query client, router, toaster — around lazy pages.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { type RouteName, routes } from 'contracts/routes';
import { Provider } from 'jotai';
import { lazy, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, type RouteObject, useRoutes } from 'react-router';
import { Toaster } from 'sonner';
import { initI18n } from './i18n.ts';
import { createQueryClient } from './query-client.ts';
import type { RemotePage, RemotePages } from './remote-pages.ts';
import { platformStore } from './session.ts';
import { toasterSettings } from './toast.ts';

function HarnessRoutes({ table }: { table: RouteObject[] }) {
  return useRoutes(table);
}

/**
 * Every page of the remote's list (src/pages.ts) at its route; guards are the shell's. Only the
 * list's type from remote-pages: its checks would change how the remote's build splits its chunks.
 */
export async function startHarness(pages: RemotePages) {
  await initI18n();
  const entries = Object.entries(pages) as [RouteName, RemotePage][];
  const table: RouteObject[] = entries.map(([name, { load }]) => {
    const Page = lazy(load);
    return {
      path: routes[name],
      element: (
        <Suspense>
          <Page />
        </Suspense>
      ),
    };
  });
  const root = document.getElementById('root');
  if (!root) return;
  createRoot(root).render(
    <Provider store={platformStore}>
      <QueryClientProvider client={createQueryClient()}>
        <BrowserRouter>
          <HarnessRoutes table={table} />
        </BrowserRouter>
        <Toaster {...toasterSettings} hotkey={[...toasterSettings.hotkey]} />
      </QueryClientProvider>
    </Provider>,
  );
}
