import { type Access, routeModules } from 'contracts/route-modules';
import { routes } from 'contracts/routes';
import { GuestOnly, RequireAdmin, RequireAuth } from 'platform/guards';
import type { ReactNode } from 'react';
import { type RouteObject, useLocation, useRoutes } from 'react-router';
import { Layout } from '../layout/layout.tsx';
import { RemotePage } from '../remotes/remote-page.tsx';
import { RouteErrorBoundary } from '../screens/error-screens.tsx';
import { NotFound } from '../screens/not-found.tsx';

function guarded(access: Access, page: ReactNode) {
  switch (access) {
    case 'public':
      return page;
    case 'guest':
      return <GuestOnly>{page}</GuestOnly>;
    case 'signed-in':
      return <RequireAuth>{page}</RequireAuth>;
    case 'admin':
      return <RequireAdmin>{page}</RequireAdmin>;
  }
}

/** Remote modules load only when one of their routes is visited: visitors never fetch mfe-admin. */
const routeTable: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      ...routeModules.map(([name, id, access]) => ({
        path: routes[name],
        element: guarded(access, <RemotePage key={id} id={id} />),
      })),
      { path: '*', element: <NotFound /> },
    ],
  },
];

/**
 * The route table in a `<BrowserRouter>`. Declarative routing, not a data router: the app has no
 * loaders or actions, and the data router's code is half of React Router's bytes on every page.
 */
export function AppRoutes() {
  const { key } = useLocation();
  return <RouteErrorBoundary resetKey={key}>{useRoutes(routeTable)}</RouteErrorBoundary>;
}
