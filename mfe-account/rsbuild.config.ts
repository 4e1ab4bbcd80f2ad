import { remoteConfig } from 'tooling/mf-remote';
import { pages } from './src/pages.ts';

export default remoteConfig({
  packageName: 'mfe-account',
  port: 3102,
  pages,
  // Registers the sign-in and sign-up modal views when the shell imports it.
  exposes: { './modal-views': './src/features/auth/modal-views.tsx' },
});
