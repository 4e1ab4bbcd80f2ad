import { moduleOfRemote, type RemoteName } from 'contracts/remotes';
import { routeModule, routeModules } from 'contracts/route-modules';
import type { RouteName } from 'contracts/routes';
import type { ComponentType } from 'react';
import type { PagePrefetch } from './query-client.ts';

/** A page module as a remote exposes it. */
type PageModule = { default: ComponentType; prefetch?: PagePrefetch };

/**
 * One page of a remote (its `src/pages.ts`). `file` is the page's module as `load` imports it,
 * relative to `src/`: the build exposes it, so it has to be a string the config can read in Node,
 * and `load` the import Rspack can see. `firstScreen`: the remote's server bundle renders the page
 * for a guest's first screen (only a public page can have one).
 */
export type RemotePage = { file: string; load: () => Promise<PageModule>; firstScreen?: boolean };

/**
 * A remote's pages by route. Which module each route's page is exposed as, and who may open it, is
 * contracts/route-modules': the shell and the BFF know a page from there, without the remote's code.
 */
export type RemotePages = Partial<Record<RouteName, RemotePage>>;

function pageEntries(pages: RemotePages): [RouteName, RemotePage][] {
  return Object.entries(pages) as [RouteName, RemotePage][];
}

/** The name a route's page is exposed under ("home" → "home-page"), from contracts/route-modules. */
function exposedName(remote: RemoteName, route: RouteName): string | undefined {
  const moduleId = routeModule(route)?.moduleId;
  const owner = moduleOfRemote(moduleId ?? '');
  return owner?.remote === remote ? owner.exposed : undefined;
}

/**
 * Where `pages` and contracts/route-modules disagree: a route contracts gives `remote` that the
 * list lacks, a listed route contracts gives to no page of `remote`, two routes of one module with
 * different files, a first screen on a page that is not public. Empty when they agree.
 */
export function pageProblems(remote: RemoteName, pages: RemotePages): string[] {
  const problems: string[] = [];
  for (const [route, moduleId] of routeModules) {
    if (moduleOfRemote(moduleId)?.remote === remote && !pages[route])
      problems.push(`route ${route} (${moduleId}) is not in ${remote}'s pages`);
  }
  const files = new Map<string, string>();
  for (const [route, page] of pageEntries(pages)) {
    const exposed = exposedName(remote, route);
    if (!exposed) {
      problems.push(`${remote}'s pages list ${route}, which contracts/route-modules gives to no page of ${remote}`);
      continue;
    }
    if (!page.file.startsWith('./')) problems.push(`${route}: file ${page.file} does not start with ./`);
    const known = files.get(exposed);
    if (known !== undefined && known !== page.file)
      problems.push(`${route}: ${exposed} is ${known} for another route, ${page.file} here`);
    files.set(exposed, page.file);
    if (page.firstScreen && routeModule(route)?.access !== 'public')
      problems.push(`${route}: only a public page can have a first screen`);
  }
  return problems;
}

/**
 * The Module Federation `exposes` of a remote's pages, in the list's order: `'./home-page'` →
 * `'./src/features/home/home-page.tsx'`. Throws where the list disagrees with contracts.
 */
export function exposedPages(remote: RemoteName, pages: RemotePages): Record<string, string> {
  const problems = pageProblems(remote, pages);
  if (problems.length > 0) throw new Error(`${remote}/src/pages.ts:\n  ${problems.join('\n  ')}`);
  const exposes: Record<string, string> = {};
  for (const [route, page] of pageEntries(pages))
    exposes[`./${exposedName(remote, route)}`] = `./src/${page.file.slice('./'.length)}`;
  return exposes;
}

/**
 * The pages a remote's server bundle renders, by exposed name: each with the route it renders at
 * (for the page's `useParams`) and its module.
 */
export function firstScreenPages(
  remote: RemoteName,
  pages: RemotePages,
): Map<string, { route: RouteName; load: RemotePage['load'] }> {
  const rendered = new Map<string, { route: RouteName; load: RemotePage['load'] }>();
  for (const [route, page] of pageEntries(pages)) {
    const exposed = exposedName(remote, route);
    if (page.firstScreen && exposed && routeModule(route)?.access === 'public' && !rendered.has(exposed))
      rendered.set(exposed, { route, load: page.load });
  }
  return rendered;
}

/**
 * Whether each page's `load` imports its `file`: `importFile` imports a `src/`-relative file as the
 * test's bundler resolves it. Empty when all do.
 */
export async function loaderProblems(
  pages: RemotePages,
  importFile: (file: string) => Promise<unknown>,
): Promise<string[]> {
  const problems: string[] = [];
  for (const [route, page] of pageEntries(pages)) {
    // One after the other: two imports of a module not yet loaded could each evaluate it.
    const loaded = await page.load();
    const file = (await importFile(page.file)) as Partial<PageModule> | undefined;
    if (loaded.default !== file?.default) problems.push(`${route}: load() does not import ${page.file}`);
  }
  return problems;
}
