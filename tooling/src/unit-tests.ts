import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** A front end's unit tests: its `src` tests in happy-dom, with vitest's globals and the DOM matchers. */
export const frontEndUnitTests = defineConfig({
  test: {
    environment: 'happy-dom',
    globals: true,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: [fileURLToPath(new URL('./dom-matchers.ts', import.meta.url))],
    // A guard against a test that hangs, not a speed limit: on a busy two-core machine one
    // render-and-wait test took over the default 5 s.
    testTimeout: 20_000,
  },
});
