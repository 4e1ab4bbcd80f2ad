/**
 * The standalone harness: this remote's pages on their own (no shell), for Fast Refresh.
 * The BFF (npm run dev) answers /api calls through the dev server proxy; sign in as an admin on the
 * site first (the session cookie is the site's), since the api refuses admin calls otherwise.
 */
import 'design-system/tokens.css';
import { type HarnessPage, startHarness } from 'platform/harness';

/** The same route → page pairs the shell's route table maps to this remote's exposes (guards are the shell's). */
const pages: HarnessPage[] = [
  ['adminDashboard', () => import('../pages/dashboard-page.tsx')],
  ['adminUsers', () => import('../pages/users-page.tsx')],
  ['adminUser', () => import('../pages/user-page.tsx')],
  ['adminAddRestaurant', () => import('../pages/restaurant-form-page.tsx')],
  ['adminEditRestaurant', () => import('../pages/restaurant-form-page.tsx')],
  ['adminAddGiftShop', () => import('../pages/gift-shop-form-page.tsx')],
  ['adminEditGiftShop', () => import('../pages/gift-shop-form-page.tsx')],
  ['adminBlogs', () => import('../pages/blogs-page.tsx')],
  ['adminAddBlog', () => import('../pages/blog-form-page.tsx')],
  ['adminEditBlog', () => import('../pages/blog-form-page.tsx')],
  ['adminAds', () => import('../pages/ads-page.tsx')],
];

await startHarness(pages);
