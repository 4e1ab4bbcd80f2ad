import 'design-system/tokens.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { directionOf } from 'contracts/i18n';
import { sessionCheck } from 'contracts/page-data';
import { CONTENT_FONT_GRACE_MS, fetchContentFonts } from 'design-system/content-fonts';
import { Provider as StoreProvider } from 'jotai';
import { api } from 'platform/api';
import { currentLang, initI18n, registerNamespace } from 'platform/i18n';
import { intlFormatSpecs } from 'platform/intl';
import { createQueryClient } from 'platform/query-client';
import { platformStore, restoreSession } from 'platform/session';
import { registerToasterHost, toasterSettings } from 'platform/toast';
import { lazy, StrictMode, Suspense, startTransition, useEffect, useLayoutEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { useTranslation } from 'react-i18next';
import { BrowserRouter } from 'react-router';
import { PendingIntentCompletion } from './app/pending-intent-completion.tsx';
import { AppRoutes } from './app/route-table.tsx';
import { FIRST_SCREEN_PATIENCE_MS, hasFirstScreen, releaseFirstScreen } from './first-screen.ts';
import ar from './i18n/ar.json';
import en from './i18n/en.json';
import { warmUpIntl } from './intl-warm-up/warm-up.ts';
import { openedLocation, preloadFirstPage } from './remotes/first-page.ts';
import { registerRemotesFromRegistry, registerRuntimePlugins } from './remotes/remote-registry.ts';
import { AppErrorBoundary } from './screens/error-screens.tsx';
import { FullScreenLoader } from './screens/full-screen-loader.tsx';
import { isSampled, sampleRate } from './vitals/sampling.ts';

const Toaster = lazy(() => import('sonner').then(({ Toaster }) => ({ default: Toaster })));

/** Runs after the toaster beside it has subscribed to toasts (effects run in sibling order). */
function Mounted({ onMount }: { onMount: () => void }) {
  useEffect(() => onMount(), [onMount]);
  return null;
}

/** The toaster, put on screen by the first toast (platform/toast loads sonner only then). */
function AppToaster() {
  const { t, i18n } = useTranslation();
  const [mounted, setMounted] = useState<{ resolve: () => void } | null>(null);
  useEffect(() => {
    registerToasterHost(() => new Promise<void>((resolve) => setMounted((current) => current ?? { resolve })));
  }, []);
  if (!mounted) return null;
  return (
    <Suspense>
      <Toaster
        {...toasterSettings}
        hotkey={[...toasterSettings.hotkey]}
        containerAriaLabel={t('toaster')}
        toastOptions={{ closeButtonAriaLabel: t('toasterClose') }}
        dir={directionOf(currentLang(i18n))}
      />
      <Mounted onMount={mounted.resolve} />
    </Suspense>
  );
}

/**
 * The BFF's first screen of the page (bff pages/first-screen.ts), if the HTML has one: it stays, inert
 * and busy, until the app's first render has replaced it (React empties the root when it commits).
 */
function FirstScreenHandover({ root }: { root: HTMLElement }) {
  useLayoutEffect(() => releaseFirstScreen(root), [root]);
  return null;
}

/**
 * Ends the current task and goes on in a new one (first in line where the browser has
 * `scheduler.yield`), so a phone runs the start-up as several short tasks instead of one long one.
 */
const yieldToMain = (): Promise<void> => {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
};

/**
 * A sampled page view's vitals and errors reporter (web-vitals with it), fetched once the page has
 * loaded: nothing of it is start-up code, and the observers read what the browser buffered meanwhile.
 */
function reportVitalsWhenLoaded() {
  if (!isSampled(sampleRate())) return;
  const loaded =
    document.readyState === 'complete'
      ? Promise.resolve()
      : new Promise((resolve) => window.addEventListener('load', resolve, { once: true }));
  loaded
    .then(() => import(/* webpackChunkName: "vitals" */ './vitals/start-reporting.ts'))
    .then(({ startReporting }) => startReporting())
    // Best effort: a page view whose reporter could not load goes unmeasured.
    .catch(() => undefined);
}

const root = document.getElementById('root');
if (root) {
  await yieldToMain(); // this chunk's modules were evaluated in the task that ends here
  const firstScreen = hasFirstScreen(root);
  const reactRoot = createRoot(root);
  await initI18n();
  registerNamespace('common', { en, ar });
  // The web fonts the page's content waits for (in Arabic: design-system/content-fonts says why),
  // fetched now, beside the page's code and data.
  const contentFonts = fetchContentFonts(currentLang());
  // Meanwhile ICU loads the data of the page's prices and dates in a worker (intl-warm-up says why).
  warmUpIntl(intlFormatSpecs(currentLang()));
  if (!firstScreen) {
    reactRoot.render(<FullScreenLoader />);
    // The HTML's static loader marked the root busy; React's loader says so itself from here on.
    root.removeAttribute('aria-busy');
  }
  await yieldToMain();

  registerRuntimePlugins();
  // Without the registry every remote region shows its error panel; the frame still works.
  const remotesRegistered = registerRemotesFromRegistry().catch((error) => {
    console.error('[shell] remote registry unavailable', error);
  });
  // The persisted session is confirmed with the server before content shows, and the page's remote
  // module and first data load meanwhile (each gives up after 5 s).
  const queryClient = createQueryClient();
  await Promise.all([
    // The same URL the BFF preloads with the page (contracts/page-data), so the answer is already here.
    restoreSession(() => api.get<{ user: null }>(sessionCheck.path, sessionCheck.query)),
    preloadFirstPage(
      remotesRegistered,
      queryClient,
      openedLocation(),
      firstScreen ? FIRST_SCREEN_PATIENCE_MS : undefined,
    ),
  ]);
  // A second more at most: a late font then replaces the fallback the content first shows in. A
  // first screen already shows the content, in whichever font has come: nothing to wait for.
  if (!firstScreen) await contentFonts.readyWithin(CONTENT_FONT_GRACE_MS);

  // A transition renders in slices that yield to the browser between them, so the first render
  // of the whole app does not hold the main thread in one long task (the loader stays meanwhile).
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        {firstScreen ? <FirstScreenHandover root={root} /> : null}
        <AppErrorBoundary>
          <StoreProvider store={platformStore}>
            <QueryClientProvider client={queryClient}>
              <BrowserRouter>
                <AppRoutes />
              </BrowserRouter>
              <AppToaster />
              <PendingIntentCompletion />
            </QueryClientProvider>
          </StoreProvider>
        </AppErrorBoundary>
      </StrictMode>,
    ),
  );
  reportVitalsWhenLoaded();
}
