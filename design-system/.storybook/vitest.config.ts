import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { testBrowser } from 'tooling/test-browser';
import { defineConfig } from 'vitest/config';
import type { Direction } from './direction.ts';

const configDir = fileURLToPath(new URL('.', import.meta.url));
const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * Every story as a test (its render, its play function, then the a11y addon's axe check, where a
 * violation fails) in Debian's Chromium (`tooling/test-browser`): Playwright's own browser builds cannot
 * be downloaded here.
 * Once per direction, as the toolbar would set it (stories pinned to Arabic stay Arabic).
 * Vite only transforms the stories for the test; the Storybook app itself is built by Rsbuild.
 */
const project = (direction: Direction) => ({
  root,
  plugins: [storybookTest({ configDir, initialGlobals: { direction } })],
  // Optimised up front: a re-optimisation in the middle of a run reloads the test iframes.
  optimizeDeps: {
    include: [
      '@storybook/addon-a11y/preview',
      '@storybook/addon-docs/blocks',
      'storybook-react-rsbuild',
      'react',
      'react/jsx-dev-runtime',
      'react/jsx-runtime',
      'react-dom',
      'react-dom/client',
      // The back office's stories (main.ts's second root) bring the remote's own libraries.
      '@dnd-kit/core',
      '@dnd-kit/sortable',
      '@dnd-kit/utilities',
      '@tanstack/react-query',
      '@visx/scale',
      'i18next',
      'jotai',
      'react-hook-form',
      'react-i18next',
      'react-router',
      'zod',
    ],
  },
  test: {
    name: `stories-${direction}`,
    // Sets the project annotations (preview.tsx, the a11y addon) that the addon leaves to Storybook's Vite builder.
    setupFiles: [fileURLToPath(new URL('./vitest.setup.ts', import.meta.url))],
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: testBrowser,
      }),
      instances: [{ browser: 'chromium' as const }],
    },
  },
});

export default defineConfig({
  test: { projects: [project('ltr'), project('rtl')] },
});
