import { defineConfig } from 'vitest/config';

/** The test runner's own tests (`npm test`'s `scripts` step). */
export default defineConfig({ test: { include: ['*.test.ts'] } });
