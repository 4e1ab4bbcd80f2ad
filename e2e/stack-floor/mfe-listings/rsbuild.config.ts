import { remoteBuildConfig } from 'tooling/mf-remote';

/** The product remotes' build settings (tooling/mf-remote), exposing one page under the home page's name. */
const config = remoteBuildConfig({
  packageName: 'mfe-listings',
  port: 3199,
  exposes: { './home-page': './src/home-page.tsx' },
});

export default { ...config, source: { entry: { index: './src/index.ts' } } };
