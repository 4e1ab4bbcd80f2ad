import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { containerBuildSettings, pluginCompileHints, sharedSingletons } from '../../../mf-shared.ts';

/** The product shell's build settings (shell/rsbuild.config.ts) with none of its code. */
export default defineConfig({
  plugins: [
    pluginReact({ splitChunks: false }),
    pluginCompileHints(/[\\/]react-dom[\\/]cjs[\\/]react-dom-client\.production\.js$/),
    pluginModuleFederation({
      name: 'shell',
      remotes: {},
      shared: sharedSingletons,
      shareStrategy: 'loaded-first',
      dts: false,
      experiments: { provideExternalRuntime: true, optimization: { target: 'web' } },
    }),
  ],
  source: { entry: { index: './src/index.ts' } },
  // The product's HTML and public files: the same static first paint, the same favicon.
  html: { template: '../../../shell/src/index.html' },
  server: { publicDir: { name: '../../../shell/public' } },
  ...containerBuildSettings(),
});
