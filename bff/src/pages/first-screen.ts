import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  type FirstScreenRequest,
  PAGE_SLOT,
  publicPageModule,
  type RenderFrame,
  type RenderPage,
  SERVER_BUNDLE,
  type ServerFetch,
} from 'contracts/first-screen';
import type { Lang } from 'contracts/i18n';
import { moduleOfRemote } from 'contracts/remotes';
import { type RemoteName, releaseDir } from 'delivery/release-format';
import { buildFileWatcher } from '../plugins/app/build-files.ts';
import type { ReleaseSet, RemoteReleases } from '../plugins/app/remote-releases.ts';
import { createTtlCache } from '../plugins/app/ttl-cache.ts';

/** A page's first screen in a language: its HTML, or none (the page or language has none), or failed. */
export type FirstScreenResult = { kind: 'shown'; html: string } | { kind: 'none' } | { kind: 'failed' };

/** A guest's first screens (contracts/first-screen). */
export type FirstScreen = {
  /**
   * Whether the address can have one: a public page of a remote released here (in `releases`, the
   * page's releases: remote-releases.ts), without a query (but `lang`). The page's HTML is kept
   * apart from the same page's without a first screen.
   */
  eligible: (pathname: string, search: URLSearchParams, releases: ReleaseSet) => boolean;
  /**
   * The first screen of an eligible page, by the remote's release in `releases`. Without one the page
   * shows the static loader until the app has started.
   */
  render: (pathname: string, lang: Lang, releases: ReleaseSet) => Promise<FirstScreenResult>;
};

type Log = { warn: (details: object, message: string) => void };

/** The function a server bundle exports, or undefined where the module does not load or has none. */
function importRender<T>(href: string, exportName: string, file: string, log?: Log): Promise<T | undefined> {
  return import(href).then(
    (module: Record<string, unknown>) =>
      typeof module[exportName] === 'function' ? (module[exportName] as T) : undefined,
    (error: unknown) => {
      log?.warn({ err: error, file }, 'first screen: server bundle does not load');
      return undefined;
    },
  );
}

/**
 * The shell's server bundle's function, imported again when its build changes (the file's
 * version is in the URL Node caches modules by; checked as the other build files are,
 * `buildFileWatcher`). Undefined while the shell has no server bundle or it does not load.
 */
function shellBundleLoader<T>(file: string, exportName: string, now: () => number, log?: Log) {
  const watched = buildFileWatcher(
    file,
    (version) => importRender<T>(`${pathToFileURL(file).href}?v=${encodeURIComponent(version)}`, exportName, file, log),
    now,
  );
  return (): Promise<T | undefined> => {
    try {
      return watched();
    } catch {
      return Promise.resolve(undefined); // not built
    }
  };
}

function withinTime<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`took over ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** How long a page whose first screen failed goes without one before the next try. */
const RETRY_MS = 10_000;

/**
 * The first screens of public pages: the shell's frame around the page, rendered by the shell's
 * server bundle (`<dist>/server/first-screen.js`) and by the page's remote's release's
 * (`<release>/<serverBundle>`, release.json), for remotes this BFF serves releases of. A release
 * never changes: its bundle is imported once. Only addresses without a query but `lang`: a
 * filtered list would be a render per filter for one visitor. A render that fails or takes over `timeoutMs` leaves the page without; the page
 * is not tried again for `RETRY_MS`, so an api that is down costs one render per page and language
 * every ten seconds, and requests for the same page at the same moment share one render.
 */
export function createFirstScreen(options: {
  shellDir: string;
  releases: Pick<RemoteReleases, 'root' | 'info' | 'releasesFor'>;
  /** The pages' data calls, answered in the BFF's process as the browser's are (page-data-fetch.ts). */
  fetch: ServerFetch;
  timeoutMs?: number;
  now?: () => number;
  log?: Log;
}): FirstScreen {
  const now = options.now ?? Date.now;
  const timeoutMs = options.timeoutMs ?? 800;
  const frame = shellBundleLoader<RenderFrame>(
    path.join(options.shellDir, SERVER_BUNDLE),
    'renderFrame',
    now,
    options.log,
  );
  // Each release's page renderer, imported once. Node keeps every module it imported, so a BFF grows by
  // one server bundle per release it rendered with (megabytes), until it restarts.
  const pages = new Map<string, Promise<RenderPage | undefined>>();
  function pageRenderer(remote: RemoteName, version: string): Promise<RenderPage | undefined> {
    const key = `${remote}/${version}`;
    let load = pages.get(key);
    if (!load) {
      const bundle = options.releases.info(remote, version)?.serverBundle;
      if (!bundle) return Promise.resolve(undefined); // none, or the release is not there (yet)
      const file = path.join(releaseDir(options.releases.root, remote, version), bundle);
      load = importRender<RenderPage>(pathToFileURL(file).href, 'renderPage', file, options.log);
      pages.set(key, load);
    }
    return load;
  }

  // Imported now rather than by the first visitor, whose page would wait for megabytes of modules.
  void frame();
  for (const [remote, version] of Object.entries(options.releases.releasesFor()))
    void pageRenderer(remote as RemoteName, version);

  /** The remote, its release and the exposed module of a page that can have a first screen. */
  function pageModule(
    pathname: string,
    releases: ReleaseSet,
  ): { remote: RemoteName; version: string; exposed: string } | undefined {
    const page = moduleOfRemote(publicPageModule(pathname) ?? '');
    const version = page && releases[page.remote];
    return page && version ? { ...page, version } : undefined;
  }

  async function render(pathname: string, lang: Lang, releases: ReleaseSet): Promise<FirstScreenResult> {
    const page = pageModule(pathname, releases);
    if (!page) return { kind: 'none' };
    const [renderFrame, renderPage] = await Promise.all([frame(), pageRenderer(page.remote, page.version)]);
    if (!renderFrame || !renderPage) return { kind: 'none' };
    const request: FirstScreenRequest = {
      lang,
      pathname,
      fetch: options.fetch,
      deadline: now() + timeoutMs,
    };
    try {
      return await withinTime(
        (async (): Promise<FirstScreenResult> => {
          // No frame: the shell renders no first screen for this request (RenderFrame).
          const frameHtml = await renderFrame(request);
          if (!frameHtml?.includes(PAGE_SLOT)) return { kind: 'none' };
          // Nothing to show: a page the remote does not render on the server, or one that only
          // redirects (to a listing's canonical address).
          const pageHtml = await renderPage({ ...request, exposed: page.exposed });
          return pageHtml ? { kind: 'shown', html: frameHtml.replace(PAGE_SLOT, () => pageHtml) } : { kind: 'none' };
        })(),
        timeoutMs,
      );
    } catch (error) {
      options.log?.warn({ err: error, pathname }, 'first screen: server render failed');
      return { kind: 'failed' };
    }
  }

  const failedLately = createTtlCache<true>({ maxEntries: 500, ttlMs: RETRY_MS, now });
  const pending = new Map<string, Promise<FirstScreenResult>>();
  return {
    eligible: (pathname, search, releases) =>
      pageModule(pathname, releases) !== undefined && [...search.keys()].every((name) => name === 'lang'),
    render(pathname, lang, releases) {
      // Another release of the page's remote renders another first screen, tried afresh.
      const version = pageModule(pathname, releases)?.version ?? '-';
      const key = `${lang} ${pathname} ${version}`;
      if (failedLately.get(key)) return Promise.resolve({ kind: 'failed' });
      let result = pending.get(key);
      if (!result) {
        result = render(pathname, lang, releases).then((outcome) => {
          pending.delete(key);
          if (outcome.kind === 'failed') failedLately.set(key, true);
          return outcome;
        });
        pending.set(key, result);
      }
      return result;
    },
  };
}
