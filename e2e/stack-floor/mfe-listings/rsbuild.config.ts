import { remoteConfig } from '../../../mf-remote.config.ts';

/** The product remotes' build settings (mf-remote.config.ts), exposing one page under the home page's name. */
const config = remoteConfig({
  packageName: 'mfe-listings',
  port: 3199,
  exposes: { './home-page': './src/home-page.tsx' },
});

export default { ...config, source: { entry: { index: './src/index.ts' } } };
