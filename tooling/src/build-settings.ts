import { esmRuntimeAliases } from './runtime-aliases.ts';

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

/**
 * The Rsbuild settings every MF container (the shell and each remote) builds with: the runtime's ES
 * module builds, and no lazy compilation in dev servers. Rsbuild compiles dynamic imports on demand
 * by default, and the MF runtime then loads shared modules whose chunks were never built: a remote's
 * harness fails at start.
 */
export const containerBuildSettings = () => ({
  resolve: { alias: esmRuntimeAliases() },
  dev: { lazyCompilation: false },
});

/**
 * Values a build takes from its environment, the same in a remote's browser and server bundles:
 * `PUBLIC_BUILD_ID` names the build (a CI run, a commit) where the about page shows it, so support
 * and the delivery journeys can tell releases apart. Empty when unset: the same sources then build
 * the same files, and so the same release version.
 */
export const buildVariables = () => ({
  'process.env.PUBLIC_BUILD_ID': JSON.stringify(process.env.PUBLIC_BUILD_ID ?? ''),
});
