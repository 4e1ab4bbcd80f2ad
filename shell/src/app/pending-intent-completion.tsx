import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { sessionAtom } from 'platform/session';
import { useEffect } from 'react';

/**
 * Completes what a visitor asked for before the sign-in it needed (platform/pending-intent) as soon
 * as a session is open, however it was opened: the modal, a page, a one-time code, or a sign-in
 * after signing up and following the verification link. The shell does it, being on every page; the
 * code that does it loads only once someone is signed in, so a visitor's first page carries none of it.
 */
export function PendingIntentCompletion() {
  const { isAuthenticated, loading } = useAtomValue(sessionAtom);
  const queryClient = useQueryClient();
  useEffect(() => {
    if (loading || !isAuthenticated) return;
    void Promise.all([import('platform/pending-intent'), import('platform/saved-items')])
      .then(([{ takePendingIntent }, { changeSavedItem }]) => {
        const intent = takePendingIntent();
        // Always an add, never a toggle: an item already saved stays saved (the server keeps the one
        // it has). A failure has shown its toast; the visitor can save by hand.
        if (intent) return changeSavedItem(intent, true, queryClient);
      })
      .catch(() => undefined);
  }, [isAuthenticated, loading, queryClient]);
  return null;
}
