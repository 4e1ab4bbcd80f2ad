import type { ReactNode } from 'react';

/**
 * The toaster's settings of spec §9: bottom-right, 4 s, three at a time, 32 px from the edges
 * (16 px on phones), 14 px apart, Alt+T to focus, labelled "Notifications". Sonner's own
 * defaults already give the 356 px width, 200 ms removal delay and 0.11 swipe threshold.
 */
export const toasterSettings = {
  position: 'bottom-right',
  duration: 4000,
  visibleToasts: 3,
  offset: 32,
  mobileOffset: 16,
  gap: 14,
  hotkey: ['altKey', 'KeyT'],
  containerAriaLabel: 'Notifications',
  closeButton: true,
} as const;

/** A button in the toast (an "Undo"): sonner closes the toast when it is pressed. */
export type ToastAction = { label: string; onClick: () => void };
export type ToastOptions = {
  id?: string | number;
  description?: ReactNode;
  duration?: number;
  action?: ToastAction;
};
type Toast = typeof import('sonner').toast;

let mountToaster: (() => Promise<void>) | undefined;
let ready: Promise<Toast> | undefined;

/**
 * The shell says how to put the toaster on screen. Until the first toast nobody downloads sonner
 * (most visits never see one); then it is fetched, the toaster mounted, and the toast shown.
 */
export function registerToasterHost(mount: () => Promise<void>) {
  mountToaster = mount;
}

function toaster(): Promise<Toast> {
  ready ??= import('sonner')
    .then(async ({ toast }) => {
      await mountToaster?.();
      return toast;
    })
    .catch((error: unknown) => {
      ready = undefined; // try again with the next toast
      throw error;
    });
  return ready;
}

function show(kind: 'success' | 'error', message: string, options?: ToastOptions) {
  toaster()
    .then((toast) => toast[kind](message, options))
    .catch((error: unknown) => console.error('[toast] could not show', message, error));
}

/** Success and error toasts (the only kinds the product uses); `id` replaces a toast of that id. */
export const notify = {
  success: (message: string, options?: ToastOptions) => show('success', message, options),
  error: (message: string, options?: ToastOptions) => show('error', message, options),
};
