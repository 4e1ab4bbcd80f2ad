import type { RemotePages } from 'platform/remote-pages';

/**
 * This remote's pages, one a line: the route (contracts/routes; contracts/route-modules says which
 * module it is exposed as and who may open it), the page's file and the same file's import. The
 * build's exposes and the harness's routes come from here; pages.test.ts checks the list against
 * contracts.
 */
// biome-ignore format: one page a line
export const pages: RemotePages = {
  signIn: { file: './features/auth/sign-in-page.tsx', load: () => import('./features/auth/sign-in-page.tsx') },
  signUp: { file: './features/auth/sign-up-page.tsx', load: () => import('./features/auth/sign-up-page.tsx') },
  forgotPassword: { file: './features/auth/forgot-password-page.tsx', load: () => import('./features/auth/forgot-password-page.tsx') },
  signInOtp: { file: './features/auth/sign-in-otp-page.tsx', load: () => import('./features/auth/sign-in-otp-page.tsx') },
  resetPassword: { file: './features/auth/reset-password-page.tsx', load: () => import('./features/auth/reset-password-page.tsx') },
  verifyEmail: { file: './features/auth/verify-email-page.tsx', load: () => import('./features/auth/verify-email-page.tsx') },
  settings: { file: './features/settings/settings-page.tsx', load: () => import('./features/settings/settings-page.tsx') },
  savedListings: { file: './features/saved/saved-listings-page.tsx', load: () => import('./features/saved/saved-listings-page.tsx') },
};
