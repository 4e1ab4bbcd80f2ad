import { loadRemote } from '@module-federation/enhanced/runtime';
import { modalViewModules } from 'contracts/route-modules';
import { type OverlayView, overlayView } from 'platform/overlays';
import { useEffect, useReducer, useState } from 'react';
import { REMOTE_FAILED } from '../remotes/remote-failure-plugin.ts';

/** Which remote module registers a modal view when imported (contracts: the deploy checks them too). */
export const MODAL_VIEW_MODULES = modalViewModules;

/** Loads a remote module by its id; rejects when the remote is down (the failure plugin's fallback). */
export type LoadViewModule = (id: string) => Promise<unknown>;

export const loadRemoteViewModule: LoadViewModule = async (id) => {
  const module = await loadRemote<{ [REMOTE_FAILED]?: boolean }>(id, { from: 'runtime' });
  if (!module || module[REMOTE_FAILED]) throw new Error(`remote module ${id} did not load`);
  return module;
};

/** The registered view, after importing the module that provides it if need be. */
async function loadModalView(name: string, load: LoadViewModule): Promise<OverlayView> {
  const registered = overlayView('modal', name);
  if (registered) return registered;
  const id = MODAL_VIEW_MODULES[name];
  if (!id) throw new Error(`no module provides the modal view "${name}"`);
  await load(id);
  const view = overlayView('modal', name);
  if (!view) throw new Error(`${id} did not register the modal view "${name}"`);
  return view;
}

export type ModalViewState =
  | { status: 'ready'; View: OverlayView }
  | { status: 'loading' }
  | { status: 'failed'; retry: () => void }
  | { status: 'unknown' };

/** The modal's view by name: ready, being loaded on demand, failed (with a retry), or unknown. */
export function useModalView(name: string, open: boolean, load: LoadViewModule): ModalViewState {
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState<string | null>(null);
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const View = overlayView('modal', name);
  const provided = name in MODAL_VIEW_MODULES;
  const key = `${name}#${attempt}`;

  useEffect(() => {
    if (!open || View || !provided) return;
    let current = true;
    loadModalView(name, load).then(
      // The view is registered now: render again to show it.
      () => current && rerender(),
      (error: unknown) => {
        console.error('[shell] modal view failed to load', error);
        if (current) setFailed(key);
      },
    );
    return () => {
      current = false;
    };
  }, [open, View, provided, name, load, key]);

  if (View) return { status: 'ready', View };
  if (!provided) return { status: 'unknown' };
  if (failed === key) return { status: 'failed', retry: () => setAttempt((n) => n + 1) };
  return { status: 'loading' };
}
