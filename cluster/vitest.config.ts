import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // The cluster's tests each run several processes: one file at a time on this two-core machine.
    maxWorkers: 1,
    fileParallelism: false,
  },
});
