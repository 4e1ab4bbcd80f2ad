import { act, fireEvent, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { initI18n, registerNamespace } from 'platform/i18n';
import { modalAtom, registerOverlayView } from 'platform/overlays';
import { readPendingIntent, recordPendingIntent } from 'platform/pending-intent';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import ar from '../i18n/ar.json';
import en from '../i18n/en.json';
import ModalHost from './modal-host.tsx';
import { MODAL_VIEW_MODULES } from './modal-views.ts';

beforeAll(async () => {
  await initI18n();
  registerNamespace('common', { en, ar });
});

/** A loader whose answer the test decides, as a remote that is slow, down or fine would. */
function deferredLoader() {
  const pending: { resolve: () => void; reject: (error: Error) => void }[] = [];
  const load = vi.fn(
    (_id: string) => new Promise<void>((resolve, reject) => pending.push({ resolve, reject: (e) => reject(e) })),
  );
  return { load, pending };
}

function renderHostWith(view: string, load: (id: string) => Promise<unknown>) {
  const store = createStore();
  store.set(modalAtom, { open: true, view, props: { greeting: 'hi' } });
  render(
    <Provider store={store}>
      <ModalHost loadViewModule={load} />
    </Provider>,
  );
  return store;
}

afterEach(() => localStorage.clear());

describe('modal host', () => {
  const favorite = { kind: 'favorite', itemType: 'restaurant', itemId: 'r-1' } as const;

  it('drops what the visitor asked to do once signed in when they close the sign-in modal', async () => {
    // A view of its own: sign-in is left unregistered for the loading tests below.
    registerOverlayView('modal', 'sign-in-stand-in', () => <p>sign-in form</p>);
    recordPendingIntent(favorite);
    const store = renderHostWith(
      'sign-in-stand-in',
      vi.fn(async () => undefined),
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: en.overlay.close })));
    expect(store.get(modalAtom).open).toBe(false);
    await vi.waitFor(() => expect(readPendingIntent()).toBeNull());
  });

  it('keeps it when the modal closes for them (signed in, or gone on to the one-time code page)', async () => {
    recordPendingIntent(favorite);
    const store = renderHostWith(
      'sign-in-stand-in',
      vi.fn(async () => undefined),
    );
    await act(async () => store.set(modalAtom, (modal) => ({ ...modal, open: false })));
    expect(readPendingIntent()).toEqual(favorite);
  });

  it('knows which remote module provides sign-in and sign-up', () => {
    expect(MODAL_VIEW_MODULES['sign-in']).toBe('mfe_account/modal-views');
    expect(MODAL_VIEW_MODULES['sign-up']).toBe('mfe_account/modal-views');
  });

  it('loads a view no one registered yet, with a spinner meanwhile, then shows it with its props', async () => {
    const { load, pending } = deferredLoader();
    renderHostWith('sign-up', load);
    expect(load).toHaveBeenCalledWith('mfe_account/modal-views');
    expect(screen.getByTestId('modal-view-loading').textContent).toBe('Loading…');

    registerOverlayView('modal', 'sign-up', ({ greeting }) => <p>sign-up form {String(greeting)}</p>);
    await act(async () => pending[0]?.resolve());
    expect(screen.getByText('sign-up form hi')).toBeVisible();
    expect(screen.queryByTestId('modal-view-loading')).toBeNull();
  });

  it('shows a registered view at once, loading nothing', () => {
    const load = vi.fn(async () => undefined);
    renderHostWith('sign-up', load);
    expect(screen.getByText('sign-up form hi')).toBeVisible();
    expect(load).not.toHaveBeenCalled();
  });

  it('shows the remote error panel when loading fails, and loads again on retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { load, pending } = deferredLoader();
    renderHostWith('sign-in', load);
    await act(async () => pending[0]?.reject(new Error('mfe-account is down')));
    expect(screen.getByRole('alert').textContent).toContain(en.remote.failed);

    await act(async () => fireEvent.click(screen.getByRole('button', { name: en.remote.retry })));
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.getByTestId('modal-view-loading')).toBeVisible();
    registerOverlayView('modal', 'sign-in', () => <p>sign-in form</p>);
    await act(async () => pending[1]?.resolve());
    expect(screen.getByText('sign-in form')).toBeVisible();
  });

  it('fails when the loaded module does not register the view', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // sign-in and sign-up are registered by now: a table entry for a view the module forgets stands in.
    const table = MODAL_VIEW_MODULES as Record<string, string>;
    table['forgotten-view'] = 'mfe_account/modal-views';
    renderHostWith('forgotten-view', async () => undefined);
    expect(await screen.findByRole('alert')).toBeVisible();
    delete table['forgotten-view'];
  });

  it('keeps the modal closed for a view that nothing provides', () => {
    const load = vi.fn(async () => undefined);
    renderHostWith('no-such-view', load);
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByTestId('modal-view-loading')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
