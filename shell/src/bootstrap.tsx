import 'design-system/tokens.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { initI18n, registerNamespace } from 'platform/i18n';
import { createQueryClient } from 'platform/query-client';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { routeTable } from './app/route-table.tsx';
import ar from './i18n/ar.json';
import en from './i18n/en.json';
import { registerRemotesFromRegistry } from './remotes/remote-registry.ts';

await initI18n();
registerNamespace('common', { en, ar });
await registerRemotesFromRegistry().catch((error) => {
  // Without the registry every remote region shows its error panel; the frame still works.
  console.error('[shell] remote registry unavailable', error);
});

const router = createBrowserRouter(routeTable);
const queryClient = createQueryClient();
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
}
