// @vitest-environment node
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_SLOT } from 'contracts/first-screen';
import { useAtomValue } from 'jotai';
import { renderToStaticMarkup } from 'react-dom/server';
import { useTranslation } from 'react-i18next';
import { Outlet, Route, Routes, useParams } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerNamespace } from './i18n.ts';
import { PageMeta } from './page-meta.tsx';
import type { PagePrefetch } from './query-client.ts';
import { api } from './server-api.ts';
import { createFrameRenderer, createPageRenderer, PageSlot } from './server-render.tsx';
import { sessionAtom } from './session.ts';

registerNamespace('server-test', {
  en: { greeting: 'Welcome to {{name}}' },
  ar: { greeting: 'أهلاً بك في {{name}}' },
});

/** A stand-in for the BFF: `/api/v1/restaurant/:id` answers in the browser's wrapper, the language echoed. */
let bff: Server;
let bffUrl: string;
const asked: string[] = [];

beforeAll(async () => {
  bff = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://bff');
    asked.push(`${url.pathname}?${url.searchParams}`);
    const id = url.pathname.split('/').at(-1);
    response.setHeader('content-type', 'application/json');
    if (id === 'broken') {
      response.statusCode = 500;
      response.end(JSON.stringify({ code: 'SOMETHING_WENT_WRONG', message: 'Something went wrong.' }));
      return;
    }
    const answer = () =>
      response.end(JSON.stringify({ data: { name: `Place ${id} (${url.searchParams.get('lang')})` } }));
    if (id === 'slow') setTimeout(answer, 1000);
    else answer();
  });
  await new Promise<void>((resolve) => bff.listen(0, '127.0.0.1', resolve));
  bffUrl = `http://127.0.0.1:${(bff.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => bff.close(() => resolve())));

/** The first screen's `fetch`, as the BFF gives it: here, over HTTP to the stand-in. */
const bffFetch = (input: string, init?: RequestInit) => fetch(new URL(input, bffUrl), init);

const placeQuery = (id: string, lang: string) =>
  queryOptions({ queryKey: ['place', id, lang], queryFn: () => api.get<{ name: string }>(`restaurant/${id}`) });

function PlacePage() {
  const { id = '' } = useParams();
  const { t, i18n } = useTranslation('server-test');
  const place = useQuery(placeQuery(id, i18n.language));
  const session = useAtomValue(sessionAtom);
  return (
    <main>
      <PageMeta lang="en" title="not in the body" />
      <h1>{place.data ? t('greeting', { name: place.data.name }) : 'loading'}</h1>
      <p>{session.loading ? 'session loading' : session.isAuthenticated ? 'signed in' : 'guest'}</p>
    </main>
  );
}
const prefetchedOnServer: (boolean | undefined)[] = [];
const prefetch: PagePrefetch = (queryClient, { lang, pathname, server }) => {
  prefetchedOnServer.push(server);
  return queryClient.prefetchQuery(placeQuery(pathname.split('/').at(-1) ?? '', lang));
};

const renderPage = createPageRenderer('mfe-listings', {
  restaurant: { file: './place-page.tsx', load: async () => ({ default: PlacePage, prefetch }), firstScreen: true },
  contactUs: { file: './contact-page.tsx', load: async () => ({ default: () => <p>contact</p> }), firstScreen: true },
  blog: { file: './blog-page.tsx', load: async () => ({ default: () => <p>blog</p> }) },
});
const request = (lang: 'en' | 'ar', pathname: string, exposed = 'restaurant-page') => ({
  lang,
  pathname,
  fetch: bffFetch,
  deadline: Date.now() + 5000,
  exposed,
});

describe('server render of a first screen', () => {
  it('renders a page with its route, its prefetched data, its language and a guest, without its meta', async () => {
    const html = await renderPage(request('en', '/restaurant/souq-grill/r1'));
    expect(html).toBe('<main><h1>Welcome to Place r1 (en)</h1><p>guest</p></main>');
    expect(asked).toContain('/api/v1/restaurant/r1?lang=en');
    // The page's prefetch knows it runs for a server render (it may leave out what the page defers).
    expect(prefetchedOnServer).toEqual([true]);
  });

  it('keeps each render in its own language when renders overlap', async () => {
    const [arabic, english, arabicAgain] = await Promise.all([
      renderPage(request('ar', '/restaurant/a/r2')),
      renderPage(request('en', '/restaurant/a/r3')),
      renderPage(request('ar', '/restaurant/a/r4')),
    ]);
    expect(arabic).toContain('أهلاً بك في Place r2 (ar)');
    expect(english).toContain('Welcome to Place r3 (en)');
    expect(arabicAgain).toContain('أهلاً بك في Place r4 (ar)');
  });

  it('renders nothing for a page it does not list, one without a first screen or one that is not public', async () => {
    expect(await renderPage(request('en', '/blogs', 'blogs-page'))).toBeNull();
    expect(await renderPage(request('en', '/blog/a-post/b1', 'blog-page'))).toBeNull();
    // Only a public page can have a first screen (contracts/route-modules): sign-in is for guests only.
    const renderOther = createPageRenderer('mfe-account', {
      signIn: { file: './sign-in-page.tsx', load: async () => ({ default: PlacePage }), firstScreen: true },
    });
    expect(await renderOther(request('en', '/sign-in', 'sign-in-page'))).toBeNull();
  });

  it('fails when a call fails, after one try, rather than render the page’s error state', async () => {
    const before = asked.length;
    await expect(renderPage(request('en', '/restaurant/a/broken'))).rejects.toThrow(/data call failed/);
    expect(asked.slice(before)).toEqual(['/api/v1/restaurant/broken?lang=en']);
  });

  it('gives up a call at the deadline, and skips a render whose deadline passed while it waited', async () => {
    const started = Date.now();
    const slow = renderPage({ ...request('en', '/restaurant/a/slow'), deadline: Date.now() + 200 });
    const queued = renderPage({ ...request('en', '/restaurant/a/r9'), deadline: Date.now() + 100 });
    await expect(slow).rejects.toThrow(/data call failed/);
    expect(Date.now() - started).toBeLessThan(900);
    await expect(queued).rejects.toThrow(/deadline passed/);
    expect(asked).not.toContain('/api/v1/restaurant/r9?lang=en');
  });

  it("sends its calls to the BFF's fetch when it gives one (in its process), not to its address", async () => {
    const before = asked.length;
    const calls: { input: string; lang: string | null; signal: boolean }[] = [];
    const fetch = async (input: string, init?: RequestInit) => {
      calls.push({
        input,
        lang: new Headers(init?.headers).get('x-lang'),
        signal: init?.signal instanceof AbortSignal,
      });
      return new Response(JSON.stringify({ data: { name: 'Place r5 (in process)' } }));
    };
    const html = await renderPage({ ...request('ar', '/restaurant/a/r5'), fetch });
    expect(html).toContain('أهلاً بك في Place r5 (in process)');
    expect(calls).toEqual([{ input: '/api/v1/restaurant/r5?lang=ar', lang: 'ar', signal: true }]);
    expect(asked.length).toBe(before);
  });

  it('renders a page without a prefetch', async () => {
    expect(await renderPage(request('en', '/contact-us', 'contact-page'))).toBe('<p>contact</p>');
  });

  it('renders the frame around the page slot the BFF fills', async () => {
    expect(renderToStaticMarkup(<PageSlot />)).toBe(PAGE_SLOT);
    function Frame() {
      const { t } = useTranslation('server-test');
      return (
        <div>
          <header>{t('greeting', { name: 'Doha' })}</header>
          <Outlet />
        </div>
      );
    }
    const renderFrame = createFrameRenderer(
      <Routes>
        <Route element={<Frame />}>
          <Route path="*" element={<PageSlot />} />
        </Route>
      </Routes>,
    );
    const html = await renderFrame({
      lang: 'ar',
      pathname: '/listings/restaurants',
      fetch: bffFetch,
      deadline: Date.now() + 5000,
    });
    expect(html).toBe(`<div><header>أهلاً بك في Doha</header>${PAGE_SLOT}</div>`);
  });
});
