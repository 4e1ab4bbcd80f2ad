import type { User } from 'contracts/schemas/user';
import { createStore } from 'jotai';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';

/** Spec §3/§4: who is signed in; all three fields persisted in the browser. */
export type SessionState = { user: User | null; isAuthenticated: boolean; loading: boolean };

const SESSION_STORAGE_KEY = 'qd.session';
/** Restoring the persisted session gives up after this long (spec §9). */
export const SESSION_RESTORE_TIMEOUT_MS = 5000;

export const initialSession: SessionState = { user: null, isAuthenticated: false, loading: true };
export const signedIn = (user: User): SessionState => ({ user, isAuthenticated: true, loading: false });
export const signedOut: SessionState = { user: null, isAuthenticated: false, loading: false };

export const sessionAtom = atomWithStorage<SessionState>(
  SESSION_STORAGE_KEY,
  initialSession,
  // jotai's default JSON storage: the browser's local storage, none in a server render.
  createJSONStorage<SessionState>(),
  { getOnInit: true },
);

/** The one jotai store (an MF singleton): React trees and plain code share the session through it. */
export const platformStore = createStore();

/**
 * Confirms the persisted session with the server (`auth/me`) before content shows. If the server
 * does not answer within the timeout, the persisted state stands and loading ends anyway.
 */
export async function restoreSession(
  fetchMe: () => Promise<{ user: User | null }>,
  store = platformStore,
  timeoutMs = SESSION_RESTORE_TIMEOUT_MS,
): Promise<SessionState> {
  const persisted = store.get(sessionAtom);
  const timeout = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), timeoutMs));
  const answer = await Promise.race([fetchMe().catch(() => 'failed' as const), timeout]);
  const next =
    answer === 'timeout' || answer === 'failed'
      ? { ...persisted, loading: false }
      : answer.user
        ? signedIn(answer.user)
        : signedOut;
  store.set(sessionAtom, next);
  return next;
}
