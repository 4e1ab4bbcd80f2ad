import { loadRemote } from '@module-federation/enhanced/runtime';
import { Component, type ComponentType, lazy, type ReactNode, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FullScreenLoader } from '../screens/full-screen-loader.tsx';
import { REMOTE_FAILED } from './remote-failure-plugin.ts';
import styles from './remote-page.module.css';

type RemoteModule = { default: ComponentType };

/** Remote page modules already loaded, by id: rendered at once, without suspending. */
const loadedPages = new Map<string, ComponentType>();

/** A remote's module; a failed load rejects so the boundary below can show it. */
async function loadRemotePage(id: string, attempt: number): Promise<RemoteModule> {
  const module = await loadRemote<RemoteModule & { [REMOTE_FAILED]?: boolean }>(id, { from: 'runtime' });
  if (!module?.default || module[REMOTE_FAILED])
    throw new Error(`remote module ${id} (attempt ${attempt}) did not load`);
  loadedPages.set(id, module.default);
  return module;
}

/**
 * Loads the first page's module before the app renders. A page that suspends on its first render
 * shows the loader, and React then holds the page back until 300 ms after the loader appeared
 * (its Suspense fallback throttle); a page already loaded renders in the first commit. A failure is
 * left to the page's boundary, which tries again and shows its error panel.
 */
export async function preloadRemotePage(id: string): Promise<void> {
  await loadRemotePage(id, 0).catch(() => undefined);
}

class RemoteBoundary extends Component<
  { fallback: (retry: () => void) => ReactNode; onRetry: () => void; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error('[shell] remote failed', error);
  }
  retry = () => {
    this.setState({ failed: false });
    this.props.onRetry();
  };
  override render() {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children;
  }
}

/** "This part could not load" with a retry; `bare` drops the framed panel (inside a modal). */
export function RemoteFailed({ retry, bare = false }: { retry: () => void; bare?: boolean }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className={bare ? styles.bare : styles.panel} data-testid="remote-error">
      <p>{t('remote.failed')}</p>
      <button type="button" className={styles.retry} onClick={retry}>
        {t('remote.retry')}
      </button>
    </div>
  );
}

/**
 * One region rendered by a remote (e.g. `mfe_listings/restaurants-page`). A remote that is down
 * or throws shows an error panel with a retry here only; the header, footer and other routes keep working.
 */
export function RemotePage({ id }: { id: string }) {
  const [attempt, setAttempt] = useState(0);
  const Page = useMemo(
    () => (attempt === 0 && loadedPages.get(id)) || lazy(() => loadRemotePage(id, attempt)),
    [id, attempt],
  );
  return (
    <RemoteBoundary
      key={`${id}:${attempt}`}
      onRetry={() => setAttempt((n) => n + 1)}
      fallback={(retry) => <RemoteFailed retry={retry} />}
    >
      <Suspense fallback={<FullScreenLoader />}>
        <Page />
      </Suspense>
    </RemoteBoundary>
  );
}
