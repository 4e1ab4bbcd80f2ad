import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  type FirstScreenRequest,
  PAGE_SLOT,
  publicPageModule,
  type RenderFrame,
  type RenderPage,
  SERVER_BUNDLE,
} from 'contracts/first-screen';
import type { Lang } from 'contracts/i18n';
import { buildFileWatcher } from '../build-files.ts';
import type { RemoteRegistry } from '../remote-registry.ts';
import { createTtlCache } from './ttl-cache.ts';

/** A page's first screen in a language: its HTML, or none (the page or language has none), or failed. */
export type FirstScreenResult = { kind: 'shown'; html: string } | { kind: 'none' } | { kind: 'failed' };

/** A guest's first screens (contracts/first-screen). */
export type FirstScreen = {
  /**
   * Whether the address can have one: a public page this BFF serves the code of, without a query
   * (but `lang`). The page's HTML is kept apart from the same page's without a first screen.
   */
  covers: (pathname: string, search: URLSearchParams) => boolean;
  /** The first screen of a covered page. Without one the page shows the static loader until the app has started. */
  render: (pathname: string, lang: Lang) => Promise<FirstScreenResult>;
};

type Log = { warn: (details: object, message: string) => void };

/**
 * The function a package's server bundle exports, imported again when its build changes (the file's
 * modification time is in the URL Node caches modules by; checked as the other build files are,
 * `buildFileWatcher`). Undefined while the package has no server bundle or it does not load.
 */
function bundleLoader<T>(file: string, exportName: string, now: () => number, log?: Log) {
  const watched = buildFileWatcher(
    file,
    (version) =>
      import(`${pathToFileURL(file).href}?v=${version}`).then(
        (module: Record<string, unknown>) =>
          typeof module[exportName] === 'function' ? (module[exportName] as T) : undefined,
        (error: unknown) => {
          log?.warn({ err: error, file }, 'first screen: server bundle does not load');
          return undefined;
        },
      ),
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
 * The first screens of public pages: the shell's frame around the page, both rendered by their own
 * package's server bundle (`<dist>/server/first-screen.js`), for remotes this BFF serves from its
 * own disk. Only addresses without a query but `lang`: a filtered list would be a render per filter
 * for one visitor. A render that fails or takes over `timeoutMs` leaves the page without; the page
 * is not tried again for `RETRY_MS`, so an api that is down costs one render per page and language
 * every ten seconds, and requests for the same page at the same moment share one render.
 */
export function createFirstScreen(options: {
  shellDir: string;
  remotesRoot: string;
  registry: RemoteRegistry;
  /** The BFF's own address, once it listens: the pages' data comes through it. */
  bffUrl: () => string | undefined;
  timeoutMs?: number;
  now?: () => number;
  log?: Log;
}): FirstScreen {
  const now = options.now ?? Date.now;
  const timeoutMs = options.timeoutMs ?? 800;
  const frame = bundleLoader<RenderFrame>(path.join(options.shellDir, SERVER_BUNDLE), 'renderFrame', now, options.log);
  const pages = new Map<string, () => Promise<RenderPage | undefined>>();
  const pageRenderer = (packageName: string) => {
    let load = pages.get(packageName);
    if (!load) {
      const file = path.join(options.remotesRoot, packageName, 'dist', SERVER_BUNDLE);
      load = bundleLoader<RenderPage>(file, 'renderPage', now, options.log);
      pages.set(packageName, load);
    }
    return load();
  };
  const servedHere = (packageName: string) =>
    options.registry[packageName as keyof RemoteRegistry] === `/remotes/${packageName}/mf-manifest.json`;

  // Imported now rather than by the first visitor, whose page would wait for two megabytes of modules.
  void frame();
  for (const packageName of Object.keys(options.registry)) if (servedHere(packageName)) void pageRenderer(packageName);

  /** The remote package and exposed module of a page that can have a first screen. */
  function pageModule(pathname: string): { packageName: string; exposed: string } | undefined {
    const [container = '', exposed = ''] = publicPageModule(pathname)?.split('/') ?? [];
    const packageName = container.replace(/_/g, '-');
    return exposed && servedHere(packageName) ? { packageName, exposed } : undefined;
  }

  async function render(pathname: string, lang: Lang): Promise<FirstScreenResult> {
    const page = pageModule(pathname);
    const bffUrl = options.bffUrl();
    if (!page || !bffUrl) return { kind: 'none' };
    const [renderFrame, renderPage] = await Promise.all([frame(), pageRenderer(page.packageName)]);
    if (!renderFrame || !renderPage) return { kind: 'none' };
    const request: FirstScreenRequest = { lang, pathname, bffUrl, deadline: now() + timeoutMs };
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
    covers: (pathname, search) =>
      pageModule(pathname) !== undefined && [...search.keys()].every((name) => name === 'lang'),
    render(pathname, lang) {
      const key = `${lang} ${pathname}`;
      if (failedLately.get(key)) return Promise.resolve({ kind: 'failed' });
      let result = pending.get(key);
      if (!result) {
        result = render(pathname, lang).then((outcome) => {
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
