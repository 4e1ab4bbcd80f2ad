import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // The run's migrated and seeded databases, made once; each file starts from a copy of its own.
    globalSetup: ['test/helpers/global-setup.ts'],
    setupFiles: ['test/helpers/file-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Each file opens its own database; two at a time fits a two-core machine.
    maxWorkers: 2,
  },
});
