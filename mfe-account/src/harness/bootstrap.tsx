/**
 * The standalone harness: this remote's pages on their own (no shell), for Fast Refresh.
 * The BFF (npm run dev) answers /api calls through the dev server proxy.
 */
import 'design-system/tokens.css';
import { type HarnessPage, startHarness } from 'platform/harness';

/** The same route → page pairs the shell's route table maps to this remote's exposes (guards are the shell's). */
const pages: HarnessPage[] = [
  ['signIn', () => import('../features/auth/sign-in-page.tsx')],
  ['signUp', () => import('../features/auth/sign-up-page.tsx')],
  ['forgotPassword', () => import('../features/auth/forgot-password-page.tsx')],
  ['signInOtp', () => import('../features/auth/sign-in-otp-page.tsx')],
  ['resetPassword', () => import('../features/auth/reset-password-page.tsx')],
  ['verifyEmail', () => import('../features/auth/verify-email-page.tsx')],
  ['settings', () => import('../features/settings/settings-page.tsx')],
  ['savedListings', () => import('../features/saved/saved-listings-page.tsx')],
];

await startHarness(pages);
