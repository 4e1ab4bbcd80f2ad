import { remoteConfig } from '../mf-remote.config.ts';

export default remoteConfig({
  packageName: 'mfe-account',
  port: 3102,
  exposes: {
    './sign-in-page': './src/features/auth/sign-in-page.tsx',
    './sign-up-page': './src/features/auth/sign-up-page.tsx',
    './forgot-password-page': './src/features/auth/forgot-password-page.tsx',
    './sign-in-otp-page': './src/features/auth/sign-in-otp-page.tsx',
    './reset-password-page': './src/features/auth/reset-password-page.tsx',
    './verify-email-page': './src/features/auth/verify-email-page.tsx',
    './settings-page': './src/features/settings/settings-page.tsx',
    './saved-listings-page': './src/features/saved/saved-listings-page.tsx',
    // Registers the sign-in and sign-up modal views when the shell imports it.
    './modal-views': './src/features/auth/modal-views.tsx',
  },
});
