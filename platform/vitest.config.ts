import { defineConfig } from 'vitest/config';

// tooling's `frontEndUnitTests`, written out: tooling builds on platform, so platform cannot import it.
export default defineConfig({
  test: {
    environment: 'happy-dom',
    globals: true,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['@testing-library/jest-dom/vitest'],
    testTimeout: 20_000,
  },
});
