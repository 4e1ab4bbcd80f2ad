import { statSync } from 'node:fs';
import path from 'node:path';
import { apiUrl } from 'contracts/api-url';
import type { Lang } from 'contracts/i18n';
import { type ApiRequest, firstPageRequests, sessionCheck } from 'contracts/page-data';
import { moduleOfRemote } from 'contracts/remotes';
import { moduleLoadableBeforeGuard } from 'contracts/route-modules';
import { manifestUrl, type ReleaseInfo, releaseDir, releaseUrlBase } from 'delivery/release-format';
import { z } from 'zod';
import { fileReader, jsonFileReader } from '../plugins/app/build-files.ts';
import { type ReleaseSet, type RemoteReleases, releaseSetKey } from '../plugins/app/remote-releases.ts';
import { createTtlCache } from '../plugins/app/ttl-cache.ts';
import { escapeHtml } from './html-template.ts';

/** The part of the shell's MF stats the preloads read: which files hold each shared module. */
const shellStatsSchema = z.object({
  shared: z.array(z.object({ name: z.string(), assets: z.object({ js: z.object({ sync: z.array(z.string()) }) }) })),
});
type ShellStats = z.infer<typeof shellStatsSchema>;

/**
 * The shell's start-up chunk and what is split off it, scripts and style sheets, as its build lists
 * them (`boot-assets.json`, tooling/mf-host): the entry asks for them only once it has run.
 */
const bootAssetsSchema = z.object({ js: z.array(z.string()), css: z.array(z.string()) });
type BootAssets = z.infer<typeof bootAssetsSchema>;

/**
 * The shared modules the shell cannot render a single page without (its bootstrap imports them;
 * `platform/i18n` stands for the shell's app-common chunk, which holds every platform,
 * design-system and contracts module it boots with). The MF runtime asks for them only once the
 * shell's entry has run; preloaded, they download beside it. An e2e test checks that every script
 * preloaded on the home page is used; a unit test, that bootstrap imports nothing shared that is
 * not here.
 */
export const SHELL_BOOT_SHARED = [
  'react',
  // Every JSX element of bootstrap compiles to a call into it.
  'react/jsx-runtime',
  'react-dom/client',
  // React DOM's index, which `react-dom/client` loads (one file: tooling/mf-host).
  'react-dom',
  'react-router',
  'i18next',
  'react-i18next',
  '@tanstack/react-query',
  'jotai',
  'platform/i18n',
];

/** Build files (paths in `dir`) by size, largest first; a file that is not there counts as empty. */
function largestFirst(files: string[], dir: string): string[] {
  const size = (file: string) => statSync(path.join(dir, file), { throwIfNoEntry: false })?.size ?? 0;
  const sizes = new Map(files.map((file) => [file, size(file)]));
  return [...files].sort((a, b) => (sizes.get(b) ?? 0) - (sizes.get(a) ?? 0));
}

/**
 * `firstScreen`: the page has one (first-screen.ts), on screen before any script has run. Its
 * style sheets are in the page (firstScreenStyle), not preloaded, with every style sheet of the remote's own shared modules
 * (a release names only the modules a page imports itself), and its scripts and data come after
 * them and the lead photo, at low priority: what the visitor sees first needs no script.
 * `releases`: the release of each remote the page is made with (remote-releases.ts); a remote not
 * in it (not deployed, or loaded from elsewhere) is left to the runtime.
 */
export type PreloadOptions = { firstScreen?: boolean; releases?: ReleaseSet };

/** `fetchpriority="low"` behind a first screen (PreloadOptions), else nothing. */
const priority = (low: boolean | undefined) => (low ? ' fetchpriority="low"' : '');

const preload = (href: string, as: 'script' | 'style' | 'fetch', low?: boolean) =>
  `<link rel="preload" href="${escapeHtml(href)}" as="${as}"${as === 'fetch' ? ' crossorigin="anonymous"' : ''}${priority(low)} />`;

/**
 * A style sheet a first screen needs to show: its rules in the page, each round trip for a style sheet
 * being one the first paint waited for. `data-href` is the sheet's name in its build, which the
 * runtime's CSS loader (rspack's CssExtract, as mini-css-extract) compares with the sheet a chunk
 * needs, so the app does not fetch the sheet again; the name carries a hash of the content. A link
 * instead for a file that cannot be read, for rules that would close the element early, and for rules
 * with a relative address (`url(../font/…)`, `@import`), which in the page would resolve against the
 * page's address instead of the sheet's.
 */
function firstScreenStyle(href: string, file: string, rules: string | undefined): string {
  const link = `<link rel="stylesheet" href="${escapeHtml(href)}" />`;
  if (rules === undefined || /<\/style/i.test(rules) || relativeAddress.test(rules)) return link;
  return `<style data-href="${escapeHtml(file)}">${rules}</style>`;
}

// An @import, or a url() whose address is neither absolute (scheme, `/`) nor a fragment.
const relativeAddress = /@import|url\(\s*['"]?(?!['"]|[a-z][a-z0-9+.-]*:|\/|#)/i;

/**
 * The API answers a page asks for first (contracts/page-data): the shell's session check, then the
 * page's own data, fetched with the HTML instead of after the shell, the remote and the page have
 * loaded and run. The browser hands the page these answers when it asks for the same URL with the
 * same credentials (the API client sends cookies).
 */
export function dataPreloads(
  pathname: string,
  lang: Lang,
  search = new URLSearchParams(),
  { firstScreen }: PreloadOptions = {},
): string[] {
  return [sessionCheck, ...firstPageRequests(pathname, search)].map((request) =>
    dataPreload(request, lang, firstScreen),
  );
}

/** The tag that fetches one API answer with the page, for the page's own request to pick up. */
export const dataPreload = ({ path, query }: ApiRequest, lang: Lang, low?: boolean) =>
  `<link rel="preload" href="${escapeHtml(apiUrl(path, query, lang))}" as="fetch" crossorigin="use-credentials"${priority(low)} />`;

/**
 * `<link rel="preload">` tags for a page: the shell's boot modules, the remote registry, and the manifest, entry,
 * page module's own scripts and styles and remote-only shared modules of the remote that renders
 * it (read from its release's `release.json`). Without them the browser discovers each only after the one
 * before has run (shell → registry → manifest → entry → page), a round trip apiece on a phone.
 * Only public and auth pages: visitors never fetch code of pages they may not open (admin above
 * all), and only remotes this BFF serves itself (releases on its disk; a remote elsewhere
 * is left to the runtime).
 */
export function createPagePreloads(options: {
  releases: Pick<RemoteReleases, 'root' | 'info'>;
  /** The shell's build (its mf-stats.json names the files of its shared modules); none: no shell preloads. */
  shellDir?: string;
  now?: () => number;
}) {
  const now = options.now ?? Date.now;
  const readers = new Map<string, () => unknown>();

  /** A build file read and validated; a new build shows within a second (build-files.ts). */
  function readBuildFile<T>(file: string, schema: z.ZodType<T>): T | undefined {
    let read = readers.get(file) as (() => T | undefined) | undefined;
    if (!read) {
      read = jsonFileReader(file, schema, now);
      readers.set(file, read);
    }
    return read();
  }

  const readShellStats = (): ShellStats | undefined =>
    options.shellDir ? readBuildFile(path.join(options.shellDir, 'mf-stats.json'), shellStatsSchema) : undefined;
  const readBootAssets = (): BootAssets | undefined =>
    options.shellDir ? readBuildFile(path.join(options.shellDir, 'boot-assets.json'), bootAssetsSchema) : undefined;

  /**
   * Style sheets' rules, read as the other build files are (build-files.ts: a sheet not built yet is
   * looked for again a second later). A BFF that outlives many builds forgets the least used readers
   * past a hundred.
   */
  const styleSheets = createTtlCache<() => string>({ maxEntries: 100, ttlMs: Number.POSITIVE_INFINITY, now });
  function readStyleSheet(filePath: string): string | undefined {
    let read = styleSheets.get(filePath);
    if (!read) {
      read = fileReader(filePath, now);
      styleSheets.set(filePath, read);
    }
    try {
      return read();
    } catch {
      return undefined; // not built (yet): a link stands in
    }
  }

  /** A style sheet of the build in `dir` at `href`: inline behind a first screen, which needs it to show; else a preload. */
  const styleTag = (href: string, dir: string, file: string, firstScreen: boolean) =>
    firstScreen ? firstScreenStyle(href, file, readStyleSheet(path.join(dir, file))) : preload(href, 'style');

  /**
   * The boot scripts largest first, worked out once per build: their names carry content hashes, so
   * the same list is the same files, and a page's HTML need not stat them on every request.
   */
  let bootScriptOrder: { files: string; order: string[] } | undefined;
  function bootScriptsLargestFirst(files: string[]): string[] {
    const key = files.join('\n');
    if (bootScriptOrder?.files !== key) {
      bootScriptOrder = { files: key, order: largestFirst(files, options.shellDir ?? '') };
    }
    return bootScriptOrder.order;
  }

  /**
   * The shared modules the shell boots with and its start-up chunk's scripts, each file once and the
   * largest first, then the start-up's style sheets. Largest first: a phone fetches a few files at a
   * time, and the page cannot start before the last has arrived: the largest (React DOM) queued
   * behind the small ones would be that last file.
   */
  function shellBootPreloads(firstScreen: boolean): string[] {
    const boot = readBootAssets();
    const scripts = new Set([
      ...(readShellStats()?.shared ?? [])
        .filter((shared) => SHELL_BOOT_SHARED.includes(shared.name))
        .flatMap((shared) => shared.assets.js.sync),
      ...(boot?.js ?? []),
    ]);
    return [
      ...bootScriptsLargestFirst([...scripts]).map((file) => preload(`/${file}`, 'script', firstScreen)),
      ...(boot?.css ?? []).map((file) => styleTag(`/${file}`, options.shellDir ?? '', file, firstScreen)),
    ];
  }

  // A page's tags change only with the shell's build (its stats and boot files, which the readers
  // above look at once a second) or a remote's release (part of the key: a release never changes).
  // The tags made for one request serve the same page's others until the shell's build changes.
  type Made = { tags: string[]; stats: unknown; boot: unknown };
  const made = createTtlCache<Made>({ maxEntries: 500, ttlMs: 60_000, now });
  return (pathname: string, lang: Lang, search?: URLSearchParams, preloadOptions: PreloadOptions = {}): string[] => {
    const firstScreen = preloadOptions.firstScreen === true;
    const releases = preloadOptions.releases ?? {};
    const key = `${firstScreen ? 'first-screen' : '-'} ${lang} ${pathname}?${search ?? ''} ${releaseSetKey(releases)}`;
    const [stats, boot] = [readShellStats(), readBootAssets()];
    const known = made.get(key);
    if (known && known.stats === stats && known.boot === boot) return known.tags;
    const tags = [
      ...shellBootPreloads(firstScreen),
      ...codePreloads(pathname, firstScreen, releases),
      ...dataPreloads(pathname, lang, search, preloadOptions),
    ];
    made.set(key, { tags, stats, boot });
    return tags;
  };

  function codePreloads(pathname: string, firstScreen: boolean, releases: ReleaseSet): string[] {
    const tags = [preload('/remotes.json', 'fetch', firstScreen)];
    const moduleId = moduleLoadableBeforeGuard(pathname);
    if (!moduleId) return tags;
    const { remote, exposed } = moduleOfRemote(moduleId) ?? {};
    if (!remote) return tags;
    const version = releases[remote];
    const release = version ? options.releases.info(remote, version) : undefined;
    const expose = release?.exposes[`./${exposed}`];
    if (!version || !release || !expose) return tags;
    const base = releaseUrlBase(remote, version);
    const assets = [expose, ...remoteSharedAssets(release, expose.requires)];
    const files = (kind: 'js' | 'css') => [...new Set(assets.flatMap((asset) => asset[kind]))];
    const styleFiles = firstScreen ? [...new Set([...files('css'), ...remoteSharedStyles(release)])] : files('css');
    const dir = releaseDir(options.releases.root, remote, version);
    return [
      ...tags,
      preload(manifestUrl(remote, version), 'fetch', firstScreen),
      preload(`${base}${release.remoteEntry}`, 'script', firstScreen),
      ...files('js').map((file) => preload(`${base}${file}`, 'script', firstScreen)),
      ...styleFiles.map((file) => styleTag(`${base}${file}`, dir, file, firstScreen)),
    ];
  }

  /**
   * The shared modules the remote provides and the shell does not (the runtime loads the remote's
   * copy of those: share strategy `loaded-first`, the shell's copy wins wherever it has one). Without
   * the shell's stats nobody can tell which copy wins: none.
   */
  function remoteOnlyShared(release: ReleaseInfo) {
    const shell = readShellStats();
    if (!shell) return [];
    const providedByShell = new Set(shell.shared.map((shared) => shared.name));
    return release.shared.filter((shared) => !providedByShell.has(shared.name));
  }

  /**
   * The style sheets of every shared module only the remote provides: one file per module (where MF
   * built a module twice, both copies hold the same rules).
   */
  function remoteSharedStyles(release: ReleaseInfo): string[] {
    return remoteOnlyShared(release).flatMap((shared) => shared.css.slice(0, 1));
  }

  /**
   * The remote's own copies of the shared modules a page needs that the shell does not provide,
   * which the runtime asks for only once the remote's entry has run. Only modules built into a
   * single script: the release names every chunk holding a module, and where there are two (the copy
   * the remote provides and the fallback it would use alone) only one is fetched, and the release does
   * not say which.
   */
  function remoteSharedAssets(release: ReleaseInfo, requires: string[]) {
    return remoteOnlyShared(release).filter((shared) => requires.includes(shared.name) && shared.js.length === 1);
  }
}
