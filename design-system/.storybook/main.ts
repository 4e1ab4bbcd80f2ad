import type { StorybookConfig } from 'storybook-react-rsbuild';

/**
 * Storybook for the design system, built by Rsbuild with a plain config of its own
 * (`rsbuild.config.ts` beside this file): no Module Federation, none of the apps' configs.
 * The back office's own components (its forms' parts, its dashboard's charts) are a second root,
 * under "Back office": one Storybook for designers, the stories beside the code they show.
 */
const config: StorybookConfig = {
  stories: [
    '../src/**/*.stories.tsx',
    { directory: '../../mfe-admin/src', files: '**/*.stories.tsx', titlePrefix: 'Back office' },
  ],
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs'],
  framework: {
    name: 'storybook-react-rsbuild',
    options: { builder: { rsbuildConfigPath: '.storybook/rsbuild.config.ts' } },
  },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen' },
};

export default config;
