import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { releaseDir } from 'delivery/release-format';
import { sharedSingletons } from 'tooling/mf-shared';
import { describe, expect, it } from 'vitest';
import { emptyReleasesDir, V1, V2, writeRelease } from '../../test/fake-releases.ts';
import { createRemoteReleases } from '../plugins/app/remote-releases.ts';
import { createPagePreloads, dataPreloads, SHELL_BOOT_SHARED } from './page-preloads.ts';

/** A shared module as the shell's MF stats name it. */
const shared = (name: string, js: string[], css: string[] = []) => ({
  name,
  assets: { js: { sync: js, async: [] }, css: { sync: css, async: [] } },
});
/** A shared module as a release names it (release.json). */
const releaseShared = (name: string, js: string[], css: string[] = []) => ({
  name,
  version: '1.0.0',
  requiredVersion: '^1.0.0',
  js,
  css,
});

/** Remotes' releases: the home page needs react (the shell has it) and the listing card (only the remote has it). */
function builtRemotes() {
  const root = emptyReleasesDir();
  const release = (exposes: [string, string[], string[]][], requires: string[] = []) => ({
    exposes: Object.fromEntries(exposes.map(([exposed, js, css]) => [exposed, { js, css, requires }])),
    shared: [
      releaseShared('react', ['static/js/async/react.js']),
      releaseShared('design-system/listing-card', ['static/js/async/kit.js'], ['static/css/async/kit.css']),
      releaseShared('design-system/button', ['static/js/async/kit.js'], ['static/css/async/kit.css']),
      // Not imported by the page itself: its first screen still shows it (the name search).
      releaseShared('design-system/text-field', ['static/js/async/fields.js'], ['static/css/async/fields.css']),
      // Provided from one chunk, and from another as its fallback: which one loads, the release does not say.
      releaseShared('platform/page-meta', ['static/js/async/meta-a.js', 'static/js/async/meta-b.js']),
    ],
  });
  writeRelease(
    root,
    'mfe-listings',
    V1,
    release(
      [['./home-page', ['static/js/async/home.js'], ['static/css/async/home.css']]],
      ['react', 'design-system/listing-card', 'design-system/button', 'platform/page-meta'],
    ),
  );
  writeRelease(root, 'mfe-admin', V1, release([['./users-page', ['static/js/async/users.js'], []]]));
  writeRelease(root, 'mfe-account', V1);
  writeFileSync(path.join(releaseDir(root, 'mfe-account', V1), 'release.json'), '{"name": "not a release"}');
  return createRemoteReleases({ root });
}
/** Every remote's release V1, as pages are made with once each is deployed. */
const live = { releases: { 'mfe-listings': V1, 'mfe-admin': V1, 'mfe-account': V1 } };

/** A shell build whose MF stats say it provides react-dom/client, react-router, react and the platform. */
function builtShell() {
  const shellDir = mkdtempSync(path.join(tmpdir(), 'shell-'));
  writeFileSync(
    path.join(shellDir, 'mf-stats.json'),
    JSON.stringify({
      shared: [
        shared('react-dom/client', ['static/js/async/2.js']),
        shared('react-router', ['static/js/async/r.js']),
        shared('react', ['static/js/async/id.js']),
        shared('platform/i18n', ['static/js/async/app-common.js']),
        shared('platform/session', ['static/js/async/app-common.js']),
        shared('sonner', ['static/js/async/sonner.js']),
      ],
    }),
  );
  // Its start-up chunk group: the bootstrap chunk, and app-common (which a shared module already named).
  writeFileSync(
    path.join(shellDir, 'boot-assets.json'),
    JSON.stringify({
      js: ['static/js/async/app-common.js', 'static/js/async/bootstrap.js'],
      css: ['static/css/async/app-common.css', 'static/css/async/bootstrap.css'],
    }),
  );
  return shellDir;
}

describe('page preloads', () => {
  const pagePreloads = createPagePreloads({ releases: builtRemotes() });
  const codeOnly = (tags: string[]) => tags.filter((tag) => !tag.includes('/api/'));
  const preloads = (pathname: string) => codeOnly(pagePreloads(pathname, 'en', undefined, live));
  const base = `/releases/mfe-listings/${V1}/`;

  it("starts a public page's remote code with its HTML, from the page's release: registry, manifest, entry, scripts, styles", () => {
    expect(preloads('/')).toEqual([
      '<link rel="preload" href="/remotes.json" as="fetch" crossorigin="anonymous" />',
      `<link rel="preload" href="${base}mf-manifest.json" as="fetch" crossorigin="anonymous" />`,
      `<link rel="preload" href="${base}static/js/remoteEntry.js" as="script" />`,
      `<link rel="preload" href="${base}static/js/async/home.js" as="script" />`,
      `<link rel="preload" href="${base}static/css/async/home.css" as="style" />`,
    ]);
  });

  it('never names admin code, even though the admin remote is released', () => {
    expect(preloads('/admin/users').join()).not.toContain('mfe-admin');
  });

  it('preloads only the registry for pages whose module is not in the release or not released', () => {
    expect(preloads('/listings/restaurants')).toHaveLength(1);
    expect(preloads('/sign-in')).toHaveLength(1); // mfe-account's release.json is not one
    expect(preloads('/blogs')).toHaveLength(1); // not in this release
    expect(preloads('/no/such/page')).toHaveLength(1);
  });

  it('name the files of the release the page is made with: another after a deploy, each release.json read once', () => {
    const releases = builtRemotes();
    writeRelease(releases.root, 'mfe-listings', V2, {
      exposes: { './home-page': { js: ['static/js/async/home-2.js'], css: [], requires: [] } },
    });
    const timed = createPagePreloads({ releases });
    const code = (version: string) => timed('/', 'en', undefined, { releases: { 'mfe-listings': version } }).join();
    expect(code(V1)).toContain(`${base}static/js/async/home.js`);
    expect(code(V2)).toContain(`/releases/mfe-listings/${V2}/static/js/async/home-2.js`);
    expect(code(V2)).not.toContain(V1);
    // A release never changes: what its release.json said is what it is.
    rmSync(path.join(releaseDir(releases.root, 'mfe-listings', V1), 'release.json'));
    expect(code(V1)).toContain(`${base}static/js/async/home.js`);
  });

  it('leaves a remote the page has no release of (loaded from elsewhere, or not deployed) to the runtime', () => {
    expect(codeOnly(pagePreloads('/', 'en', undefined, { releases: { 'mfe-admin': V1 } }))).toHaveLength(1);
    expect(codeOnly(pagePreloads('/', 'en'))).toHaveLength(1);
  });
});

describe('shell preloads', () => {
  it("start the shell's boot modules with every page, each file once, and nothing it loads later", () => {
    const preloads = createPagePreloads({ releases: builtRemotes(), shellDir: builtShell() });
    const shellTags = (pathname: string) => preloads(pathname, 'en').filter((tag) => tag.includes('href="/static/'));
    expect(shellTags('/')).toEqual([
      '<link rel="preload" href="/static/js/async/2.js" as="script" />',
      '<link rel="preload" href="/static/js/async/r.js" as="script" />',
      '<link rel="preload" href="/static/js/async/id.js" as="script" />',
      '<link rel="preload" href="/static/js/async/app-common.js" as="script" />',
      '<link rel="preload" href="/static/js/async/bootstrap.js" as="script" />',
      '<link rel="preload" href="/static/css/async/app-common.css" as="style" />',
      '<link rel="preload" href="/static/css/async/bootstrap.css" as="style" />',
    ]);
    expect(shellTags('/settings')).toEqual(shellTags('/'));
  });

  it('start the largest script first, so the last to arrive is not the largest', () => {
    const shellDir = builtShell();
    const sizes = { 'r.js': 3000, 'bootstrap.js': 2000, '2.js': 1000 };
    mkdirSync(path.join(shellDir, 'static/js/async'), { recursive: true });
    for (const [file, size] of Object.entries(sizes)) {
      writeFileSync(path.join(shellDir, 'static/js/async', file), 'x'.repeat(size));
    }
    const preloads = createPagePreloads({ releases: builtRemotes(), shellDir });
    const scripts = preloads('/', 'en')
      .filter((tag) => tag.includes('href="/static/js/'))
      .map((tag) => tag.match(/async\/([^"]+)"/)?.[1]);
    // Files not on disk count as empty: last, in the order the build lists them.
    expect(scripts).toEqual(['r.js', 'bootstrap.js', '2.js', 'id.js', 'app-common.js']);
    // Worked out once per build (hashed names): a later page does not measure the files again.
    writeFileSync(path.join(shellDir, 'static/js/async', '2.js'), 'x'.repeat(9000));
    expect(preloads('/listings/restaurants', 'en').filter((tag) => tag.includes('href="/static/js/'))[0]).toContain(
      '/r.js',
    );
  });

  it('go without the start-up chunk when the build does not list it', () => {
    const shellDir = builtShell();
    writeFileSync(path.join(shellDir, 'boot-assets.json'), '{"js": "not a list"}');
    const preloads = createPagePreloads({ releases: builtRemotes(), shellDir });
    const shellTags = preloads('/', 'en').filter((tag) => tag.includes('href="/static/'));
    expect(shellTags).toHaveLength(4);
    expect(shellTags.join('')).not.toContain('bootstrap');
  });
});

describe("a remote's shared modules", () => {
  const base = `/releases/mfe-listings/${V1}/`;
  const remoteTags = (preloads: ReturnType<typeof createPagePreloads>) =>
    preloads('/', 'en', undefined, live).filter((tag) => tag.includes(`${base}static/`));

  it("start with the page when only the remote has them (the shell's copy wins where there is one), each file once, when the stats say which file", () => {
    const preloads = createPagePreloads({ releases: builtRemotes(), shellDir: builtShell() });
    expect(remoteTags(preloads)).toEqual([
      `<link rel="preload" href="${base}static/js/remoteEntry.js" as="script" />`,
      `<link rel="preload" href="${base}static/js/async/home.js" as="script" />`,
      `<link rel="preload" href="${base}static/js/async/kit.js" as="script" />`,
      `<link rel="preload" href="${base}static/css/async/home.css" as="style" />`,
      `<link rel="preload" href="${base}static/css/async/kit.css" as="style" />`,
    ]);
  });

  it('with a first screen: every style sheet is in the page, the shared modules the page does not import itself included; code and data come at low priority', () => {
    const releases = builtRemotes();
    const shellDir = builtShell();
    const writeSheet = (dir: string, file: string, rules: string) => {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), rules);
    };
    writeSheet(shellDir, 'static/css/async/app-common.css', '.app{color:red}');
    const remoteDist = releaseDir(releases.root, 'mfe-listings', V1);
    const homeRules = '.home{background:url(/static/a.webp)}.mark{background:url("data:image/svg+xml,x")}';
    writeSheet(remoteDist, 'static/css/async/home.css', homeRules);
    // Rules that would end the style element early go as a link, and so do relative addresses (the page's are not the sheet's).
    writeSheet(remoteDist, 'static/css/async/kit.css', '.a{content:"</style>"}');
    writeSheet(remoteDist, 'static/css/async/fields.css', "@font-face{src:url('../../font/a.woff2')}");
    const preloads = createPagePreloads({ releases, shellDir });
    const tags = preloads('/', 'en', undefined, { ...live, firstScreen: true });
    const isStyle = (tag: string) => tag.startsWith('<style') || tag.includes('stylesheet');
    expect(tags.filter(isStyle)).toEqual([
      '<style data-href="static/css/async/app-common.css">.app{color:red}</style>',
      // Not built: a link stands in.
      '<link rel="stylesheet" href="/static/css/async/bootstrap.css" />',
      `<style data-href="static/css/async/home.css">${homeRules}</style>`,
      `<link rel="stylesheet" href="${base}static/css/async/kit.css" />`,
      `<link rel="stylesheet" href="${base}static/css/async/fields.css" />`,
    ]);
    const rest = tags.filter((tag) => !isStyle(tag));
    expect(rest.length).toBeGreaterThan(5);
    for (const tag of rest) expect(tag).toMatch(/ fetchpriority="low" \/>$/);
    expect(tags.join()).not.toContain('as="style"');
    // Without a first screen nothing changes.
    expect(preloads('/', 'en', undefined, live).join()).not.toMatch(/stylesheet|fetchpriority|<style/);
  });

  it("are left to the runtime when the shell's build does not say what it provides", () => {
    const preloads = createPagePreloads({ releases: builtRemotes() });
    expect(remoteTags(preloads).join()).not.toContain('kit.');
  });
});

describe('data preloads', () => {
  const fetchPreload = (href: string) =>
    `<link rel="preload" href="${href}" as="fetch" crossorigin="use-credentials" />`;

  it("fetch the session check, then the home page's sections, in the page's language, with the credentials the API client sends", () => {
    expect(dataPreloads('/', 'ar')).toEqual([
      fetchPreload('/api/v1/auth/me?lang=ar'),
      fetchPreload('/api/v1/restaurants?featured=true&amp;limit=3&amp;lang=ar'),
      fetchPreload('/api/v1/shops?featured=true&amp;limit=3&amp;lang=ar'),
      fetchPreload('/api/v1/blogs?sort=newest&amp;limit=3&amp;lang=ar'),
    ]);
  });

  it('fetch an unfiltered list and a detail record (its ads wait for it), but not a filtered list', () => {
    const sessionCheck = fetchPreload('/api/v1/auth/me?lang=en');
    expect(dataPreloads('/listings/restaurants', 'en')).toEqual([
      sessionCheck,
      fetchPreload('/api/v1/restaurants?sort=featured&amp;page=1&amp;limit=10&amp;lang=en'),
    ]);
    expect(dataPreloads('/listings/restaurants', 'en', new URLSearchParams('pricing=low'))).toEqual([sessionCheck]);
    expect(dataPreloads('/blogs', 'en')).toEqual([
      sessionCheck,
      fetchPreload('/api/v1/blogs?page=1&amp;limit=10&amp;lang=en'),
    ]);
    expect(dataPreloads('/gift-shop/rose-corner/42', 'en')).toEqual([
      sessionCheck,
      fetchPreload('/api/v1/shop/42?lang=en'),
    ]);
  });

  it('come with the page: the page preloads end with them', () => {
    const pagePreloads = createPagePreloads({ releases: builtRemotes() });
    expect(pagePreloads('/', 'en', undefined, live).slice(-4)).toEqual(dataPreloads('/', 'en'));
    // Admin pages: only the session check, which every page makes, no admin data.
    expect(pagePreloads('/admin/users', 'en', undefined, live).filter((tag) => tag.includes('/api/'))).toEqual([
      fetchPreload('/api/v1/auth/me?lang=en'),
    ]);
  });
});

describe("the shell's boot preloads", () => {
  it('name every shared module the shell bootstraps with', () => {
    const bootstrap = readFileSync(new URL('../../../shell/src/bootstrap.tsx', import.meta.url), 'utf8');
    const staticImports = [...bootstrap.matchAll(/^import\s[^;]*?['"]([^'"]+)['"];?$/gm)].map(([, from = '']) => from);
    const sharedNames = Object.keys(sharedSingletons);
    const isShared = (from: string) =>
      sharedNames.some((name) => (name.endsWith('/') ? from.startsWith(name) : from === name));
    // The shell's app-common chunk holds every platform, design-system and contracts module it boots with.
    const inAppCommon = (from: string) => /^(platform|design-system|contracts)\//.test(from);
    const unaccounted = staticImports
      .filter(isShared)
      .filter((from) => !SHELL_BOOT_SHARED.includes(from))
      .filter((from) => !(inAppCommon(from) && SHELL_BOOT_SHARED.includes('platform/i18n')));
    expect(staticImports).toContain('react-dom/client'); // the pattern reads the file
    expect(unaccounted).toEqual([]);
  });
});
