import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { containerBuildSettings, namedChunkGroups, pluginCompileHints, sharedSingletons } from '../mf-shared.ts';

export default defineConfig({
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
  html: { template: './src/index.html' },
  ...containerBuildSettings(),
  server: {
    port: 3100,
    strictPort: true,
    proxy: {
      '/api': 'http://127.0.0.1:3000',
      '/media': 'http://127.0.0.1:3000',
      '/remotes.json': 'http://127.0.0.1:3000',
      '/remotes': 'http://127.0.0.1:3000',
    },
  },
});
