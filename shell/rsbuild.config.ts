import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { sharedSingletons } from '../mf-shared.ts';

export default defineConfig({
  plugins: [
    pluginReact({ splitChunks: false }),
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
  html: { template: './src/index.html' },
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
