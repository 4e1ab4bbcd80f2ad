import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import type { RsbuildConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { containerBuildSettings, namedChunkGroups, pluginCompileHints, sharedSingletons } from './mf-shared.ts';

/**
 * The Rsbuild settings the Module Federation host builds with: the shell, and the stack floor that
 * measures what these settings cost with no product code (e2e/stack-floor). Each adds its HTML
 * template and, the shell, its dev server.
 */
export function hostConfig() {
  return {
    plugins: [
      pluginReact({ splitChunks: false }),
      pluginCompileHints(/[\\/]react-dom[\\/]cjs[\\/]react-dom-client\.production\.js$/),
      pluginModuleFederation({
        name: 'shell',
        // No remote is compiled in: the shell registers them at run time from /remotes.json.
        remotes: {},
        shared: sharedSingletons,
        shareStrategy: 'loaded-first',
        dts: false,
        // The host carries the one MF runtime; remotes use it instead of bundling their own copy.
        experiments: { provideExternalRuntime: true, optimization: { target: 'web' } },
      }),
    ],
    source: { entry: { index: './src/index.ts' } },
    // The platform, design-system and contracts modules every page boots with, as one file (each
    // shared module is its own chunk otherwise); the overlays (drawer, gallery, modal) stay lazy.
    performance: namedChunkGroups({
      'app-common':
        /[\\/](platform|design-system|contracts)[\\/]src[\\/](?!drawer|gallery|modal)|[\\/]node_modules[\\/]jotai[\\/]/,
    }),
    ...containerBuildSettings(),
  } satisfies RsbuildConfig;
}
