import { defineConfig } from '@rsbuild/core';
import { hostConfig } from 'tooling/mf-host';

export default defineConfig({
  ...hostConfig({ template: './src/index.html' }),
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
