import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'happy-dom',
    globals: true,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['@testing-library/jest-dom/vitest'],
    css: { modules: { classNameStrategy: 'non-scoped' } },
    // A guard against a test that hangs, not a speed limit (as tooling's frontEndUnitTests).
    testTimeout: 20_000,
  },
});
