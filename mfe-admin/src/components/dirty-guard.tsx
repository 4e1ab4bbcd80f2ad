import { Button } from 'design-system/button';
import { Modal } from 'design-system/modal';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useAdminText } from '../lib/use-admin-text.ts';
import styles from './form-parts.module.css';

type Leaving = { kind: 'link'; to: string } | { kind: 'back' };

/** An in-app link a plain click would follow (not a new tab, not a download, not another site). */
function followedLink(event: MouseEvent): string | null {
  if (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey
  ) {
    return null;
  }
  const anchor = (event.target as Element | null)?.closest?.('a[href]');
  if (!(anchor instanceof HTMLAnchorElement) || anchor.target === '_blank' || anchor.hasAttribute('download'))
    return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  const here = window.location;
  if (url.pathname === here.pathname && url.search === here.search) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * While `dirty`, leaving asks first with the design-system dialog: in-app links, the browser's Back,
 * and (through the browser's own prompt) closing or reloading the tab. The shell routes with a
 * declarative `<BrowserRouter>`, where react-router's `useBlocker` is not available, so links are
 * caught before the router's click handler and Back by restoring the entry the form is on.
 */
export function DirtyGuard({ dirty }: { dirty: boolean }) {
  const { t } = useAdminText();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState<Leaving | null>(null);
  const allowed = useRef(false);

  useEffect(() => {
    if (!dirty) return;
    allowed.current = false;
    const formEntry = { state: window.history.state as unknown, url: window.location.href };
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    const onClick = (event: MouseEvent) => {
      if (allowed.current) return;
      const to = followedLink(event);
      if (!to) return;
      event.preventDefault();
      event.stopPropagation();
      setLeaving({ kind: 'link', to });
    };
    const onPopState = (event: PopStateEvent) => {
      if (allowed.current) return;
      // Keep the router from seeing this Back, and put the form's entry back in the address bar.
      event.stopImmediatePropagation();
      window.history.pushState(formEntry.state, '', formEntry.url);
      setLeaving({ kind: 'back' });
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    window.addEventListener('popstate', onPopState, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('popstate', onPopState, true);
    };
  }, [dirty]);

  const stay = () => setLeaving(null);
  const leave = () => {
    const target = leaving;
    setLeaving(null);
    allowed.current = true;
    if (target?.kind === 'link') navigate(target.to);
    else window.history.back();
  };
  return (
    <Modal
      open={leaving !== null}
      onClose={stay}
      label={t('formParts.leave.title')}
      closeLabel={t('formParts.leave.close')}
    >
      <h2 className={styles.dialogTitle}>{t('formParts.leave.title')}</h2>
      <p>{t('formParts.leave.body')}</p>
      <div className={styles.dialogActions}>
        <Button type="button" variant="secondary" onClick={stay}>
          {t('formParts.leave.stay')}
        </Button>
        <Button type="button" onClick={leave}>
          {t('formParts.leave.discard')}
        </Button>
      </div>
    </Modal>
  );
}
