import { matchRoute, type RouteName } from './routes.ts';

/** Who may open a route: anyone, only visitors (auth pages), signed-in users, administrators. */
export type Access = 'public' | 'guest' | 'signed-in' | 'admin';

/**
 * Each path of spec §2: the remote module that renders it and who may see it. The shell builds its
 * router from this table; the BFF reads it to preload a page's remote code with the page's HTML.
 */
export const routeModules: readonly (readonly [RouteName, string, Access])[] = [
  ['signIn', 'mfe_account/sign-in-page', 'guest'],
  ['signUp', 'mfe_account/sign-up-page', 'guest'],
  ['forgotPassword', 'mfe_account/forgot-password-page', 'guest'],
  ['signInOtp', 'mfe_account/sign-in-otp-page', 'guest'],
  ['resetPassword', 'mfe_account/reset-password-page', 'guest'],
  ['verifyEmail', 'mfe_account/verify-email-page', 'guest'],

  ['home', 'mfe_listings/home-page', 'public'],
  ['restaurants', 'mfe_listings/restaurants-page', 'public'],
  ['restaurant', 'mfe_listings/restaurant-page', 'public'],
  ['giftShops', 'mfe_listings/gift-shops-page', 'public'],
  ['giftShop', 'mfe_listings/gift-shop-page', 'public'],
  ['blogs', 'mfe_listings/blogs-page', 'public'],
  ['blog', 'mfe_listings/blog-page', 'public'],
  ['contactUs', 'mfe_listings/contact-page', 'public'],
  ['aboutUs', 'mfe_listings/about-page', 'public'],
  ['faqs', 'mfe_listings/faqs-page', 'public'],
  ['terms', 'mfe_listings/terms-page', 'public'],
  ['privacy', 'mfe_listings/privacy-page', 'public'],
  ['comingSoon', 'mfe_listings/coming-soon-page', 'public'],

  ['settings', 'mfe_account/settings-page', 'signed-in'],
  ['savedListings', 'mfe_account/saved-listings-page', 'signed-in'],

  ['adminDashboard', 'mfe_admin/dashboard-page', 'admin'],
  ['adminUsers', 'mfe_admin/users-page', 'admin'],
  ['adminUser', 'mfe_admin/user-page', 'admin'],
  ['adminActivity', 'mfe_admin/activity-page', 'admin'],
  ['adminMessages', 'mfe_admin/messages-page', 'admin'],
  ['adminBlogs', 'mfe_admin/blogs-page', 'admin'],
  ['adminAds', 'mfe_admin/ads-page', 'admin'],
  ['adminRestaurants', 'mfe_admin/restaurants-page', 'admin'],
  ['adminGiftShops', 'mfe_admin/gift-shops-page', 'admin'],
  ['adminAddRestaurant', 'mfe_admin/restaurant-form-page', 'admin'],
  ['adminAddGiftShop', 'mfe_admin/gift-shop-form-page', 'admin'],
  ['adminAddBlog', 'mfe_admin/blog-form-page', 'admin'],
  ['adminEditRestaurant', 'mfe_admin/restaurant-form-page', 'admin'],
  ['adminEditGiftShop', 'mfe_admin/gift-shop-form-page', 'admin'],
  ['adminEditBlog', 'mfe_admin/blog-form-page', 'admin'],
];

/**
 * Which remote module registers a modal view when imported (the shell's modal host loads it on
 * demand). Views not listed here (the admin ones) are registered by the pages that open them, so
 * admin code never loads on public pages.
 */
export const modalViewModules: Readonly<Record<string, string>> = {
  'sign-in': 'mfe_account/modal-views',
  'sign-up': 'mfe_account/modal-views',
};

/**
 * Every remote module the shell loads by name: its routes' pages and its modal views. A release of
 * a remote must expose each of its own (the deploy's compatibility check, `delivery/`).
 */
export function shellRemoteModules(): string[] {
  return [...new Set([...routeModules.map(([, moduleId]) => moduleId), ...Object.values(modalViewModules)])];
}

/** The remote module and access of a route. */
export function routeModule(name: RouteName): { moduleId: string; access: Access } | undefined {
  const row = routeModules.find(([route]) => route === name);
  return row ? { moduleId: row[1], access: row[2] } : undefined;
}

/**
 * The remote module of the page at `pathname` when anyone may load its code before a guard has run:
 * public and guest-only pages. Code of signed-in and admin pages loads only once its guard has let
 * the visitor in (visitors never fetch admin code). The BFF preloads it with the HTML; the shell
 * loads it before its first render.
 */
export function moduleLoadableBeforeGuard(pathname: string): string | undefined {
  const page = pageAt(pathname);
  return page && (page.access === 'public' || page.access === 'guest') ? page.moduleId : undefined;
}

/** The remote module and access of the page at `pathname`, if a route matches it. */
export function pageAt(pathname: string): { moduleId: string; access: Access } | undefined {
  const name = matchRoute(pathname);
  return name ? routeModule(name) : undefined;
}
