import { type RouteName, routes } from 'contracts/routes';
import { GuestOnly, RequireAdmin, RequireAuth } from 'platform/guards';
import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { Layout } from '../layout/layout.tsx';
import { RemotePage } from '../remotes/remote-page.tsx';
import { RouterErrorScreen } from '../screens/error-screens.tsx';
import { FullScreenLoader } from '../screens/full-screen-loader.tsx';
import { NotFound } from '../screens/not-found.tsx';

type Access = 'public' | 'guest' | 'signed-in' | 'admin';
/** Each path of spec §2: the remote module that renders it and who may see it. */
export const pageTable: [RouteName, string, Access][] = [
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

function guarded(access: Access, page: ReactNode) {
  switch (access) {
    case 'public':
      return page;
    case 'guest':
      return <GuestOnly>{page}</GuestOnly>;
    case 'signed-in':
      return <RequireAuth>{page}</RequireAuth>;
    case 'admin':
      return <RequireAdmin>{page}</RequireAdmin>;
  }
}

/** Remote modules load only when one of their routes is visited: visitors never fetch mfe-admin. */
export const routeTable: RouteObject[] = [
  {
    element: <Layout />,
    HydrateFallback: FullScreenLoader,
    errorElement: <RouterErrorScreen />,
    children: [
      ...pageTable.map(([name, id, access]) => ({
        path: routes[name],
        element: guarded(access, <RemotePage key={id} id={id} />),
      })),
      { path: '*', element: <NotFound /> },
    ],
  },
];
