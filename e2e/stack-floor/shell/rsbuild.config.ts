import { defineConfig } from '@rsbuild/core';
import { hostConfig } from 'tooling/mf-host';

/** The product shell's build settings with none of its code. */
export default defineConfig({
  // The product's HTML and public files: the same static first paint, the same favicon.
  ...hostConfig({ template: '../../../shell/src/index.html' }),
  server: { publicDir: { name: '../../../shell/public' } },
});
