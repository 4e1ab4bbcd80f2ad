import { createStore } from 'jotai';
import { describe, expect, it, vi } from 'vitest';
import { initialSession, restoreSession, sessionAtom, signedIn, signedOut } from './session.ts';

const user = {
  _id: '00000000-0000-4000-8000-000000000001',
  fullName: 'Mariam',
  email: 'mariam@example.qa',
  role: 'user' as const,
  location: null,
  phoneNumber: null,
  emailVerified: true,
  createdAt: '2026-01-01T00:00:00.000Z',
};

describe('session', () => {
  it('starts loading and signed out', () => {
    expect(initialSession).toEqual({ user: null, isAuthenticated: false, loading: true });
  });

  it('is restored from the server when it answers', async () => {
    const store = createStore();
    expect(await restoreSession(async () => ({ user }), store)).toEqual(signedIn(user));
    expect(await restoreSession(async () => ({ user: null }), store)).toEqual(signedOut);
    expect(JSON.parse(localStorage.getItem('qd.session') ?? '{}')).toEqual(signedOut);
  });

  it('gives up after 5 seconds and keeps the persisted state', async () => {
    vi.useFakeTimers();
    const store = createStore();
    store.set(sessionAtom, { ...signedIn(user), loading: true });
    const restoring = restoreSession(() => new Promise(() => {}), store);
    await vi.advanceTimersByTimeAsync(4999);
    expect(store.get(sessionAtom).loading).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(await restoring).toEqual(signedIn(user));
    vi.useRealTimers();
  });
});
