import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { containerName } from 'contracts/remotes';
import i18next from 'i18next';
import { atom, Provider as StoreProvider, useAtomValue } from 'jotai';
import { type ComponentType, lazy, StrictMode, Suspense, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { initReactI18next, useTranslation } from 'react-i18next';
import { BrowserRouter, Link, Outlet, useRoutes } from 'react-router';

/**
 * What the product's shell does at start, with the libraries it shares and none of its features:
 * one i18next, the session check, the remote registry, a jotai atom, a query client and a route
 * table whose home page is the remote's.
 */
const signedIn = atom(false);

const HomePage = lazy(async () => {
  const module = await loadRemote<{ default: ComponentType }>('mfe_listings/home-page');
  if (!module) throw new Error('mfe_listings/home-page did not load');
  return module;
});

function Frame() {
  const { t } = useTranslation();
  const isSignedIn = useAtomValue(signedIn);
  return (
    <>
      <header>
        <Link to="/">{t('site')}</Link>
        <nav>
          <Link to="/listings/restaurants">{t('restaurants')}</Link> <Link to="/blogs">{t('blogs')}</Link>{' '}
          {isSignedIn ? null : <Link to="/sign-in">{t('signIn')}</Link>}
        </nav>
      </header>
      <Suspense>
        <Outlet />
      </Suspense>
      <footer>{t('footer')}</footer>
    </>
  );
}

function Routes() {
  return useRoutes([{ path: '/', element: <Frame />, children: [{ index: true, element: <HomePage /> }] }]);
}

async function registerRemotesFromRegistry() {
  const registry = (await (await fetch('/remotes.json')).json()) as Record<string, string>;
  registerRemotes(
    Object.entries(registry).map(([name, entry]) => ({
      name: containerName(name),
      entry: new URL(entry, window.location.origin).toString(),
    })),
  );
}

const root = document.getElementById('root');
if (root) {
  await i18next.use(initReactI18next).init({
    lng: 'en',
    resources: {
      en: {
        translation: {
          site: 'Qatar Directory',
          restaurants: 'Restaurants',
          blogs: 'Blogs',
          signIn: 'Sign in',
          footer: 'Doha, Qatar',
        },
      },
    },
  });
  // The session check the product makes before content shows (its answer does not matter here).
  await Promise.all([fetch('/api/v1/auth/me?lang=en', { credentials: 'include' }), registerRemotesFromRegistry()]);
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } });
  const reactRoot = createRoot(root);
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <StoreProvider>
          <QueryClientProvider client={queryClient}>
            <BrowserRouter>
              <Routes />
            </BrowserRouter>
          </QueryClientProvider>
        </StoreProvider>
      </StrictMode>,
    ),
  );
}
