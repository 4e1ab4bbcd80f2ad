import { statSync } from 'node:fs';
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
import type { RemoteRegistry } from '../remote-registry.ts';

/**
 * A guest's first screen of a page (contracts/first-screen); undefined when the page has none, null
 * when its render failed. Without one the page shows the static loader until the app has started.
 */
export type FirstScreen = (pathname: string, lang: Lang, search: URLSearchParams) => Promise<string | undefined | null>;

type Log = { warn: (details: object, message: string) => void };

/**
 * The function a package's server bundle exports, imported again when its build changes (the file's
 * modification time is in the URL Node caches modules by; at most one stat a second, like the other
 * build files). Undefined while the package has no server bundle or it does not load.
 */
function bundleLoader<T>(file: string, exportName: string, now: () => number, log?: Log) {
  let loaded: { version: number; render: Promise<T | undefined> } | undefined;
  let checkedAt = Number.NEGATIVE_INFINITY;
  return (): Promise<T | undefined> => {
    if (now() - checkedAt >= 1000) {
      checkedAt = now();
      const version = statSync(file, { throwIfNoEntry: false })?.mtimeMs;
      if (version === undefined) loaded = undefined;
      else if (loaded?.version !== version) {
        const render = import(`${pathToFileURL(file).href}?v=${version}`).then(
          (module: Record<string, unknown>) =>
            typeof module[exportName] === 'function' ? (module[exportName] as T) : undefined,
          (error: unknown) => {
            log?.warn({ err: error, file }, 'first screen: server bundle does not load');
            return undefined;
          },
        );
        loaded = { version, render };
      }
    }
    return loaded?.render ?? Promise.resolve(undefined);
  };
}

function withinTime<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`took over ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * The first screens of public pages: the shell's frame around the page, both rendered by their own
 * package's server bundle (`<dist>/server/first-screen.js`), for remotes this BFF serves from its
 * own disk. Only addresses without a query but `lang` (the home page, an unfiltered list, a listing): a
 * minute's cache holds every one of them, and no one can make the server render page after page by
 * varying a filter. A render that fails or takes over `timeoutMs` leaves the page without.
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

  // Loaded now rather than by the first visitor, whose page would wait for a megabyte of modules.
  void frame();
  for (const [packageName, manifest] of Object.entries(options.registry)) {
    if (manifest === `/remotes/${packageName}/mf-manifest.json`) void pageRenderer(packageName);
  }

  return async (pathname, lang, search) => {
    const moduleId = publicPageModule(pathname);
    const bffUrl = options.bffUrl();
    const query = [...search.keys()].filter((name) => name !== 'lang');
    if (!moduleId || !bffUrl || query.length > 0) return undefined;
    const [container = '', exposed = ''] = moduleId.split('/');
    const packageName = container.replace(/_/g, '-');
    if (options.registry[packageName as keyof RemoteRegistry] !== `/remotes/${packageName}/mf-manifest.json`) {
      return undefined;
    }
    const [renderFrame, renderPage] = await Promise.all([frame(), pageRenderer(packageName)]);
    if (!renderFrame || !renderPage) return undefined;
    const request: FirstScreenRequest = { lang, pathname, search: '', bffUrl };
    try {
      return await withinTime(
        (async () => {
          // No frame: the language has no first screens (RenderFrame).
          const frameHtml = await renderFrame(request);
          if (!frameHtml?.includes(PAGE_SLOT)) return undefined;
          // Nothing to show (a page that only redirects, to a listing's canonical address): the loader.
          const pageHtml = await renderPage({ ...request, exposed });
          return pageHtml ? frameHtml.replace(PAGE_SLOT, () => pageHtml) : undefined;
        })(),
        timeoutMs,
      );
    } catch (error) {
      options.log?.warn({ err: error, pathname }, 'first screen: server render failed');
      return null;
    }
  };
}
