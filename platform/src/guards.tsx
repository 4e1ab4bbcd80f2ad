import { routes } from 'contracts/routes';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { sessionAtom } from './session.ts';

type GuardProps = { children: ReactNode; redirectTo?: string };

/** Signed-in users only; visitors go to sign-in with a way back (or `redirectTo`). */
export function RequireAuth({ children, redirectTo }: GuardProps) {
  const session = useAtomValue(sessionAtom);
  const location = useLocation();
  if (session.isAuthenticated) return children;
  const back = encodeURIComponent(location.pathname + location.search);
  return <Navigate to={redirectTo ?? `${routes.signIn}?returnTo=${back}`} replace />;
}

/** Administrators only: visitors are sent to sign in, signed-in non-admins to `redirectTo` (default the root). */
export function RequireAdmin({ children, redirectTo = routes.home }: GuardProps) {
  const session = useAtomValue(sessionAtom);
  if (!session.isAuthenticated) return <RequireAuth>{children}</RequireAuth>;
  if (session.user?.role !== 'admin') return <Navigate to={redirectTo} replace />;
  return children;
}

/** Auth pages: a signed-in user is sent on (to `returnTo` when present, else the root). */
export function GuestOnly({ children, redirectTo = routes.home }: GuardProps) {
  const session = useAtomValue(sessionAtom);
  const location = useLocation();
  if (!session.isAuthenticated) return children;
  const returnTo = new URLSearchParams(location.search).get('returnTo');
  const safe = returnTo?.startsWith('/') && !returnTo.startsWith('//') ? returnTo : redirectTo;
  return <Navigate to={safe} replace />;
}
