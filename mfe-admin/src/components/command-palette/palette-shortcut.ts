import { useModal } from 'platform/overlays';
import { useEffect, useRef } from 'react';

/** The modal view of the back office's command palette (Ctrl+K or ⌘K on every admin page). */
export const COMMAND_PALETTE_VIEW = 'admin command palette';

/** Whether a key press is the palette's shortcut: Ctrl+K, or ⌘K on a Mac. */
export const isPaletteShortcut = (event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey'>) =>
  (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k';

/**
 * Opens the palette, its code (cmdk and the view) loaded on the first opening: an admin page's first
 * load carries only this shortcut and the button.
 */
export function useOpenCommandPalette() {
  const modal = useRef(useModal());
  return useRef(() => import('./command-palette.tsx').then(() => modal.current.open(COMMAND_PALETTE_VIEW))).current;
}

/** Opens the palette on its shortcut wherever the focus is, while an admin page is shown. */
export function useCommandPaletteShortcut() {
  const open = useOpenCommandPalette();
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isPaletteShortcut(event)) return;
      // The browser's own Ctrl+K (its search box) gives way on admin pages.
      event.preventDefault();
      void open();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);
}
