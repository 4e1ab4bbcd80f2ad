import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PAGE_SLOT, SERVER_BUNDLE } from 'contracts/first-screen';
import { pageMeta } from 'contracts/page-meta';
import { describe, expect, it, vi } from 'vitest';
import { emptyReleasesDir, V1, V2, writeRelease } from '../../test/fake-releases.ts';
import { createApiClient } from '../plugins/app/api-client.ts';
import { createRemoteReleases, type ReleaseSet } from '../plugins/app/remote-releases.ts';
import { APP_STARTER } from './app-starter.ts';
import { createFirstScreen, type FirstScreenResult } from './first-screen.ts';
import { renderShellHtml } from './html-template.ts';
import { createShellPageRenderer } from './shell-page.ts';

const shellIndex = `<!doctype html>
<html lang="en" dir="ltr">
  <head><title>Qatar Directory</title><script defer src="/static/js/index.js" fetchpriority="high"></script></head>
  <body>
    <div id="root" aria-busy="true">
      <div class="boot-loader" aria-hidden="true"><span></span></div>
    </div>
  </body>
</html>`;

/** Server bundles as the builds write them: the shell's frame, and mfe-listings' pages in its release V1. */
function builtBundles(
  page = 'async ({ exposed, lang, pathname }) => "<main>" + [exposed, lang, pathname].join(" ") + "</main>"',
) {
  const shellDir = path.join(mkdtempSync(path.join(tmpdir(), 'first-screen-')), 'shell-dist');
  const shellFile = path.join(shellDir, SERVER_BUNDLE);
  mkdirSync(path.dirname(shellFile), { recursive: true });
  writeFileSync(
    shellFile,
    `export const renderFrame = async ({ lang }) => '<header>' + lang + '</header>${PAGE_SLOT}';`,
  );
  const root = emptyReleasesDir();
  writeRelease(root, 'mfe-listings', V1, { renderPage: page });
  return { shellDir, shellFile, releases: createRemoteReleases({ root }) };
}
/** The releases pages are made with: mfe-listings' V1. */
const live = { 'mfe-listings': V1 };

const firstScreenOf = (
  bundles: ReturnType<typeof builtBundles>,
  options: { timeoutMs?: number; now?: () => number } = {},
) => {
  const log = { warn: vi.fn() };
  const screens = createFirstScreen({
    ...bundles,
    fetch: noCalls,
    log,
    ...options,
  });
  return { ...screens, log };
};
/** A page's data calls, answered in the BFF (page-data-fetch.ts): these pages make none. */
const noCalls = () => Promise.reject(new Error('no data call expected'));
const none = { kind: 'none' };
const failed = { kind: 'failed' };
const shown = (html: string) => ({ kind: 'shown', html });

describe('first screens', () => {
  it("put the remote's page in the shell's frame, for public pages in the page's language", async () => {
    const { render } = firstScreenOf(builtBundles());
    expect(await render('/listings/restaurants', 'ar', live)).toEqual(
      shown('<header>ar</header><main>restaurants-page ar /listings/restaurants</main>'),
    );
    expect(await render('/', 'en', live)).toEqual(shown('<header>en</header><main>home-page en /</main>'));
  });

  it('are eligible: public pages without a query, of remotes this BFF serves', () => {
    const bundles = builtBundles();
    const { eligible } = firstScreenOf(bundles);
    expect(eligible('/', new URLSearchParams('lang=en'), live)).toBe(true);
    expect(eligible('/restaurant/souq-grill/r1', new URLSearchParams(), live)).toBe(true);
    expect(eligible('/listings/restaurants', new URLSearchParams('cuisineTypes=qatari'), live)).toBe(false);
    expect(eligible('/', new URLSearchParams('utm_source=mail'), live)).toBe(false);
    expect(eligible('/sign-in', new URLSearchParams(), live)).toBe(false);
    expect(eligible('/saved-listings', new URLSearchParams(), live)).toBe(false);
    // A remote without a release here (loaded from elsewhere, or not deployed).
    expect(eligible('/', new URLSearchParams(), {})).toBe(false);
    expect(eligible('/', new URLSearchParams(), { 'mfe-admin': V1 })).toBe(false);
  });

  it("give the page's data calls the BFF's fetch", async () => {
    const bundles = builtBundles(
      'async ({ fetch }) => "<main>" + (await (await fetch("/api/v1/ads?lang=en")).text()) + "</main>"',
    );
    const calls: string[] = [];
    const fetch = async (input: string) => {
      calls.push(input);
      return new Response('{"data":{"ads":[]}}');
    };
    const firstScreen = createFirstScreen({ ...bundles, fetch });
    expect(await firstScreen.render('/', 'ar', live)).toEqual(
      shown('<header>ar</header><main>{"data":{"ads":[]}}</main>'),
    );
    expect(calls).toEqual(['/api/v1/ads?lang=en']);
  });

  it('show none where the shell gives no frame', async () => {
    const bundles = builtBundles();
    writeFileSync(
      path.join(bundles.shellDir, SERVER_BUNDLE),
      `export const renderFrame = async ({ lang }) => lang === 'ar' ? null : '<header></header>${PAGE_SLOT}';`,
    );
    const { render } = firstScreenOf(bundles);
    expect(await render('/', 'ar', live)).toEqual(none);
    expect(await render('/', 'en', live)).toEqual(shown('<header></header><main>home-page en /</main>'));
  });

  it('show none for a page that renders nothing (a redirect) and when a package is not built', async () => {
    expect(await firstScreenOf(builtBundles('async () => ""')).render('/', 'en', live)).toEqual(none);
    expect(await firstScreenOf(builtBundles('async () => null')).render('/', 'en', live)).toEqual(none);
    const bundles = builtBundles();
    const { render } = firstScreenOf({ ...bundles, shellDir: path.join(bundles.shellDir, 'not-built') });
    expect(await render('/', 'en', live)).toEqual(none);
  });

  it('fail when a render throws or is too slow, say so in the log, and wait ten seconds before trying that page again', async () => {
    let now = 0;
    const bundles = builtBundles(
      'async ({ deadline }) => { globalThis.renders = (globalThis.renders ?? 0) + 1; throw new Error("boom " + deadline) }',
    );
    const failing = firstScreenOf(bundles, { now: () => now });
    const renders = () => (globalThis as { renders?: number }).renders ?? 0;
    expect(await failing.render('/', 'en', live)).toEqual(failed);
    expect(failing.log.warn).toHaveBeenCalledWith(expect.anything(), 'first screen: server render failed');
    expect(renders()).toBe(1);
    // The render was asked to be done by its deadline: now + the time bound.
    expect(failing.log.warn.mock.calls[0]?.[0]).toMatchObject({
      err: expect.objectContaining({ message: 'boom 800' }),
    });
    now += 9_999;
    expect(await failing.render('/', 'en', live)).toEqual(failed);
    expect(renders()).toBe(1);
    now += 1;
    expect(await failing.render('/', 'en', live)).toEqual(failed);
    expect(renders()).toBe(2);

    const slow = firstScreenOf(
      builtBundles('() => new Promise((resolve) => setTimeout(() => resolve("<p>late</p>"), 500))'),
      {
        timeoutMs: 50,
      },
    );
    expect(await slow.render('/', 'en', live)).toEqual(failed);
  });

  it('share one render among requests for the same page at the same moment', async () => {
    const { render } = firstScreenOf(
      builtBundles(
        'async ({ pathname }) => { globalThis.shared = (globalThis.shared ?? 0) + 1; return "<main>" + pathname + "</main>" }',
      ),
    );
    const [a, b, c] = await Promise.all([
      render('/faqs', 'en', live),
      render('/faqs', 'en', live),
      render('/about-us', 'en', live),
    ]);
    expect(a).toEqual(b);
    expect(c).toEqual(shown('<header>en</header><main>/about-us</main>'));
    expect((globalThis as { shared?: number }).shared).toBe(2);
  });

  it("are rendered by the page's release: after a deploy, by the new release's bundle", async () => {
    const bundles = builtBundles();
    writeRelease(bundles.releases.root, 'mfe-listings', V2, {
      renderPage: 'async () => "<main>release 2</main>"',
    });
    // A release without a server bundle renders none.
    writeRelease(bundles.releases.root, 'mfe-listings', '2.0.0-cccccccccc');
    const { render } = firstScreenOf(bundles);
    expect(await render('/', 'en', live)).toEqual(shown('<header>en</header><main>home-page en /</main>'));
    expect(await render('/', 'en', { 'mfe-listings': V2 })).toEqual(shown('<header>en</header><main>release 2</main>'));
    expect(await render('/', 'en', { 'mfe-listings': '2.0.0-cccccccccc' })).toEqual(none);
    // A tab of the old release is still rendered by it.
    expect(await render('/', 'en', live)).toEqual(shown('<header>en</header><main>home-page en /</main>'));
  });

  it("follow a new build of the shell's server bundle within a second", async () => {
    let now = 0;
    const bundles = builtBundles();
    const { render } = createFirstScreen({ ...bundles, fetch: noCalls, now: () => now });
    expect(await render('/', 'en', live)).toEqual(shown('<header>en</header><main>home-page en /</main>'));
    writeFileSync(bundles.shellFile, `export const renderFrame = async () => '<nav></nav>${PAGE_SLOT}';`);
    utimesSync(bundles.shellFile, new Date(), new Date(Date.now() + 5000));
    expect(await render('/', 'en', live)).toEqual(shown('<header>en</header><main>home-page en /</main>'));
    now += 1000;
    expect(await render('/', 'en', live)).toEqual(shown('<nav></nav><main>home-page en /</main>'));
  });
});

describe("a first screen in the page's HTML", () => {
  const meta = pageMeta({ pathname: '/', lang: 'en', siteUrl: 'http://localhost:3000' });

  it('takes the static loader’s place in the root, inert and busy until the app renders over it; the app starts after it has shown', () => {
    const html = renderShellHtml(shellIndex, meta, [], '<main>Souq Grill &amp; $& co</main>');
    expect(html).toContain(
      '<div id="root" aria-busy="true" inert data-first-screen><main>Souq Grill &amp; $& co</main></div>\n  </body>',
    );
    expect(html).not.toContain('<div class="boot-loader"');
    // The entry is preloaded once the page has painted, and the starter runs it once the page has shown itself (app-starter.ts).
    expect(html).toContain(
      `<template data-after-first-paint><link rel="preload" href="/static/js/index.js" as="script" fetchpriority="low" /></template><script data-entry="/static/js/index.js">${APP_STARTER}</script>`,
    );
    expect(html).not.toContain('<script defer');
  });

  it("asks for the page's code and data once it has painted, and for its lead photo and styles with the HTML", () => {
    const code = '<link rel="preload" href="/static/js/async/a.js" as="script" fetchpriority="low" />';
    const data =
      '<link rel="preload" href="/api/v1/auth/me?lang=en" as="fetch" crossorigin="use-credentials" fetchpriority="low" />';
    const photo = '<link rel="preload" as="image" href="/media/a/800.webp" fetchpriority="high" />';
    const style = '<style data-href="/static/css/a.css">.a{}</style>';
    const html = renderShellHtml(shellIndex, meta, [photo, code, style, data], '<main>first screen</main>');
    const held = /<template data-after-first-paint>([\s\S]*?)<\/template>/.exec(html)?.[1] ?? '';
    const rest = html.replace(held, '');
    expect(rest).toContain(photo);
    expect(rest).toContain(style);
    expect(rest).not.toContain(code);
    expect(rest).not.toContain(data);
    expect(held).toContain(`${code}${data}`);
    // Without a first screen nothing waits: every preload is in the head.
    const withoutScreen = renderShellHtml(shellIndex, meta, [photo, code, style, data]);
    expect(withoutScreen).not.toContain('<template');
    expect(withoutScreen).toContain(code);
  });

  it('leaves the static loader and the entry script as they are without one', () => {
    const html = renderShellHtml(shellIndex, meta, []);
    expect(html).toContain('<div class="boot-loader"');
    expect(html).toContain('fetchpriority="high"');
  });

  it("is a guest's only, with the page's style sheets as links; a failed one is tried again on the next request", async () => {
    const render = vi.fn(
      async (): Promise<FirstScreenResult> => ({ kind: 'shown', html: '<main>first screen</main>' }),
    );
    const eligible = vi.fn((_pathname: string, search: URLSearchParams) => search.size === 0);
    const preloads = vi.fn(
      (_path: string, _lang: string, _search?: URLSearchParams, options?: { firstScreen?: boolean }) => [
        options?.firstScreen
          ? '<link rel="stylesheet" href="/a.css" />'
          : '<link rel="preload" href="/a.css" as="style" />',
      ],
    );
    const renderer = createShellPageRenderer({
      api: createApiClient({ apiUrl: 'http://127.0.0.1:9' }), // nothing listens: the page goes without its api data
      siteUrl: 'http://localhost:3000',
      indexHtml: () => shellIndex,
      cardsTimeoutMs: 50,
      preloads,
      firstScreen: { eligible, render },
    });
    const guest = await renderer.render('/about-us', 'en', new URLSearchParams(), { guest: true });
    expect(guest.html).toContain('<main>first screen</main>');
    expect(guest.html).toContain('<link rel="stylesheet" href="/a.css" />');
    expect(guest.compressed().body.toString()).toBe(guest.html);

    const signedIn = await renderer.render('/about-us', 'en', new URLSearchParams(), { guest: false });
    expect(signedIn.html).not.toContain('first screen');
    expect(signedIn.html).toContain('as="style"');
    // An address not eligible for a first screen is another page, and does not replace the eligible one.
    const tagged = await renderer.render('/about-us', 'en', new URLSearchParams('utm_source=mail'), { guest: true });
    expect(tagged.html).not.toContain('first screen');
    expect((await renderer.render('/about-us', 'en', new URLSearchParams(), { guest: true })).html).toContain(
      '<main>first screen</main>',
    );
    expect(render).toHaveBeenCalledTimes(1);

    render.mockResolvedValueOnce({ kind: 'failed' });
    const failedPage = await renderer.render('/faqs', 'en', new URLSearchParams(), { guest: true });
    expect(failedPage.html).toContain('<div class="boot-loader"');
    expect((await renderer.render('/faqs', 'en', new URLSearchParams(), { guest: true })).html).toContain(
      '<main>first screen</main>',
    );
  });

  it('is made afresh for other releases: a deploy never gets the page cached with the old release', async () => {
    const render = vi.fn(
      async (_pathname: string, _lang: string, releases: ReleaseSet): Promise<FirstScreenResult> => ({
        kind: 'shown',
        html: `<main>by ${releases['mfe-listings']}</main>`,
      }),
    );
    const renderer = createShellPageRenderer({
      api: createApiClient({ apiUrl: 'http://127.0.0.1:9' }),
      siteUrl: 'http://localhost:3000',
      indexHtml: () => shellIndex,
      // The same tags whatever the release: only the key tells the pages apart.
      preloads: () => [],
      firstScreen: { eligible: () => true, render },
    });
    const page = (version: string) =>
      renderer.render('/about-us', 'en', new URLSearchParams(), { guest: true, releases: { 'mfe-listings': version } });
    expect((await page(V1)).html).toContain(`<main>by ${V1}</main>`);
    expect((await page(V2)).html).toContain(`<main>by ${V2}</main>`);
    // Each kept for its release (a tab of a rollout's other share, later).
    expect((await page(V1)).html).toContain(`<main>by ${V1}</main>`);
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('keeps the loader where the shell has no root to put a first screen in', () => {
    const html = renderShellHtml('<html><head></head><body><main id="app"></main></body></html>', meta, [], '<p>x</p>');
    expect(html).not.toContain('<p>x</p>');
    expect(html).not.toContain('fetchpriority="low"');
  });
});
