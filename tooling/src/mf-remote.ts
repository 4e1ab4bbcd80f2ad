import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { containerName, type RemoteName } from 'contracts/remotes';
import { shellRemoteModules } from 'contracts/route-modules';
import { exposedPages, type RemotePages } from 'platform/remote-pages';
import { buildVariables, containerBuildSettings, namedChunkGroups } from './build-settings.ts';
import { pluginCompileHints } from './compile-hints.ts';
import { pluginSharedSurface, sharedSingletons } from './mf-shared.ts';

/**
 * A remote's exposes: its pages (src/pages.ts) under their names in contracts/route-modules, and
 * `modules` that are not pages. Throws, failing the build, where the list disagrees with contracts
 * or a module the shell loads from this remote (contracts' shellRemoteModules) is not exposed.
 */
function remoteExposes(remote: RemoteName, pages: RemotePages, modules: Record<string, string>) {
  const exposes = { ...exposedPages(remote, pages), ...modules };
  const prefix = `${containerName(remote)}/`;
  const missing = shellRemoteModules().filter(
    (moduleId) => moduleId.startsWith(prefix) && !(`./${moduleId.slice(prefix.length)}` in exposes),
  );
  if (missing.length > 0) throw new Error(`${remote} does not expose ${missing.join(', ')}, which the shell loads`);
  return exposes;
}

/**
 * The Rsbuild config every remote builds with: its pages (src/pages.ts) exposed to the shell, the
 * shared singletons, the shell's MF runtime in production, and a standalone harness on `port` in dev.
 */
export function remoteConfig({
  packageName,
  port,
  pages,
  exposes = {},
  chunkGroups = {},
}: {
  packageName: RemoteName;
  port: number;
  /** The remote's pages (src/pages.ts). */
  pages: RemotePages;
  /** Modules the remote exposes that are not pages (mfe-account's modal views). */
  exposes?: Record<string, string>;
  /** Modules (by path) to bundle into one named chunk each (see `namedChunkGroups`). */
  chunkGroups?: Record<string, RegExp>;
}) {
  return remoteBuildConfig({ packageName, port, exposes: remoteExposes(packageName, pages, exposes), chunkGroups });
}

/**
 * `remoteConfig` with `exposes` as given, unchecked: for a build that stands in for a remote with
 * fewer pages (the stack floor, e2e/stack-floor).
 */
export function remoteBuildConfig({
  packageName,
  port,
  exposes,
  chunkGroups = {},
}: {
  packageName: string;
  port: number;
  exposes: Record<string, string>;
  chunkGroups?: Record<string, RegExp>;
}) {
  return defineConfig({
    plugins: [
      pluginReact({ splitChunks: false }),
      pluginCompileHints(),
      pluginSharedSurface({ dirs: [`${packageName}/src`] }),
      pluginModuleFederation({
        name: containerName(packageName),
        exposes,
        shared: sharedSingletons,
        dts: false,
        shareStrategy: 'loaded-first',
        // In the built remote the shell provides the MF runtime; the dev harness keeps its own.
        // Remotes only run in browsers: `target: 'web'` drops the runtime's Node script loader (2 KB gzip).
        experiments: { externalRuntime: process.env.NODE_ENV === 'production', optimization: { target: 'web' } },
      }),
    ],
    source: { entry: { index: './src/harness/index.tsx' }, define: buildVariables() },
    performance: namedChunkGroups(chunkGroups),
    server: {
      port,
      strictPort: true,
      proxy: { '/api': 'http://127.0.0.1:3000', '/media': 'http://127.0.0.1:3000' },
      cors: {
        origin: ['http://localhost:3000', 'http://localhost:3100', 'http://127.0.0.1:3000', 'http://127.0.0.1:3100'],
      },
    },
    // Chunks load from wherever the manifest was found (the BFF's /releases/<name>/<version>/ or a dev server).
    output: { assetPrefix: 'auto' },
    html: { title: `${packageName} harness` },
    ...containerBuildSettings(),
  });
}
