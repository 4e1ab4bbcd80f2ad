import type { Dirent } from 'node:fs';
import type { RsbuildPlugin } from '@rsbuild/core';

/**
 * The singletons every Module Federation container shares (host and remotes alike):
 * one React, one router, one query cache, one i18next, one platform and design system.
 * Versions come from the root lockfile through each package.json.
 */
const singleton = { singleton: true, requiredVersion: false as const };

/**
 * The build configs read this file in Node; the shell's code imports `containerName` from it in the
 * browser. So Node's modules are fetched at call time (bundlers leave `process.getBuiltinModule` alone).
 */
const node = () => ({
  fs: process.getBuiltinModule('node:fs'),
  path: process.getBuiltinModule('node:path'),
});
const inNode = () => typeof process !== 'undefined' && typeof process.getBuiltinModule === 'function';
/** Where the containers' own code lives (tests and stories never run inside a container). */
const CONTAINER_SOURCES = [
  'shell/src',
  'platform/src',
  'design-system/src',
  'mfe-listings/src',
  'mfe-account/src',
  'mfe-admin/src',
];

/** Test helpers beside the code (render-with-providers and the like) never ship in a container. */
const TEST_HELPER = /from\s*['"](vitest|@testing-library\/[\w-]+)['"]/;

function* sourceFiles(dir: string): Generator<string> {
  const { fs, path } = node();
  let entries: Dirent[];
  try {
    entries = fs.readdirSync(dir, { withFileTypes: true });
  } catch {
    return; // a package that is not checked out here
  }
  for (const entry of entries) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(file);
    else if (/\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name)) yield file;
  }
}

/** The names an import or export clause takes (`Default, { a, b as c }`); undefined for `* as`. */
function clauseNames(clause: string): string[] | undefined {
  if (clause.includes('*')) return undefined;
  const braces = clause.match(/\{([^}]*)\}/)?.[1] ?? '';
  const named = braces
    .split(',')
    .map((specifier) => specifier.trim())
    .filter((specifier) => specifier && !specifier.startsWith('type '))
    .map((specifier) => specifier.split(/\s+as\s+/)[0] ?? '');
  const hasDefault = /^[\w$]+/.test(clause.trim());
  return hasDefault ? [...named, 'default'] : named;
}

/**
 * Every name any container imports from `pkg`, found in the sources; undefined when some code takes
 * the whole module (a namespace or dynamic import), which no list can describe.
 */
export function namesImportedFrom(pkg: string, dirs = CONTAINER_SOURCES): string[] | undefined {
  const quoted = `['"]${pkg.replace(/[/.]/g, '\\$&')}['"]`;
  const statement = new RegExp(`(?:import|export)\\s+(type\\s+)?([^;'"]*?)\\s*from\\s*${quoted}`, 'g');
  const dynamic = new RegExp(`import\\s*\\(\\s*${quoted}`);
  const { fs, path } = node();
  const repoRoot = path.dirname(new URL(import.meta.url).pathname);
  const names = new Set<string>();
  for (const dir of dirs) {
    for (const file of sourceFiles(path.join(repoRoot, dir))) {
      const code = fs.readFileSync(file, 'utf8');
      if (TEST_HELPER.test(code)) continue;
      if (dynamic.test(code)) return undefined;
      for (const [, typeOnly, clause = ''] of code.matchAll(statement)) {
        if (typeOnly) continue;
        const taken = clauseNames(clause);
        if (!taken) return undefined;
        for (const name of taken) names.add(name);
      }
    }
  }
  return [...names].sort();
}

/**
 * MF shares a library whole, since it cannot know what other containers will use: react-router is
 * about 72 KB gzipped that way. Its shared copy keeps only the exports some container imports
 * (found in every container's sources at build time, so the host's copy serves every remote).
 * Production builds only: dev servers keep the whole library.
 */
function treeShaken(pkg: string) {
  if (!inNode() || process.env.NODE_ENV !== 'production') return {};
  const usedExports = namesImportedFrom(pkg);
  return usedExports ? { treeShaking: { mode: 'runtime-infer' as const, usedExports } } : {};
}

export const sharedSingletons = {
  react: { ...singleton },
  'react/': { ...singleton },
  'react-dom': { ...singleton },
  'react-dom/': { ...singleton },
  'react-router': { ...singleton, .../* @__PURE__ */ treeShaken('react-router') },
  jotai: { ...singleton, .../* @__PURE__ */ treeShaken('jotai') },
  '@tanstack/react-query': { ...singleton, .../* @__PURE__ */ treeShaken('@tanstack/react-query') },
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

/**
 * Rsbuild's `performance` option bundling the modules each test matches into one named chunk.
 * Every shared module is its own chunk by default, so a page of small design-system parts would
 * fetch a dozen tiny files: on HTTP/1.1 (six connections) each costs a round trip on a phone.
 * Without groups, Rsbuild's own chunk split stays.
 */
export function namedChunkGroups(groups: Record<string, RegExp>) {
  if (Object.keys(groups).length === 0) return {};
  const cacheGroups = Object.fromEntries(
    Object.entries(groups).map(([name, test]) => [
      name,
      { test, name, chunks: 'async' as const, enforce: true, priority: 10 },
    ]),
  );
  return { chunkSplit: { strategy: 'custom' as const, splitChunks: { cacheGroups } } };
}

/** The magic comment that starts a file V8 compiles whole, while it downloads. */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * V8 compiles each function the first time it runs, on the main thread. The shell's entry (the MF
 * runtime), the remotes' entries and React DOM nearly all run as a page starts, and compiling them
 * made the entry's task one of the longest of a load. A script that begins with COMPILE_HINT is
 * compiled whole on a background thread while it downloads (https://v8.dev/blog/explicit-compile-hints,
 * Chrome 136+; a comment to other browsers). Marked: chunks holding the webpack runtime (entries), and
 * chunks holding a module that `calledOnLoad` matches. Not more: every function of the file compiles.
 */
export function pluginCompileHints(calledOnLoad?: RegExp): RsbuildPlugin {
  return {
    name: 'compile-hints',
    setup(api) {
      // After minification (which drops comments) and after the content hashes are set.
      api.processAssets({ stage: 'report' }, ({ compilation, sources }) => {
        for (const chunk of compilation.chunks) {
          const runsOnLoad =
            chunk.hasRuntime() ||
            compilation.chunkGraph
              .getChunkModules(chunk)
              .some((module) => calledOnLoad?.test(module.nameForCondition() ?? ''));
          if (!runsOnLoad) continue;
          for (const file of chunk.files) {
            if (file.endsWith('.js')) {
              compilation.updateAsset(file, (source) => new sources.ConcatSource(COMPILE_HINT, source));
            }
          }
        }
      });
    },
  };
}

/**
 * Resolve aliases that make every container bundle the ES module builds of the MF runtime. Rspack's
 * MF plugin imports the bundler runtime, the runtime and the external-runtime plugin by the paths
 * `require.resolve` gives, their CommonJS builds, so nothing in them was tree-shaken, scope-hoisted or
 * mangled: the shell's entry fell from 33.8 to 28.5 KB gzipped as ES modules, a remote's entry from
 * 17.4 to 12.0 KB. An alias keyed by the same name or path replaces the plugin's own.
 */
export function esmRuntimeAliases(): Record<string, string> {
  const { fs } = node();
  const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
  const runtimeTools = require.resolve('@module-federation/runtime-tools');
  const esmTwin = (cjsPath: string) => {
    const esm = cjsPath.replace(/\.cjs$/, '.js');
    if (esm === cjsPath || !fs.existsSync(esm)) throw new Error(`no ES module build beside ${cjsPath}`);
    return esm;
  };
  const cjs = [
    require.resolve('@module-federation/webpack-bundler-runtime', { paths: [runtimeTools] }),
    require.resolve('@module-federation/inject-external-runtime-core-plugin'),
  ];
  return {
    // The ES module entry the MF plugin for Rspack itself names for `@module-federation/runtime$`.
    '@module-federation/runtime': require.resolve('@module-federation/runtime/bundler', { paths: [runtimeTools] }),
    ...Object.fromEntries(cjs.map((file) => [`${file}$`, esmTwin(file)])),
  };
}

/**
 * The Rsbuild settings every MF container (the shell and each remote) builds with: the runtime's ES
 * module builds, and no lazy compilation in dev servers. Rsbuild compiles dynamic imports on demand
 * by default, and the MF runtime then loads shared modules whose chunks were never built (a remote's
 * harness failed at start on sonner's).
 */
export const containerBuildSettings = () => ({
  resolve: { alias: esmRuntimeAliases() },
  dev: { lazyCompilation: false },
});

/** The MF container name of a remote package ("mfe-listings" → "mfe_listings"). */
export const containerName = (packageName: string) => packageName.replace(/-/g, '_');
