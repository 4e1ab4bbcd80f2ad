/**
 * The standalone harness: this remote's pages on their own (no shell), for Fast Refresh.
 * The BFF (npm run dev) answers /api calls through the dev server proxy.
 */
import 'design-system/tokens.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { routes } from 'contracts/routes';
import { initI18n } from 'platform/i18n';
import { createQueryClient } from 'platform/query-client';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import HomePage from '../features/home/home-page.tsx';
import RestaurantsPage from '../features/restaurants/restaurants-page.tsx';

await initI18n();
const router = createBrowserRouter([
  { path: routes.home, element: <HomePage /> },
  { path: routes.restaurants, element: <RestaurantsPage /> },
]);
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}
