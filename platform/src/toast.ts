import { toast } from 'sonner';

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

/** Success, info, warning, error, loading; update by id, dismiss, or follow a promise. */
export const notify = toast;
