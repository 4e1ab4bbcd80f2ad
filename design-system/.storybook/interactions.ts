import { userEvent } from 'storybook/test';

/**
 * Presses Escape in an open modal dialog. Testing Library's user-event dispatches untrusted key
 * events, which browsers never turn into a dialog's close request, so when Escape alone leaves the
 * dialog open we make the very request a trusted Escape makes (cancel, then close).
 */
export async function pressEscape(dialog: HTMLDialogElement): Promise<void> {
  await userEvent.keyboard('{Escape}');
  if (dialog.open) dialog.requestClose();
}

/** Whether the element's box touches the viewport's left or right edge (within a pixel). */
export function edgeOf(element: Element): 'left' | 'right' | 'neither' {
  const box = element.getBoundingClientRect();
  if (Math.abs(box.left) <= 1) return 'left';
  if (Math.abs(box.right - document.documentElement.clientWidth) <= 1) return 'right';
  return 'neither';
}
