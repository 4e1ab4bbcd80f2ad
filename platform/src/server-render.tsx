import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { RenderFrame, RenderPage } from 'contracts/first-screen';
import type { Lang } from 'contracts/i18n';
import type { RemoteName } from 'contracts/remotes';
import { routes } from 'contracts/routes';
import { createStore, Provider as StoreProvider } from 'jotai';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { Route, Routes, StaticRouter } from 'react-router';
import { i18next, initI18n } from './i18n.ts';
import { createQueryClient } from './query-client.ts';
import { firstScreenPages, type RemotePages } from './remote-pages.ts';
import { setServerCalls } from './server-api.ts';
import { sessionAtom, signedOut } from './session.ts';

/**
 * The first screen's renderers (contracts/first-screen): a guest's first screen of a public page,
 * rendered by the BFF so that a phone shows the page (its largest photo above all) as soon as the
 * HTML and its style sheets arrive, not once some 175 KB of script has run.
 */
export type { RenderFrame, RenderPage };

/** Where the shell's frame leaves room for the page (`PAGE_SLOT`, as React writes it). */
export const PageSlot = () => <div data-page-slot="" />;

/** How many renders may wait for the one running; more are turned away at once. */
const MAX_WAITING = 20;

/**
 * One render at a time: i18next's language is one per bundle, and a render's data calls read it.
 * A render takes a few milliseconds and the BFF keeps each page's HTML for a minute. One whose
 * deadline has passed before its turn comes is skipped (the BFF has sent its page without it).
 */
function oneAtATime<A extends { deadline: number }, R>(work: (arg: A) => Promise<R>): (arg: A) => Promise<R> {
  let queue: Promise<unknown> = Promise.resolve();
  let waiting = 0;
  return (arg) => {
    if (waiting >= MAX_WAITING) return Promise.reject(new Error(`${MAX_WAITING} renders are waiting already`));
    waiting++;
    const run = queue.then(() => {
      waiting--;
      if (Date.now() >= arg.deadline) throw new Error('its deadline passed while it waited');
      return work(arg);
    });
    queue = run.catch(() => undefined);
    return run;
  };
}

async function setLanguage(lang: Lang) {
  await initI18n();
  if (i18next.language !== lang) await i18next.changeLanguage(lang);
}

/** A guest, as the browser's app shows one once it has asked the server. */
function guestStore() {
  const store = createStore();
  store.set(sessionAtom, signedOut);
  return store;
}

function renderTree(tree: ReactNode, location: string, queryClient: QueryClient): string {
  return renderToString(
    <StoreProvider store={guestStore()}>
      <QueryClientProvider client={queryClient}>
        <StaticRouter location={location}>{tree}</StaticRouter>
      </QueryClientProvider>
    </StoreProvider>,
  );
}

/**
 * The browser's query client, without its retry: a failed call leaves the page without a first
 * screen at once, where a retry would only make the BFF wait past its deadline.
 */
function serverQueryClient(): QueryClient {
  const client = createQueryClient();
  const defaults = client.getDefaultOptions();
  client.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retry: false } });
  return client;
}

/**
 * A remote's `renderPage`: the pages of its list (src/pages.ts) marked `firstScreen`, by their
 * exposed names (null for any other); the page's `prefetch` fills the query cache first, as the
 * shell does before the browser's first render. It throws when the render fails.
 */
export function createPageRenderer(remote: RemoteName, pages: RemotePages): RenderPage {
  const rendered = firstScreenPages(remote, pages);
  return oneAtATime(async ({ exposed, lang, pathname, fetch, deadline }) => {
    const page = rendered.get(exposed);
    if (!page) return null;
    const path = routes[page.route];
    setServerCalls({ fetch, deadline });
    await setLanguage(lang);
    const { default: Page, prefetch } = await page.load();
    const queryClient = serverQueryClient();
    await prefetch?.(queryClient, { lang, pathname, search: new URLSearchParams(), server: true });
    // A call that failed would show the page's error state, which the app would then replace.
    const failed = queryClient
      .getQueryCache()
      .getAll()
      .find((query) => query.state.status === 'error');
    if (failed) throw new Error(`its data call failed (${JSON.stringify(failed.queryKey)})`);
    const html = renderTree(
      <Routes>
        <Route path={path} element={<Page />} />
      </Routes>,
      pathname,
      queryClient,
    );
    queryClient.clear();
    return html;
  });
}

/** The shell's `renderFrame`: `frame` is its layout, rendering `PageSlot` where its pages go. */
export function createFrameRenderer(frame: ReactNode): RenderFrame {
  return oneAtATime(async ({ lang, pathname }) => {
    await setLanguage(lang);
    return renderTree(frame, pathname, serverQueryClient());
  });
}
