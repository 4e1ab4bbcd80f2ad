import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, waitFor } from '@testing-library/react';
import type { User } from 'contracts/schemas/user';
import { createStore, Provider } from 'jotai';
import { api } from 'platform/api';
import { initI18n } from 'platform/i18n';
import { readPendingIntent, recordPendingIntent } from 'platform/pending-intent';
import { initialSession, sessionAtom, signedIn, signedOut } from 'platform/session';
import { notify } from 'platform/toast';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PendingIntentCompletion } from './pending-intent-completion.tsx';

const user: User = {
  _id: '00000000-0000-4000-8000-0000000000aa',
  fullName: 'Noor Test',
  email: 'noor@example.com',
  role: 'user',
  location: null,
  phoneNumber: null,
  emailVerified: true,
  createdAt: '2025-01-01T00:00:00.000Z',
};
const ITEM_ID = '00000000-0000-4000-8000-000000000001';

function renderCompletion(session = signedOut) {
  const store = createStore();
  store.set(sessionAtom, session);
  const queryClient = new QueryClient();
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  render(
    <Provider store={store}>
      <QueryClientProvider client={queryClient}>
        <PendingIntentCompletion />
      </QueryClientProvider>
    </Provider>,
  );
  return { store, invalidate };
}

beforeAll(() => initI18n());
beforeEach(() => {
  vi.spyOn(api, 'post').mockResolvedValue({});
  vi.spyOn(api, 'delete').mockResolvedValue({});
});
afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('pending intent completion', () => {
  it("saves the visitor's favorite once they sign in, with the toast a signed-in save shows", async () => {
    const success = vi.spyOn(notify, 'success');
    recordPendingIntent({ kind: 'favorite', itemType: 'restaurant', itemId: ITEM_ID });
    const { store, invalidate } = renderCompletion();
    expect(api.post).not.toHaveBeenCalled();

    act(() => store.set(sessionAtom, signedIn(user)));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Added to favorites.', expect.anything()));
    expect(api.post).toHaveBeenCalledExactlyOnceWith('favorite', { itemType: 'restaurant', itemId: ITEM_ID });
    // The hearts on screen are refetched, so they show it saved.
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['restaurants'] });
    expect(readPendingIntent()).toBeNull();
  });

  it('adds, never removes: an item the user had already saved stays saved', async () => {
    recordPendingIntent({ kind: 'bookmark', itemType: 'shop', itemId: ITEM_ID });
    const { store } = renderCompletion();
    act(() => store.set(sessionAtom, signedIn(user)));
    await waitFor(() => expect(api.post).toHaveBeenCalledWith('bookmark', { itemType: 'shop', itemId: ITEM_ID }));
    expect(api.delete).not.toHaveBeenCalled();
  });

  it('completes on a page opened already signed in (the verification tab after signing in)', async () => {
    recordPendingIntent({ kind: 'favorite', itemType: 'shop', itemId: ITEM_ID });
    const { store } = renderCompletion(initialSession);
    // Still confirming the session with the server: nothing yet.
    expect(api.post).not.toHaveBeenCalled();
    act(() => store.set(sessionAtom, signedIn(user)));
    await waitFor(() => expect(api.post).toHaveBeenCalledOnce());
  });

  it('shows its toast in Arabic', async () => {
    const i18n = await initI18n();
    await i18n.changeLanguage('ar');
    const success = vi.spyOn(notify, 'success');
    recordPendingIntent({ kind: 'bookmark', itemType: 'restaurant', itemId: ITEM_ID });
    renderCompletion(signedIn(user));
    await waitFor(() => expect(success).toHaveBeenCalledWith('أُضيفت الإشارة المرجعية.', expect.anything()));
    await i18n.changeLanguage('en');
  });

  it('does nothing for a visitor, or without an intent', async () => {
    recordPendingIntent({ kind: 'favorite', itemType: 'restaurant', itemId: ITEM_ID });
    renderCompletion(signedOut);
    localStorage.clear();
    renderCompletion(signedIn(user));
    await act(async () => undefined);
    expect(api.post).not.toHaveBeenCalled();
  });
});
