import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PAGE_SLOT, SERVER_BUNDLE } from 'contracts/first-screen';
import { pageMeta } from 'contracts/page-meta';
import { describe, expect, it, vi } from 'vitest';
import { loadRemoteRegistry } from '../remote-registry.ts';
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

/** Server bundles as the builds write them: the shell's frame and mfe-listings' pages, each a module file. */
function builtBundles(
  page = 'async ({ exposed, lang, pathname }) => "<main>" + [exposed, lang, pathname].join(" ") + "</main>"',
) {
  const root = mkdtempSync(path.join(tmpdir(), 'first-screen-'));
  const shellDir = path.join(root, 'shell-dist');
  const write = (dir: string, source: string) => {
    const file = path.join(dir, SERVER_BUNDLE);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, source);
    return file;
  };
  write(shellDir, `export const renderFrame = async ({ lang }) => '<header>' + lang + '</header>${PAGE_SLOT}';`);
  const pageFile = write(path.join(root, 'mfe-listings', 'dist'), `export const renderPage = ${page};`);
  return { shellDir, remotesRoot: root, pageFile };
}

const firstScreenOf = (
  bundles: ReturnType<typeof builtBundles>,
  options: { timeoutMs?: number; now?: () => number } = {},
) => {
  const log = { warn: vi.fn() };
  const screens = createFirstScreen({
    ...bundles,
    registry: loadRemoteRegistry(),
    bffUrl: () => 'http://127.0.0.1:3000',
    log,
    ...options,
  });
  return { ...screens, log };
};
const none = { kind: 'none' };
const failed = { kind: 'failed' };
const shown = (html: string) => ({ kind: 'shown', html });

describe('first screens', () => {
  it("put the remote's page in the shell's frame, for public pages in the page's language", async () => {
    const { render } = firstScreenOf(builtBundles());
    expect(await render('/listings/restaurants', 'ar')).toEqual(
      shown('<header>ar</header><main>restaurants-page ar /listings/restaurants</main>'),
    );
    expect(await render('/', 'en')).toEqual(shown('<header>en</header><main>home-page en /</main>'));
  });

  it('cover public pages without a query, of remotes this BFF serves', () => {
    const bundles = builtBundles();
    const { covers } = firstScreenOf(bundles);
    expect(covers('/', new URLSearchParams('lang=en'))).toBe(true);
    expect(covers('/restaurant/souq-grill/r1', new URLSearchParams())).toBe(true);
    expect(covers('/listings/restaurants', new URLSearchParams('cuisineTypes=qatari'))).toBe(false);
    expect(covers('/', new URLSearchParams('utm_source=mail'))).toBe(false);
    expect(covers('/sign-in', new URLSearchParams())).toBe(false);
    expect(covers('/saved-listings', new URLSearchParams())).toBe(false);
    const elsewhere = createFirstScreen({
      ...bundles,
      registry: { ...loadRemoteRegistry(), 'mfe-listings': 'https://cdn.example.qa/mfe-listings/mf-manifest.json' },
      bffUrl: () => 'http://127.0.0.1:3000',
    });
    expect(elsewhere.covers('/', new URLSearchParams())).toBe(false);
  });

  it('show none before the BFF listens, or where the shell gives no frame', async () => {
    const bundles = builtBundles();
    const notListening = createFirstScreen({ ...bundles, registry: loadRemoteRegistry(), bffUrl: () => undefined });
    expect(await notListening.render('/', 'en')).toEqual(none);
    writeFileSync(
      path.join(bundles.shellDir, SERVER_BUNDLE),
      `export const renderFrame = async ({ lang }) => lang === 'ar' ? null : '<header></header>${PAGE_SLOT}';`,
    );
    const { render } = firstScreenOf(bundles);
    expect(await render('/', 'ar')).toEqual(none);
    expect(await render('/', 'en')).toEqual(shown('<header></header><main>home-page en /</main>'));
  });

  it('show none for a page that renders nothing (a redirect) and when a package is not built', async () => {
    expect(await firstScreenOf(builtBundles('async () => ""')).render('/', 'en')).toEqual(none);
    expect(await firstScreenOf(builtBundles('async () => null')).render('/', 'en')).toEqual(none);
    const bundles = builtBundles();
    const { render } = firstScreenOf({ ...bundles, shellDir: path.join(bundles.remotesRoot, 'not-built') });
    expect(await render('/', 'en')).toEqual(none);
  });

  it('fail when a render throws or is too slow, say so in the log, and wait ten seconds before trying that page again', async () => {
    let now = 0;
    const bundles = builtBundles(
      'async ({ deadline }) => { globalThis.renders = (globalThis.renders ?? 0) + 1; throw new Error("boom " + deadline) }',
    );
    const failing = firstScreenOf(bundles, { now: () => now });
    const renders = () => (globalThis as { renders?: number }).renders ?? 0;
    expect(await failing.render('/', 'en')).toEqual(failed);
    expect(failing.log.warn).toHaveBeenCalledWith(expect.anything(), 'first screen: server render failed');
    expect(renders()).toBe(1);
    // The render was asked to be done by its deadline: now + the time bound.
    expect(failing.log.warn.mock.calls[0]?.[0]).toMatchObject({
      err: expect.objectContaining({ message: 'boom 800' }),
    });
    now += 9_999;
    expect(await failing.render('/', 'en')).toEqual(failed);
    expect(renders()).toBe(1);
    now += 1;
    expect(await failing.render('/', 'en')).toEqual(failed);
    expect(renders()).toBe(2);

    const slow = firstScreenOf(
      builtBundles('() => new Promise((resolve) => setTimeout(() => resolve("<p>late</p>"), 500))'),
      {
        timeoutMs: 50,
      },
    );
    expect(await slow.render('/', 'en')).toEqual(failed);
  });

  it('share one render among requests for the same page at the same moment', async () => {
    const { render } = firstScreenOf(
      builtBundles(
        'async ({ pathname }) => { globalThis.shared = (globalThis.shared ?? 0) + 1; return "<main>" + pathname + "</main>" }',
      ),
    );
    const [a, b, c] = await Promise.all([render('/faqs', 'en'), render('/faqs', 'en'), render('/about-us', 'en')]);
    expect(a).toEqual(b);
    expect(c).toEqual(shown('<header>en</header><main>/about-us</main>'));
    expect((globalThis as { shared?: number }).shared).toBe(2);
  });

  it('follow a new build of a server bundle within a second', async () => {
    let now = 0;
    const bundles = builtBundles();
    const { render } = createFirstScreen({
      ...bundles,
      registry: loadRemoteRegistry(),
      bffUrl: () => 'http://bff',
      now: () => now,
    });
    expect(await render('/', 'en')).toEqual(shown('<header>en</header><main>home-page en /</main>'));
    writeFileSync(bundles.pageFile, 'export const renderPage = async () => "<main>new build</main>";');
    utimesSync(bundles.pageFile, new Date(), new Date(Date.now() + 5000));
    expect(await render('/', 'en')).toEqual(shown('<header>en</header><main>home-page en /</main>'));
    now += 1000;
    expect(await render('/', 'en')).toEqual(shown('<header>en</header><main>new build</main>'));
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
    // The entry is preloaded, and the starter runs it once the page has shown itself (app-starter.ts).
    expect(html).toContain(
      `<link rel="preload" href="/static/js/index.js" as="script" fetchpriority="low" /><script data-entry="/static/js/index.js">${APP_STARTER}</script>`,
    );
    expect(html).not.toContain('<script defer');
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
    const covers = vi.fn((_pathname: string, search: URLSearchParams) => search.size === 0);
    const preloads = vi.fn(
      (_path: string, _lang: string, _search?: URLSearchParams, options?: { firstScreen?: boolean }) => [
        options?.firstScreen
          ? '<link rel="stylesheet" href="/a.css" />'
          : '<link rel="preload" href="/a.css" as="style" />',
      ],
    );
    const renderer = createShellPageRenderer({
      apiUrl: 'http://127.0.0.1:9', // nothing listens: the page goes without its api data
      siteUrl: 'http://localhost:3000',
      indexHtml: () => shellIndex,
      cardsTimeoutMs: 50,
      preloads,
      firstScreen: { covers, render },
    });
    const guest = await renderer.render('/about-us', 'en', new URLSearchParams(), { guest: true });
    expect(guest.html).toContain('<main>first screen</main>');
    expect(guest.html).toContain('<link rel="stylesheet" href="/a.css" />');
    expect(guest.compressed().body.toString()).toBe(guest.html);

    const signedIn = await renderer.render('/about-us', 'en', new URLSearchParams(), { guest: false });
    expect(signedIn.html).not.toContain('first screen');
    expect(signedIn.html).toContain('as="style"');
    // An address the first screen does not cover is another page, and does not replace the covered one.
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

  it('keeps the loader where the shell has no root to put a first screen in', () => {
    const html = renderShellHtml('<html><head></head><body><main id="app"></main></body></html>', meta, [], '<p>x</p>');
    expect(html).not.toContain('<p>x</p>');
    expect(html).not.toContain('fetchpriority="low"');
  });
});
