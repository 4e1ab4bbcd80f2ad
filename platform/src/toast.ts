import type { CSSProperties, ReactNode } from 'react';

/**
 * Spec §9's figures sonner does not take as settings: it removes a closed toast after a fixed
 * 200 ms and dismisses a swipe faster than 0.11 px/ms. `toast-style.test.ts` reads them out of the
 * installed sonner, so an upgrade that changes them fails a test instead of changing the product.
 */
export const TOAST_REMOVAL_DELAY_MS = 200;
export const TOAST_SWIPE_VELOCITY_THRESHOLD = 0.11;
export const TOAST_WIDTH_PX = 356;

/**
 * The bottom edge of the toasts, `edge` px above what a page keeps at its bottom: a page with a
 * sticky bar (a form's Save button) sets `--toaster-clearance` to the bar's height, so a toast never
 * covers the button that made it.
 */
function toasterOffset(edge: number) {
  return { top: edge, right: edge, left: edge, bottom: `calc(${edge}px + var(--toaster-clearance, 0px))` };
}

/**
 * The toaster's settings of spec §9: bottom-right, 4 s, three at a time, 32 px from the edges
 * (16 px on phones), 14 px apart, 356 px wide, Alt+T to focus, labelled "Notifications".
 */
export const toasterSettings = {
  position: 'bottom-right',
  duration: 4000,
  visibleToasts: 3,
  offset: toasterOffset(32),
  mobileOffset: toasterOffset(16),
  gap: 14,
  hotkey: ['altKey', 'KeyT'],
  containerAriaLabel: 'Notifications',
  closeButton: true,
  // Sonner reads its width from this variable; set here, not left to its default.
  style: { '--width': `${TOAST_WIDTH_PX}px` } as CSSProperties,
} as const;

/** A button in the toast (an "Undo"): sonner closes the toast when it is pressed. */
type ToastAction = { label: string; onClick: () => void };
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

type ToastKind = 'success' | 'error' | 'info' | 'warning' | 'loading';
export type ToastId = string | number;

let lastId = 0;

/**
 * Shows a toast and answers its id at once (sonner may still be loading): a toast shown again with
 * the same id is updated in place, so a loading toast can become its outcome.
 */
function show(kind: ToastKind, message: string, options?: ToastOptions): ToastId {
  const id = options?.id ?? `toast-${++lastId}`;
  // Sonner keeps an updated toast's old fields: the outcome replacing a loading toast (which stays
  // until then) must say how long it stays, or it would never close.
  const duration = options?.duration ?? (kind === 'loading' ? Infinity : toasterSettings.duration);
  toaster()
    .then((toast) => toast[kind](message, { ...options, id, duration }))
    .catch((error: unknown) => console.error('[toast] could not show', message, error));
  return id;
}

/** What a promise's toast says while it runs and once it settles. */
export type PromiseMessages<T> = {
  loading: string;
  success: string | ((value: T) => string);
  error: string | ((error: unknown) => string);
};

/**
 * Toasts of spec §2: success, info, warning, error and loading; each answers its id. Showing a
 * toast with an existing `id` updates that toast; `dismiss` closes one, or all without an id.
 */
export const notify = {
  success: (message: string, options?: ToastOptions) => show('success', message, options),
  error: (message: string, options?: ToastOptions) => show('error', message, options),
  info: (message: string, options?: ToastOptions) => show('info', message, options),
  warning: (message: string, options?: ToastOptions) => show('warning', message, options),
  /** Stays until it is updated or dismissed. */
  loading: (message: string, options?: ToastOptions) => show('loading', message, options),
  dismiss: (id?: ToastId) => {
    // Nothing to close before sonner has ever loaded.
    if (ready) void ready.then((toast) => toast.dismiss(id)).catch(() => undefined);
  },
  /**
   * A loading toast while `promise` runs, then success or error in its place. Answers the promise
   * itself, so the caller still handles its outcome.
   */
  promise: <T>(promise: Promise<T>, messages: PromiseMessages<T>, options?: ToastOptions): Promise<T> => {
    const id = show('loading', messages.loading, { ...options, duration: Infinity });
    const settled = { ...options, id };
    promise.then(
      (value) =>
        show('success', typeof messages.success === 'function' ? messages.success(value) : messages.success, settled),
      (error: unknown) =>
        show('error', typeof messages.error === 'function' ? messages.error(error) : messages.error, settled),
    );
    return promise;
  },
};
