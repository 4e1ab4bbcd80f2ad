import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { api } from 'platform/api';
import { ApiError, NetworkError } from 'platform/api-client';
import { modalAtom } from 'platform/overlays';
import { readPendingIntent } from 'platform/pending-intent';
import { notify } from 'platform/toast';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, setUpI18n } from '../../testing/render-with-providers.tsx';
import { SaveToggles } from './save-toggles.tsx';

/** Stands in for the API: adds are POSTs and removes DELETEs, each answered as the test says. */
const changeSavedMock = vi.fn<(change: { kind: string; save: boolean }) => Promise<unknown>>();
beforeEach(() => {
  changeSavedMock.mockResolvedValue({});
  vi.spyOn(api, 'post').mockImplementation((kind) => changeSavedMock({ kind, save: true }) as never);
  vi.spyOn(api, 'delete').mockImplementation(
    (path) => changeSavedMock({ kind: path.split('/')[0] ?? '', save: false }) as never,
  );
});

const ITEM_ID = '00000000-0000-4000-8000-000000000001';
const toggles = (props: { isFavorite?: boolean; isBookmarked?: boolean } = {}) => (
  <SaveToggles itemType="restaurant" itemId={ITEM_ID} listingName="Souq Grill" {...props} />
);

beforeAll(() => setUpI18n('en'));
afterEach(() => {
  vi.restoreAllMocks();
  changeSavedMock.mockReset();
  localStorage.clear();
});

describe('SaveToggles', () => {
  it('opens the sign-in modal for a visitor and calls nothing', async () => {
    const { store } = renderWithProviders(toggles());
    const favorite = await screen.findByRole('button', { name: 'Favorite' });
    expect(favorite.getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('group', { name: 'Save Souq Grill' }).contains(favorite)).toBe(true);
    fireEvent.click(favorite);
    await waitFor(() => expect(store.get(modalAtom)).toMatchObject({ open: true, view: 'sign-in' }));
    expect(changeSavedMock).not.toHaveBeenCalled();
  });

  it("remembers a visitor's click as the item to save once they have signed in", async () => {
    renderWithProviders(toggles());
    fireEvent.click(await screen.findByRole('button', { name: 'Bookmark' }));
    await waitFor(() =>
      expect(readPendingIntent()).toEqual({ kind: 'bookmark', itemType: 'restaurant', itemId: ITEM_ID }),
    );
  });

  it('shows a wait state, then the new state, for a signed-in user', async () => {
    const loading = vi.spyOn(notify, 'loading');
    const success = vi.spyOn(notify, 'success');
    let finish: (value: unknown) => void = () => {};
    changeSavedMock.mockImplementationOnce(() => new Promise((resolve) => (finish = resolve)));
    renderWithProviders(toggles({ isFavorite: false, isBookmarked: true }), { signedIn: true });
    const favorite = await screen.findByRole('button', { name: 'Favorite' });
    expect(screen.getByRole('button', { name: 'Bookmark' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(favorite);
    await waitFor(() => expect(favorite.getAttribute('aria-busy')).toBe('true'));
    expect(await screen.findByText('Adding to favorites…')).toBeVisible();
    expect(api.post).toHaveBeenCalledWith('favorite', { itemType: 'restaurant', itemId: ITEM_ID });
    // Spec §4: the wait message is a toast every user sees, then its outcome in its place.
    expect(loading).toHaveBeenCalledWith('Adding to favorites…');
    const toastId = loading.mock.results[0]?.value;
    await act(async () => finish({ saved: true }));
    await waitFor(() => expect(favorite.getAttribute('aria-pressed')).toBe('true'));
    expect(favorite.getAttribute('aria-busy')).toBeNull();
    expect(success).toHaveBeenCalledWith('Added to favorites.', { id: toastId });
  });

  it('gives its wait toast its outcome even when the visitor has moved on before the answer', async () => {
    const success = vi.spyOn(notify, 'success');
    let finish: (value: unknown) => void = () => {};
    changeSavedMock.mockImplementationOnce(() => new Promise((resolve) => (finish = resolve)));
    const { unmount } = renderWithProviders(toggles({ isFavorite: false }), { signedIn: true });
    fireEvent.click(await screen.findByRole('button', { name: 'Favorite' }));
    await waitFor(() => expect(changeSavedMock).toHaveBeenCalledOnce());
    unmount();
    await act(async () => finish({ saved: true }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Added to favorites.', expect.anything()));
  });

  it("toasts the catalogue's message when removing a bookmark fails", async () => {
    const error = vi.spyOn(notify, 'error');
    changeSavedMock.mockRejectedValueOnce(new Error('boom'));
    renderWithProviders(toggles({ isFavorite: false, isBookmarked: true }), { signedIn: true });
    fireEvent.click(await screen.findByRole('button', { name: 'Bookmark' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Failed to remove bookmark.', expect.anything()));
    expect(screen.getByRole('button', { name: 'Bookmark' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('keeps keyboard focus while a change is pending, and ignores a second click', async () => {
    let finish: (value: unknown) => void = () => {};
    changeSavedMock.mockImplementationOnce(() => new Promise((resolve) => (finish = resolve)));
    renderWithProviders(toggles({ isFavorite: false }), { signedIn: true });
    const favorite = (await screen.findByRole('button', { name: 'Favorite' })) as HTMLButtonElement;
    favorite.focus();
    fireEvent.click(favorite);
    await waitFor(() => expect(favorite.getAttribute('aria-disabled')).toBe('true'));
    // A disabled button loses focus to <body> in Chrome: it must stay enabled.
    expect(favorite.disabled).toBe(false);
    expect(document.activeElement).toBe(favorite);
    fireEvent.click(favorite);
    expect(changeSavedMock).toHaveBeenCalledOnce();
    await act(async () => finish({ saved: true }));
    await waitFor(() => expect(favorite.getAttribute('aria-pressed')).toBe('true'));
    expect(favorite.getAttribute('aria-disabled')).toBeNull();
    expect(document.activeElement).toBe(favorite);
  });

  it.each([
    ['a network failure', new NetworkError(new TypeError('Failed to fetch'))],
    ['a forced sign-out', new ApiError(401, { action: 'AUTO_LOGOUT', code: 'TOKEN_EXPIRED', message: 'Expired' })],
  ])('adds no toast of its own after %s (the API client announced it)', async (_, failure) => {
    const error = vi.spyOn(notify, 'error');
    const dismiss = vi.spyOn(notify, 'dismiss');
    const loading = vi.spyOn(notify, 'loading');
    let fail: (reason: unknown) => void = () => {};
    changeSavedMock.mockImplementationOnce(() => new Promise((_, reject) => (fail = reject)));
    renderWithProviders(toggles({ isFavorite: false }), { signedIn: true });
    const favorite = await screen.findByRole('button', { name: 'Favorite' });
    fireEvent.click(favorite);
    await waitFor(() => expect(favorite.getAttribute('aria-busy')).toBe('true'));
    await act(async () => fail(failure));
    // Settled: the toggle's onError has run.
    await waitFor(() => expect(favorite.getAttribute('aria-busy')).toBeNull());
    expect(changeSavedMock).toHaveBeenCalledOnce();
    expect(error).not.toHaveBeenCalled();
    // Its wait message goes too.
    expect(dismiss).toHaveBeenCalledWith(loading.mock.results[0]?.value);
  });

  it("toasts the catalogue's message when the server fails to add a favorite", async () => {
    const error = vi.spyOn(notify, 'error');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    changeSavedMock.mockRejectedValueOnce(new ApiError(500, { code: 'INTERNAL', message: 'boom' }));
    renderWithProviders(toggles({ isFavorite: false }), { signedIn: true });
    fireEvent.click(await screen.findByRole('button', { name: 'Favorite' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Failed to add to favorites.', expect.anything()));
    expect(error).toHaveBeenCalledOnce();
  });

  it('is named in Arabic', async () => {
    await setUpI18n('ar');
    renderWithProviders(toggles());
    expect(await screen.findByRole('button', { name: 'المفضلة' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'حفظ' })).toBeVisible();
    await act(() => setUpI18n('en'));
  });
});
