import { remoteConfig } from 'tooling/mf-remote';
import { pages } from './src/pages.ts';

export default remoteConfig({
  packageName: 'mfe-admin',
  port: 3103,
  pages,
});
