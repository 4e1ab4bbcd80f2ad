import { type BaseSyntheticEvent, useEffect, useRef } from 'react';

/**
 * A form's save, for its submit button and for Ctrl+S (Cmd+S on a Mac, instead of saving the page
 * to disk). One save at a time, whatever asks (the button, Ctrl+S held down): a second PUT with
 * the same version would come back as a conflict with the admin's own save, a second POST as a
 * duplicate.
 */
export function useSaveAction(submit: (event?: BaseSyntheticEvent) => Promise<void>) {
  const inFlight = useRef(false);
  const save = async (event?: BaseSyntheticEvent) => {
    event?.preventDefault();
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      await submit(event);
    } finally {
      inFlight.current = false;
    }
  };
  const saveRef = useRef(save);
  saveRef.current = save;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
        event.preventDefault();
        if (!event.repeat) void saveRef.current();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
  return save;
}
