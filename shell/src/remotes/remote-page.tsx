import { loadRemote } from '@module-federation/enhanced/runtime';
import type { QueryClient } from '@tanstack/react-query';
import type { PageLocation, PagePrefetch } from 'platform/query-client';
import { Component, type ComponentType, lazy, type ReactNode, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FullScreenLoader } from '../screens/full-screen-loader.tsx';
import { REMOTE_FAILED } from './remote-failure-plugin.ts';
import styles from './remote-page.module.css';

type RemoteModule = { default: ComponentType; prefetch?: PagePrefetch };

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

/** Loads started before the app rendered, by id, until the page they were for takes them. */
const preloads = new Map<string, Promise<RemoteModule>>();

/**
 * Loads the first page's module before the app renders, then the data it shows first (its optional
 * `prefetch`). A page that suspends on its first render shows the loader, and React then holds the
 * page back until 300 ms after the loader appeared (its Suspense fallback throttle); a page already
 * loaded renders in the first commit, and with its data in one time-sliced pass. The page takes over
 * a load still under way or failed, so a remote that is down is asked once: its boundary shows the
 * error panel, whose retry asks again. A failed prefetch only leaves the page to fetch for itself.
 */
export async function preloadRemotePage(
  id: string,
  data?: { queryClient: QueryClient; location: PageLocation },
): Promise<void> {
  const load = loadRemotePage(id, 0);
  preloads.set(id, load);
  const module = await load.catch(() => undefined);
  if (!module) return;
  // Once loaded, the page renders it from `loadedPages`; only a load under way or failed waits here.
  preloads.delete(id);
  const { prefetch } = module;
  if (!data || !prefetch) return;
  // A prefetch that throws, even before it returns a promise, must not stop the app from rendering.
  await Promise.resolve()
    .then(() => prefetch(data.queryClient, data.location))
    .catch((error: unknown) => {
      console.warn(`[shell] ${id} prefetch failed; the page fetches its data itself`, error);
    });
}

/** The preload of this page if one is waiting (taken once: a later visit loads afresh), else a new load. */
function takePreloadOrLoad(id: string, attempt: number): Promise<RemoteModule> {
  const preload = attempt === 0 ? preloads.get(id) : undefined;
  preloads.delete(id);
  return preload ?? loadRemotePage(id, attempt);
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
    () => (attempt === 0 && loadedPages.get(id)) || lazy(() => takePreloadOrLoad(id, attempt)),
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
