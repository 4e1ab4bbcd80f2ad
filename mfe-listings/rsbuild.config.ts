import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { containerName, sharedSingletons } from '../mf-shared.ts';

export default defineConfig({
  plugins: [
    pluginReact({ splitChunks: false }),
    pluginModuleFederation({
      name: containerName('mfe-listings'),
      exposes: {
        './restaurants-page': './src/features/restaurants/restaurants-page.tsx',
        './home-page': './src/features/home/home-page.tsx',
      },
      shared: sharedSingletons,
      dts: false,
      shareStrategy: 'loaded-first',
      // In the built remote the shell provides the MF runtime; the dev harness keeps its own.
      experiments: { externalRuntime: process.env.NODE_ENV === 'production' },
    }),
  ],
  source: { entry: { index: './src/harness/index.tsx' } },
  server: {
    port: 3101,
    strictPort: true,
    proxy: { '/api': 'http://127.0.0.1:3000', '/media': 'http://127.0.0.1:3000' },
    cors: {
      origin: ['http://localhost:3000', 'http://localhost:3100', 'http://127.0.0.1:3000', 'http://127.0.0.1:3100'],
    },
  },
  output: { assetPrefix: 'auto' },
  html: { title: 'mfe-listings harness' },
});
