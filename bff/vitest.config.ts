import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const fromApi = (specifier: string) => fileURLToPath(import.meta.resolve(specifier));

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // The api's tests' database templates: each file's api starts from a copy of a seeded database.
    globalSetup: [fromApi('api/testing/global-setup')],
    setupFiles: [fromApi('api/testing/file-setup')],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    maxWorkers: 2,
  },
});
