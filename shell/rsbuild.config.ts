import { defineConfig } from '@rsbuild/core';
import { hostConfig } from '../mf-host.config.ts';
import { namedChunkGroups } from '../mf-shared.ts';

export default defineConfig({
  ...hostConfig(),
  // The platform, design-system and contracts modules every page boots with, as one file (each
  // shared module is its own chunk otherwise); the overlays (drawer, gallery, modal) stay lazy.
  performance: namedChunkGroups({
    'app-common':
      /[\\/](platform|design-system|contracts)[\\/]src[\\/](?!drawer|gallery|modal)|[\\/]node_modules[\\/]jotai[\\/]/,
  }),
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
