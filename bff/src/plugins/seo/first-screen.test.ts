import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PAGE_SLOT, SERVER_BUNDLE } from 'contracts/first-screen';
import { describe, expect, it, vi } from 'vitest';
import { loadRemoteRegistry } from '../remote-registry.ts';
import { createFirstScreen } from './first-screen.ts';
import { renderShellHtml } from './html-template.ts';
import { pageMeta } from './page-meta.ts';
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

const firstScreenOf = (bundles: ReturnType<typeof builtBundles>, options: { timeoutMs?: number } = {}) => {
  const log = { warn: vi.fn() };
  const render = createFirstScreen({
    ...bundles,
    registry: loadRemoteRegistry(),
    bffUrl: () => 'http://127.0.0.1:3000',
    log,
    ...options,
  });
  return { render, log };
};

describe('first screens', () => {
  it("put the remote's page in the shell's frame, for public pages in the page's language", async () => {
    const { render } = firstScreenOf(builtBundles());
    expect(await render('/listings/restaurants', 'ar', new URLSearchParams())).toBe(
      '<header>ar</header><main>restaurants-page ar /listings/restaurants</main>',
    );
    expect(await render('/', 'en', new URLSearchParams('lang=en'))).toBe(
      '<header>en</header><main>home-page en /</main>',
    );
  });

  it('leave out filtered lists, guest-only and signed-in pages, and remotes served from elsewhere', async () => {
    const bundles = builtBundles();
    const { render } = firstScreenOf(bundles);
    expect(await render('/listings/restaurants', 'en', new URLSearchParams('cuisineTypes=qatari'))).toBeUndefined();
    expect(await render('/sign-in', 'en', new URLSearchParams())).toBeUndefined();
    expect(await render('/saved-listings', 'en', new URLSearchParams())).toBeUndefined();
    const elsewhere = createFirstScreen({
      ...bundles,
      registry: { ...loadRemoteRegistry(), 'mfe-listings': 'https://cdn.example.qa/mfe-listings/mf-manifest.json' },
      bffUrl: () => 'http://127.0.0.1:3000',
    });
    expect(await elsewhere('/', 'en', new URLSearchParams())).toBeUndefined();
    const notListening = createFirstScreen({ ...bundles, registry: loadRemoteRegistry(), bffUrl: () => undefined });
    expect(await notListening('/', 'en', new URLSearchParams())).toBeUndefined();
  });

  it('leave out a language the shell gives no frame (its pages wait for their fonts)', async () => {
    const bundles = builtBundles();
    writeFileSync(
      path.join(bundles.shellDir, SERVER_BUNDLE),
      `export const renderFrame = async ({ lang }) => lang === 'ar' ? null : '<header></header>${PAGE_SLOT}';`,
    );
    const { render } = firstScreenOf(bundles);
    expect(await render('/', 'ar', new URLSearchParams())).toBeUndefined();
    expect(await render('/', 'en', new URLSearchParams())).toBe('<header></header><main>home-page en /</main>');
  });

  it('leave out a page that renders nothing (a redirect) and a package that is not built', async () => {
    expect(
      await firstScreenOf(builtBundles('async () => ""')).render('/', 'en', new URLSearchParams()),
    ).toBeUndefined();
    expect(
      await firstScreenOf(builtBundles('async () => null')).render('/', 'en', new URLSearchParams()),
    ).toBeUndefined();
    const bundles = builtBundles();
    const { render } = firstScreenOf({ ...bundles, shellDir: path.join(bundles.remotesRoot, 'not-built') });
    expect(await render('/', 'en', new URLSearchParams())).toBeUndefined();
  });

  it('say so (null) when a render fails or is too slow, and log it', async () => {
    const failing = firstScreenOf(builtBundles('async () => { throw new Error("boom") }'));
    expect(await failing.render('/', 'en', new URLSearchParams())).toBeNull();
    expect(failing.log.warn).toHaveBeenCalledWith(expect.anything(), 'first screen: server render failed');
    const slow = firstScreenOf(
      builtBundles('() => new Promise((resolve) => setTimeout(() => resolve("<p>late</p>"), 500))'),
      {
        timeoutMs: 50,
      },
    );
    expect(await slow.render('/', 'en', new URLSearchParams())).toBeNull();
  });

  it('follow a new build of a server bundle within a second', async () => {
    let now = 0;
    const bundles = builtBundles();
    const render = createFirstScreen({
      ...bundles,
      registry: loadRemoteRegistry(),
      bffUrl: () => 'http://bff',
      now: () => now,
    });
    expect(await render('/', 'en', new URLSearchParams())).toContain('<main>home-page');
    writeFileSync(bundles.pageFile, 'export const renderPage = async () => "<main>new build</main>";');
    utimesSync(bundles.pageFile, new Date(), new Date(Date.now() + 5000));
    expect(await render('/', 'en', new URLSearchParams())).toContain('<main>home-page');
    now += 1000;
    expect(await render('/', 'en', new URLSearchParams())).toContain('<main>new build</main>');
  });
});

describe("a first screen in the page's HTML", () => {
  const meta = pageMeta({ pathname: '/', lang: 'en', siteUrl: 'http://localhost:3000' });

  it('takes the static loader’s place in the root, inert and busy until the app renders over it; the entry script comes after', () => {
    const html = renderShellHtml(shellIndex, meta, [], '<main>Souq Grill &amp; $& co</main>');
    expect(html).toContain(
      '<div id="root" aria-busy="true" inert data-first-screen><main>Souq Grill &amp; $& co</main></div>\n  </body>',
    );
    expect(html).not.toContain('<div class="boot-loader"');
    expect(html).toContain('<script defer src="/static/js/index.js" fetchpriority="low"></script>');
  });

  it('leaves the static loader and the entry script as they are without one', () => {
    const html = renderShellHtml(shellIndex, meta, []);
    expect(html).toContain('<div class="boot-loader"');
    expect(html).toContain('fetchpriority="high"');
  });

  it("is a guest's only, with the page's style sheets as links; a failed one is tried again on the next request", async () => {
    const firstScreen = vi.fn(async () => '<main>first screen</main>' as string | null);
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
      firstScreen,
    });
    const guest = await renderer.render('/about-us', 'en', new URLSearchParams(), true);
    expect(guest.html).toContain('<main>first screen</main>');
    expect(guest.html).toContain('<link rel="stylesheet" href="/a.css" />');
    expect(guest.compressed.body.toString()).toBe(guest.html);

    const signedIn = await renderer.render('/about-us', 'en', new URLSearchParams(), false);
    expect(signedIn.html).not.toContain('first screen');
    expect(signedIn.html).toContain('as="style"');
    expect(firstScreen).toHaveBeenCalledTimes(1);

    firstScreen.mockResolvedValueOnce(null);
    const failed = await renderer.render('/faqs', 'en', new URLSearchParams(), true);
    expect(failed.html).toContain('<div class="boot-loader"');
    expect((await renderer.render('/faqs', 'en', new URLSearchParams(), true)).html).toContain(
      '<main>first screen</main>',
    );
  });
});
