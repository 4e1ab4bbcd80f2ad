import { routes } from 'contracts/routes';
import type { RouteObject } from 'react-router';
import { Layout } from '../layout/layout.tsx';
import { RemotePage } from '../remotes/remote-page.tsx';
import { FullScreenLoader } from '../screens/full-screen-loader.tsx';
import { NotFound } from '../screens/not-found.tsx';

/** Each path of spec §2 and the remote module that renders it. */
export const routeTable: RouteObject[] = [
  {
    element: <Layout />,
    HydrateFallback: FullScreenLoader,
    children: [
      { path: routes.home, element: <RemotePage id="mfe_listings/home-page" /> },
      { path: routes.restaurants, element: <RemotePage id="mfe_listings/restaurants-page" /> },
      { path: '*', element: <NotFound /> },
    ],
  },
];
