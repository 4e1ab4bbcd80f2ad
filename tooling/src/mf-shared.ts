import type { RsbuildPlugin } from '@rsbuild/core';
import { namesImportedFrom } from './source-imports.ts';

/**
 * The singletons every Module Federation container shares (host and remotes alike):
 * one React, one router, one query cache, one i18next, one platform and design system.
 * Versions come from the root lockfile through each package.json.
 */
const singleton = { singleton: true, requiredVersion: false as const };

const inNode = () => typeof process !== 'undefined' && typeof process.getBuiltinModule === 'function';

/**
 * The exports of React Router every container may use: its declarative mode, the one the shell
 * routes in (`<Routes>` under a `<BrowserRouter>`), whole. The data and framework modes (loaders,
 * fetchers, `RouterProvider`, sessions, server rendering of routes) are left out: their hooks throw
 * under a declarative router, so no remote can use them here anyway. The list is declared, not
 * found in the sources, so the shell's shared copy does not depend on what remotes import: a remote
 * built later against the same list finds every export it may import (a remote releases
 * without the shell). A container importing a name outside it fails its build (sharedSurfaceCheck);
 * a deploy checks a release's imports against the running shell's list (`shared-surface.json`).
 */
const REACT_ROUTER_DECLARATIVE = [
  'BrowserRouter',
  'HashRouter',
  'MemoryRouter',
  'StaticRouter',
  'Router',
  'Routes',
  'Route',
  'Link',
  'NavLink',
  'Navigate',
  'Outlet',
  'NavigationType',
  'useLocation',
  'useNavigate',
  'useParams',
  'useSearchParams',
  'useRoutes',
  'useHref',
  'useInRouterContext',
  'useLinkClickHandler',
  'useMatch',
  'useNavigationType',
  'useOutlet',
  'useOutletContext',
  'useResolvedPath',
  'useBeforeUnload',
  'createSearchParams',
  'createPath',
  'parsePath',
  'generatePath',
  'href',
  'matchPath',
  'matchRoutes',
  'resolvePath',
  'createRoutesFromChildren',
  'createRoutesFromElements',
  'renderMatches',
  'isRouteErrorResponse',
];

/**
 * react-i18next without its Trans components (Trans, IcuTrans and their context-free twins), which
 * bring an HTML parser: 3 KB gzipped instead of 10. Strings with markup are split into keys instead.
 */
const REACT_I18NEXT_WITHOUT_TRANS = [
  'useTranslation',
  'withTranslation',
  'Translation',
  'I18nextProvider',
  'I18nContext',
  'initReactI18next',
  'useSSR',
  'withSSR',
  'setDefaults',
  'getDefaults',
  'setI18n',
  'getI18n',
  'composeInitialProps',
  'getInitialProps',
];

/**
 * The shared libraries kept to a declared part of their exports (production builds). MF shares a
 * library whole, since it cannot know what other containers will use: React Router is 63 KB gzipped
 * that way, 15 KB as its declarative mode. The other singletons are shared whole: every export of
 * theirs works in a remote, so no list could leave one out safely (docs/adr/0007).
 */
export const SHARED_SURFACE: Readonly<Record<string, readonly string[]>> = {
  'react-router': REACT_ROUTER_DECLARATIVE,
  'react-i18next': REACT_I18NEXT_WITHOUT_TRANS,
};

function treeShaken(pkg: string) {
  const usedExports = SHARED_SURFACE[pkg];
  if (!usedExports || !inNode() || process.env.NODE_ENV !== 'production') return {};
  return { treeShaking: { mode: 'runtime-infer' as const, usedExports: [...usedExports] } };
}

/**
 * The names a container's sources (`dirs`, relative to the repository) import from each
 * tree-shaken library that its declared surface does not hold, as `pkg: name` lines; none when all
 * is well. A whole-module import (namespace, dynamic) of such a library counts as one.
 */
export function sharedSurfaceViolations(dirs: string[]): string[] {
  return Object.entries(SHARED_SURFACE).flatMap(([pkg, surface]) => {
    const names = namesImportedFrom(pkg, dirs);
    if (!names) return [`${pkg}: the whole module (a namespace or dynamic import)`];
    return names.filter((name) => !surface.includes(name)).map((name) => `${pkg}: ${name}`);
  });
}

/**
 * Fails a production build whose sources import from a tree-shaken shared library what its
 * declared surface (SHARED_SURFACE) does not hold: the shell's copy would not have it. Writes the
 * surface the build provides as `shared-surface.json` when `writeSurface` (the shell), for deploys
 * to check releases against (delivery's compatibility check).
 */
export function pluginSharedSurface({
  dirs,
  writeSurface = false,
}: {
  dirs: string[];
  writeSurface?: boolean;
}): RsbuildPlugin {
  return {
    name: 'shared-surface',
    setup(api) {
      if (process.env.NODE_ENV !== 'production') return;
      api.onBeforeBuild(() => {
        const violations = sharedSurfaceViolations(dirs);
        if (violations.length > 0) {
          throw new Error(
            `imports outside the shared libraries' declared surface (tooling/mf-shared SHARED_SURFACE):\n  ${violations.join('\n  ')}`,
          );
        }
      });
      if (!writeSurface) return;
      api.onAfterBuild(() => {
        const fs = process.getBuiltinModule('node:fs');
        const path = process.getBuiltinModule('node:path');
        const file = path.join(api.context.distPath, 'shared-surface.json');
        fs.writeFileSync(file, `${JSON.stringify(SHARED_SURFACE, null, 2)}\n`);
      });
    },
  };
}

export const sharedSingletons = {
  react: { ...singleton },
  'react/': { ...singleton },
  'react-dom': { ...singleton },
  'react-dom/': { ...singleton },
  'react-router': { ...singleton, .../* @__PURE__ */ treeShaken('react-router') },
  jotai: { ...singleton },
  '@tanstack/react-query': { ...singleton },
  i18next: { ...singleton },
  'react-i18next': { ...singleton, .../* @__PURE__ */ treeShaken('react-i18next') },
  'platform/': { ...singleton },
  'design-system/': { ...singleton },
  'contracts/': { ...singleton },
  sonner: { ...singleton },
  // Forms in several remotes validate with the contracts' zod schemas: one copy of each.
  zod: { ...singleton },
  'react-hook-form': { ...singleton },
};
