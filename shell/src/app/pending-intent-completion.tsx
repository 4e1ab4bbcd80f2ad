import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { takePendingIntent } from 'platform/pending-intent';
import { changeSavedItem } from 'platform/saved-items';
import { sessionAtom } from 'platform/session';
import { useEffect } from 'react';

/**
 * Completes what a visitor asked for before the sign-in it needed (platform/pending-intent) as soon
 * as a session is open, however it was opened: the modal, a page, a one-time code, or a sign-in
 * after signing up and following the verification link. The shell does it, being on every page.
 */
export function PendingIntentCompletion() {
  const { isAuthenticated, loading } = useAtomValue(sessionAtom);
  const queryClient = useQueryClient();
  useEffect(() => {
    if (loading || !isAuthenticated) return;
    const intent = takePendingIntent();
    // Always an add, never a toggle: an item already saved stays saved (the server keeps the one it
    // has). A failure has shown its toast; the visitor can save by hand.
    if (intent) changeSavedItem(intent, true, queryClient).catch(() => undefined);
  }, [isAuthenticated, loading, queryClient]);
  return null;
}
