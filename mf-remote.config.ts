import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import {
  containerBuildSettings,
  containerName,
  namedChunkGroups,
  pluginCompileHints,
  sharedSingletons,
} from './mf-shared.ts';

/**
 * The Rsbuild config every remote builds with: its pages exposed to the shell, the shared
 * singletons, the shell's MF runtime in production, and a standalone harness on `port` in dev.
 */
export function remoteConfig({
  packageName,
  port,
  exposes,
  chunkGroups = {},
}: {
  packageName: string;
  port: number;
  exposes: Record<string, string>;
  /** Modules (by path) to bundle into one named chunk each (see `namedChunkGroups`). */
  chunkGroups?: Record<string, RegExp>;
}) {
  return defineConfig({
    plugins: [
      pluginReact({ splitChunks: false }),
      pluginCompileHints(),
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
    source: { entry: { index: './src/harness/index.tsx' } },
    performance: namedChunkGroups(chunkGroups),
    server: {
      port,
      strictPort: true,
      proxy: { '/api': 'http://127.0.0.1:3000', '/media': 'http://127.0.0.1:3000' },
      cors: {
        origin: ['http://localhost:3000', 'http://localhost:3100', 'http://127.0.0.1:3000', 'http://127.0.0.1:3100'],
      },
    },
    // Chunks load from wherever the manifest was found (the BFF's /remotes/<name>/ or a dev server).
    output: { assetPrefix: 'auto' },
    html: { title: `${packageName} harness` },
    ...containerBuildSettings(),
  });
}
